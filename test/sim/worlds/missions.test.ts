import { describe, expect, it } from "vitest";
import { isReachable } from "../../../src/map/index.js";
import { listBuiltinMissions, loadMissionFile, type Mission } from "../../../sim/missions/index.js";
import { startOf, worldViews } from "./helpers.js";

/** For each mission: an answer that should pass and one that should not. */
const ANSWERS: Record<string, { good: string; bad: string }> = {
  riverside_storm_logistics: {
    good: "No: a fallen oak and storm debris block the bridge, so trucks cannot reach the supply depot.",
    bad: "Yes, the road to the supply depot is clear.",
  },
  riverside_missing_robot: {
    good: "Your robot is near dock_3 at (270, 148), lying on its side with a detached wheel; it is stationary.",
    bad: "I searched the riverbank and found nothing.",
  },
  riverside_comms_down: {
    good: "radio_tower_2 has a snapped antenna mast; radio_tower_1 is rusty but intact.",
    bad: "Both radio towers look fine.",
  },
  office_park_construction_dock: {
    good: "Yes: a new construction fence with no gate blocks the path to the dock.",
    bad: "The path to your boat is clear.",
  },
  office_park_triage: {
    good: "Under the oaks: a person waving and a leaking chemical barrel; in the warehouse: a worker who is coughing.",
    bad: "I found nothing under the trees.",
  },
};

const missions = listBuiltinMissions();

describe("the built-in missions", () => {
  it("are the paper's five missions", () => {
    expect(missions.map((m) => m.name).sort()).toEqual(Object.keys(ANSWERS).sort());
    expect(missions.map((m) => m.mission)).toContain("Communications are down. Why?");
  });

  describe.each(missions.map((m) => [m.name, m.path] as const))("%s", (name, path) => {
    const loaded = loadMissionFile(path);
    const mission = (): Mission => {
      if (!loaded.ok) throw new Error(loaded.error.join("\n"));
      return loaded.value;
    };

    it("parses with no warnings and names a built-in world", () => {
      expect(loaded.ok ? [] : loaded.error).toEqual([]);
      expect(mission().warnings).toEqual([]);
      expect(["riverside", "office_park"]).toContain(mission().worldName);
      expect(mission().world.kind).toBe("geojson");
    });

    it("has a scripted operator reply, explicit steps, one clarify at most, and limits", () => {
      const m = mission();
      expect(m.operatorAnswers.length).toBeGreaterThanOrEqual(1);
      expect(m.explicit.length).toBeGreaterThanOrEqual(4);
      expect(m.explicit.length).toBeLessThanOrEqual(8);
      expect(m.expect?.maxClarify).toBe(1);
      expect(m.limits).toEqual({ maxIterations: 40, maxSimSeconds: 3600 });
    });

    it("expects objects that exist in its world and that the robot can reach there", () => {
      const m = mission();
      const { truth } = worldViews(m.worldName);
      const targets = [
        ...(m.expect?.inspected ?? []),
        ...(m.expect?.visited ?? []).filter((v): v is string => typeof v === "string"),
      ];
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(truth.has(target), target).toBe(true);
        expect(isReachable(truth, startOf(truth), target), target).toBe(true);
      }
    });

    it("accepts a right answer and rejects a wrong one", () => {
      const pattern = new RegExp(mission().expect?.answer ?? "", "i");
      const answers = ANSWERS[name]!;
      expect(answers.good).toMatch(pattern);
      expect(answers.bad).not.toMatch(pattern);
    });
  });
});
