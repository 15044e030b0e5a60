import { describe, expect, it } from "vitest";
import { missionSteps, parseInstruction, readMission } from "../../src/mission/index.js";

// Sequences as operators say them; none of these words come from an evaluation suite.
describe("a mission said as steps", () => {
  it("splits at 'then', in the order said", () => {
    expect(
      missionSteps(
        "Make sure the compost bay gate is padlocked, then head over to the orchard and read me the rain gauge",
      ),
    ).toEqual([
      "Make sure the compost bay gate is padlocked",
      "head over to the orchard and read me the rain gauge",
    ]);
    expect(
      missionSteps("First look at the boiler – it was ticking. then pop round and check the meter"),
    ).toEqual(["look at the boiler – it was ticking", "pop round and check the meter"]);
  });

  it("lends a step without a verb the last verb of the step before", () => {
    expect(missionSteps("Go to the yard and inspect the trailer, then the hay bales")).toEqual([
      "Go to the yard and inspect the trailer",
      "inspect the hay bales",
    ]);
  });

  it("reads a numbered list after a sentence that introduces it, numbered '1)' or '1.'", () => {
    const steps = missionSteps(
      "Evening round, in this order: 1) the boom gate by the depot, is it down. 2) the diesel tank in the yard, any drips. 3) look in the office and check the alarm panel.",
    );
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain("boom gate");
    expect(steps[1]).toContain("diesel tank");
    expect(steps[2]).toContain("alarm panel");
    expect(
      missionSteps("Please do these. 1. check the hose reel 2. check the sprinkler"),
    ).toHaveLength(2);
  });

  it("keeps one mission whole when 'then' is a time or there is no second step", () => {
    for (const text of [
      "We will be gone by then, so check the pump",
      "Nothing has worked since then. Why is the pump off?",
      "Check the strip lights after that storm",
      "Inspect the pump and then report",
      "Communications are down. Why?",
    ])
      expect(missionSteps(text)).toEqual([text]);
  });

  it("reads a clause that opens with a verb of motion the tagger took for a noun as a step to do", async () => {
    const goal = await readMission("nip down to the pond and read me the rain gauge");
    expect(goal.subjects.map((s) => s.head)).not.toContain("nip");
    expect(goal.subjects.map((s) => s.head)).toContain("gauge");
  });
});

describe("an outage", () => {
  it("marks what the mission says stopped, and nothing given off", async () => {
    const failed = async (text: string): Promise<string[]> =>
      (await readMission(text)).subjects.filter((s) => s.failed === true).map((s) => s.head);
    expect(await failed("The radio link is down again, why?")).toContain("link");
    expect(await failed("No power in the potting shed this morning. What's wrong?")).toContain(
      "power",
    );
    expect(await failed("lost all the wifi in the cafe, any idea why")).toContain("wifi");
    expect(await failed("There's a horrible smell behind the kitchens, what is it?")).toEqual([]);
    expect(await failed("Something keeps banging by the barn, find out what")).toEqual([]);
  });
});

describe("a numbered list and who is speaking", () => {
  it("reads each number after the first as the next step, and 'look over' as a look, not a drive", async () => {
    expect(
      missionSteps(
        "1. go down to the boat shed and check both trailers. 2. then nip over to the slipway and look over the winch. 3. report back",
      ),
    ).toEqual([
      "go down to the boat shed and check both trailers",
      "nip over to the slipway and look over the winch",
      "report back",
    ]);
    expect(parseInstruction("go over to the slipway and look over the winch")).toBeUndefined();
    const goal = await readMission("go over to the slipway and look over the winch");
    expect(goal.subjects.filter((s) => !s.related).map((s) => s.head)).toContain("winch");
  });

  it("reads 'X here.' as who is speaking, and a question after it as no order to go", async () => {
    const goal = await readMission(
      "Head warden here. Want to take the trailer down the lane to the boathouse. Is the lane open?",
    );
    expect(goal.kind).toBe("route");
    expect(goal.subjects.map((s) => s.head)).not.toContain("warden");
  });
});
