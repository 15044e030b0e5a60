import { describe, expect, it } from "vitest";
import { judgeCondition } from "../../src/relevance/index.js";

/**
 * A device WordNet defines as signalling trouble (an alarm, a warning), signalling now, reports trouble. The
 * descriptions are made up for the tests.
 */
describe("judgeCondition: alarms and warnings going", () => {
  it("reads an alarm or a warning lamp signalling as a problem", async () => {
    for (const text of [
      "the vaccine fridge in the store: showing 12 °C and the alarm flashing",
      "portable heater by the door, amber warning lamp lit",
    ])
      expect((await judgeCondition(text)).condition).toBe("problem");
  });

  it("leaves an alarm that names a part, one denied and a thing that only protects from danger", async () => {
    expect((await judgeCondition("the alarm panel lit green, no faults")).condition).toBe("fine");
    expect((await judgeCondition("no alarm showing on the panel")).condition).toBe("unknown");
    expect((await judgeCondition("bus shelter on the corner")).condition).toBe("unknown");
  });
});
