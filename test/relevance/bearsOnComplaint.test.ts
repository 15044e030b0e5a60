import { describe, expect, it } from "vitest";
import { bearsOnComplaint } from "../../src/relevance/index.js";

/** Whether a fault found can be the cause of what the operator complains of. Everyday cases, none from a suite. */
describe("bearsOnComplaint", () => {
  const cold =
    "the radiators in the village hall are stone cold and there's no hot water in the kitchen";
  it("ties a fault to a complaint it shares words with", () => {
    expect(
      bearsOnComplaint({
        description: "oil boiler in the outhouse: flame out, lockout light on, hot water tank cold",
        complaint: cold,
        phrases: ["radiator", "hot water"],
      }).bears,
    ).toBe(true);
  });

  it("does not tie a fault that shares one common word, or nothing", () => {
    expect(
      bearsOnComplaint({
        description: "garden tap dripping water onto the patio",
        complaint: cold,
        phrases: ["radiator", "hot water"],
      }).bears,
    ).toBe(false);
    expect(
      bearsOnComplaint({
        description: "noticeboard glass smashed, shards on the path",
        complaint: "a loud grinding noise from behind the hall every few minutes",
        phrases: ["grinding noise"],
      }).bears,
    ).toBe(false);
  });

  it("ties a fault that names the whole of what was complained of", () => {
    expect(
      bearsOnComplaint({
        description: "trough ball-valve stuck open, water spilling over the rim",
        complaint: "there's water everywhere in the paddock",
        phrases: ["water"],
      }).bears,
    ).toBe(true);
  });
});
