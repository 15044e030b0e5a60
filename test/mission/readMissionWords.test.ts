import { describe, expect, it } from "vitest";
import { readMission } from "../../src/mission/index.js";

/**
 * Words the tagger or the cues misread: a trade word after "the", a request put to "the robot", the things the
 * asker means to use next, and a smell said with how strong it is. Written for these tests, not taken from a
 * suite's missions.
 */
describe("readMission: trade words, requests to the robot and what the asker will do next", () => {
  it("reads a word no dictionary knows, after 'the', as a thing even when the tagger guessed otherwise", async () => {
    const goal = await readMission(
      "Mains went at 4am and the panel says the genny never took over. Find out why",
    );
    expect(goal.kind).toBe("explain");
    expect(goal.subjects.map((s) => s.text)).toContain("genny");
  });

  it("reads 'can the robot go and see' as a request to look, not a question of access", async () => {
    const goal = await readMission(
      "A cyclist lost a pannier bag on the forest track yesterday. Can the robot go and see if it's still there",
    );
    expect(goal.kind).toBe("find");
    const access = await readMission("Can the van still get down the forest track to the lodge?");
    expect(access.kind).toBe("route");
  });

  it("reads what the asker will send or use once told as context", async () => {
    const goal = await readMission(
      "Go along the top paths and tell me where the mud's worst, need to know where to send the digger and the dumper",
    );
    const related = new Set(goal.subjects.filter((s) => s.related).map((s) => s.text));
    expect(related.has("digger")).toBe(true);
    expect(related.has("dumper")).toBe(true);
    expect(goal.subjects.find((s) => s.text === "mud")?.related).not.toBe(true);
  });

  it("reads 'a strong smell of petrol' as one smell, and 'a right pong of drains' as drains to look at", async () => {
    const goal = await readMission(
      "Strong smell of petrol by the boat shed this morning. Where's it from?",
    );
    expect(goal.subjects.map((s) => s.text)).toContain("petrol smell");
    const drains = await readMission(
      "Right pong of drains round the toilet block. What's causing it?",
    );
    expect(drains.subjects.map((s) => s.text)).toContain("drain");
  });
});
