import { describe, expect, it } from "vitest";
import { Relevance } from "../../src/relevance/index.js";
import { RELEVANCE_CASES } from "./cases.js";
import { measureRelevance } from "./measure.js";

describe("the relevance module on everyday language", () => {
  it("has a test set of at least 60 cases, each with a relevant label among its candidates", () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    for (const c of RELEVANCE_CASES) for (const r of c.relevant) expect(c.candidates).toContain(r);
  });

  it("ranks a relevant label first in at least 85 % of the cases", async () => {
    const figures = await measureRelevance(await Relevance.create(), RELEVANCE_CASES);
    console.log(JSON.stringify(figures.top1), figures.misses);
    expect(figures.top1.combined).toBeGreaterThanOrEqual(0.85);
  }, 120_000);

  it("still ranks without the embedding model (WordNet alone), and says it has none", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    expect(relevance.embeddingsLoaded).toBe(false);
    const ranked = await relevance.rank(
      ["I lost my lorry"],
      [
        { id: "bench", text: "bench" },
        { id: "truck", text: "truck" },
        { id: "kite", text: "kite" },
      ],
    );
    expect(ranked[0]?.id).toBe("truck");
  });

  it("selects nothing when nothing stands out", async () => {
    const relevance = await Relevance.create();
    const ranked = await relevance.rank(
      ["the quarterly tax return"],
      [
        { id: "bench", text: "bench" },
        { id: "kayak", text: "kayak" },
        { id: "hay_bale", text: "hay bale" },
        { id: "lamp_post", text: "lamp post" },
        { id: "beehive", text: "beehive" },
      ],
    );
    expect(relevance.select(ranked)).toEqual([]);
  });
});

describe("judging a vision-language model's answer", () => {
  const CASES: readonly [string, "problem" | "fine" | "unknown"][] = [
    ["the pipe has burst and water is spraying out", "problem"],
    // What a thing cannot do is wrong with it, unless what it cannot do is itself trouble.
    ["barrier arm bent upward; it cannot be lowered", "problem"],
    ["the mower won't start this morning", "problem"],
    ["the hatch fails to open", "problem"],
    ["the new seal won't leak again; fine now", "fine"],
    ["a cracked windscreen, otherwise fine", "problem"],
    ["the gate is broken off its hinges", "problem"],
    ["a man lying on the ground, bleeding from the head", "problem"],
    ["the tank is leaking fuel onto the gravel", "problem"],
    ["the shed roof has collapsed", "problem"],
    ["a tree trunk is blocking the lane", "problem"],
    ["smoke is rising from the engine", "problem"],
    ["the ladder toppled over", "problem"],
    ["a child stuck at the top of the climbing frame", "problem"],
    ["the fence post is bent and the wire is torn", "problem"],
    ["the pump is not working", "problem"],
    ["the bench is intact", "fine"],
    ["no damage visible, panels clean", "fine"],
    ["the boat is undamaged and moored securely", "fine"],
    ["a hiker sitting on a rock, alert and unharmed", "fine"],
    ["the generator is running normally", "fine"],
    ["the hydrant is not leaking", "fine"],
    ["nothing is blocking the path", "fine"],
    ["the door is secure and the lock is working", "fine"],
    // A negation ends with its clause and is spent on the first condition word it reaches.
    ["gate arm in place, no damage; fine", "fine"],
    ["nothing wrong with the mower itself", "fine"],
    // What something needs done is what is wrong with it.
    ["gutter full of moss and leaves; needs clearing", "problem"],
    ["a drain clogged with leaves", "problem"],
    // Nouns of the happening or the state, reached through WordNet derivations of the problem verbs.
    ["a ladder left across the walkway; an obstruction", "problem"],
    ["heavy corrosion around the hinges", "problem"],
    ["a fracture along the beam", "problem"],
    // "wound" here is of "wind", not of "wound": its own participle would be "wounded".
    ["a garden hose, neatly wound", "unknown"],
    ["the rope wound on its drum, the frame solid", "unknown"],
    // Hurts named by their forms; a thing pulled somewhere is only moved.
    ["a walker sat on the step rubbing a grazed knee, in pain", "problem"],
    ["a canoe pulled up on the bank, paddles inside", "unknown"],
    ["a blue wheelbarrow next to the shed", "unknown"],
    ["a wooden picnic table", "unknown"],
    ["two bicycles leaning on a wall", "unknown"],
    ["a red car parked by the road", "unknown"],
    ["a sign reading 'keep left'", "unknown"],
    // Under water where it should not be: the phrase, the adjective, and a closed compound of "flood".
    ["a quad bike in the low corner, its engine under water", "problem"],
    ["the trailer stands in floodwaters to its axles", "problem"],
    ["the pitch is waterlogged after the rain", "problem"],
    // (A compound WordNet lists as a thing of its own is a thing: a breakwater is a wall.)
    ["the stone breakwater, intact", "fine"],
    // An order not to use it, written on it, warns that something is wrong.
    ["forklift by the racking with a tag on the mast: 'do not operate'", "problem"],
    // What cannot be done with it that should be, unless not doing it is good ("unbreakable").
    ["the drinking fountain: water brown, undrinkable", "problem"],
    ["a toolbox with an unbreakable shell, intact", "fine"],
  ];

  it("keeps a negation inside its clause", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    expect((await relevance.judgeCondition("hinges in place, no rust; fine")).condition).toBe(
      "fine",
    );
    expect((await relevance.judgeCondition("no sign of a crack")).condition).toBe("fine");
  });

  it("reads hurts by their forms and 'wound on' as winding, not as harm", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    const judge = async (text: string): Promise<string> =>
      (await relevance.judgeCondition(text)).condition;
    expect(await judge("a walker sat on the step rubbing a grazed knee, in pain")).toBe("problem");
    expect(await judge("a rowing boat swamped at its mooring")).toBe("problem");
    expect(await judge("the rope wound on its drum, the frame solid")).toBe("unknown");
    expect(await judge("a canoe pulled up on the bank, paddles inside")).toBe("unknown");
  });

  it("reads a thing that cannot be used, was taken or is out of order as a problem", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    const judge = async (text: string): Promise<string> =>
      (await relevance.judgeCondition(text)).condition;
    expect(
      await judge("vending machine by the door, screen lit; unusable, the coin box jammed shut"),
    ).toBe("problem");
    expect(await judge("the bike rack is empty, both hire bikes stolen")).toBe("problem");
    expect(await judge("ticket machine showing OUT OF ORDER")).toBe("problem");
    expect(await judge("a picnic table, safe and usable; fine")).toBe("fine");
  });

  it("reads a thing's own name as no condition: a tumble dryer, a fire point, a smoke alarm", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    const judge = async (text: string): Promise<string> =>
      (await relevance.judgeCondition(text)).condition;
    expect(await judge("the tumble dryer in the utility room, drum turning; working fine")).toBe(
      "fine",
    );
    expect(await judge("extinguisher at the fire point, seal in place; fine")).toBe("fine");
    expect(await judge("smoke alarm on the landing, light blinking green")).toBe("unknown");
    expect(await judge("fire in the skip behind the kitchen")).toBe("problem");
    // A noun before water or damage is what happened, not a device's name.
    expect(await judge("manhole cover lifted by flood water")).toBe("problem");
    expect(await judge("a flat tyre on the trailer")).toBe("problem");
    // The head of the name the description opens with is what the thing is ("a rat trap", "a sink hole").
    expect(await judge("garden rat trap under the hedge, set and empty; fine")).toBe("fine");
    expect(await judge("water main with a hairline crack; leaking")).toBe("problem");
  });

  it("reads 'running low' and 'too warm' as faults, 'not running since' as one too", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    const judge = async (text: string): Promise<string> =>
      (await relevance.judgeCondition(text)).condition;
    // An -ing word of good order that says how or where something goes is no word of good order.
    expect(await judge("borehole pump running low, sucking air")).not.toBe("fine");
    expect(await judge("rain running off the roof into the gutter")).toBe("unknown");
    expect(await judge("compressor running smoothly")).toBe("fine");
    expect(await judge("chiller not running since the trip")).toBe("problem");
    // More of a quality than a thing should have is wrong with it, unless denied.
    expect(await judge("motor housing too warm to hold")).toBe("problem");
    expect(await judge("the water level far too low in the tank")).toBe("problem");
    expect(await judge("hinge a little stiff but not too bad")).not.toBe("problem");
  });

  it("lets a closing verdict sum up the details before it ('…, a leaf stuck to the lens; fine')", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    const judge = async (text: string): Promise<string> =>
      (await relevance.judgeCondition(text)).condition;
    expect(await judge("porch lamp on the barn wall, a moth stuck to the glass; fine")).toBe(
      "fine",
    );
    expect(await judge("heifer lying down chewing, flies about; healthy")).toBe("fine");
    expect(await judge("bike shed roof sound, a few twigs fallen on it; fine")).toBe("fine");
    // A closing "fine" that concedes a fault does not clear it, nor does a fault merely denied.
    expect(await judge("cracked lens on the porch lamp; otherwise fine")).toBe("problem");
    expect(await judge("mower left out with its blade bent; not on charge")).toBe("problem");
    // What it cannot do closes on a fault, unless doing it would be one.
    expect(await judge("yard gate off its top hinge, dragging; it cannot be shut")).toBe("problem");
    expect(await judge("new seals fitted to the tank; won't leak")).toBe("fine");
    // A closing fault stands whatever came before it.
    expect(await judge("gate upright and painted; latch torn off")).toBe("problem");
    // A verdict said first and then explained is the verdict; a "but" after it still concedes a fault.
    expect(await judge("deer fence along the wood, wire taut; fine, deer cannot get through")).toBe(
      "fine",
    );
    expect(await judge("pump house door; fine, but the lock cannot be turned")).toBe("problem");
    // A longer closing clause that names parts sound and denies a fault clears what came before it.
    expect(
      await judge(
        "hay trailer in the yard, tarp blown off in the night; axle, tyres and drawbar sound, no damage",
      ),
    ).toBe("fine");
  });

  it("judges against the state the mission asks for: a gate blown open is a problem when it should be shut", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    const gate = "field gate swinging open in the wind, latch hanging";
    expect((await relevance.judgeCondition(gate, { expectedStates: ["shut"] })).condition).toBe(
      "problem",
    );
    expect(
      (await relevance.judgeCondition("store door shut and bolted", { expectedStates: ["shut"] }))
        .condition,
    ).toBe("fine");
    expect(
      (
        await relevance.judgeCondition("padlock hanging off, door unlocked", {
          expectedStates: ["locked"],
        })
      ).condition,
    ).toBe("problem");
  });

  it("gets at least 90 % of the condition sentences right, negations included", async () => {
    const relevance = await Relevance.create({ embeddings: false });
    let right = 0;
    const wrong: string[] = [];
    for (const [text, expected] of CASES) {
      const judged = await relevance.judgeCondition(text);
      if (judged.condition === expected) right += 1;
      else wrong.push(`${text}: ${judged.condition} (${judged.cues.join(", ")})`);
    }
    console.log(`condition: ${right}/${CASES.length}`, wrong);
    expect(right / CASES.length).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
