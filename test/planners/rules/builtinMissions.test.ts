import { afterEach, describe, expect, it, vi } from "vitest";
import { listBuiltinMissions } from "../../../sim/missions/index.js";
import { actionsOf, spineRunJson } from "./helpers.js";

const missions = listBuiltinMissions();
const LLM_ENV = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "SPINE_LLM_MODEL"] as const;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the rule-based planner on the five built-in missions", () => {
  it("covers all five", () => {
    expect(missions).toHaveLength(5);
  });

  it.each(missions.map((m) => [m.name, m.path] as const))(
    "%s: `spine run --mission-file` exits 0 with success true, labelled rules",
    async (_name, path) => {
      const run = await spineRunJson(["--mission-file", path, "--planner", "rules"]);
      const failed = (run.finished.checks ?? []).filter((check) => !check.ok);
      expect(failed, JSON.stringify(failed)).toEqual([]);
      expect(run.status).toBe(0);
      expect(run.finished.outcome).toBe("answered");
      expect(run.finished.metrics["success"]).toBe(true);
      expect(run.finished.metrics["planner"]).toBe("rules");
      expect(run.events[0]).toMatchObject({ type: "mission-start", planner: "rules" });
      // The SPINE reply: every proposal carries a goal, the relevant graph and reasoning.
      const proposals = run.events.filter((event) => event["type"] === "plan-proposed");
      expect(proposals.length).toBeGreaterThan(0);
      for (const proposal of proposals) {
        expect(String(proposal["primaryGoal"])).not.toBe("");
        expect(String(proposal["reasoning"])).not.toBe("");
      }
      // set_labels first, and the answer last.
      const actions = actionsOf(run.events);
      expect(actions[0]).toMatch(/^set_labels\(/);
      expect(actions.at(-1)).toMatch(/^answer\(/);
    },
    60_000,
  );

  it("is announced on stderr as the rule-based planner when no LLM is configured", async () => {
    for (const name of LLM_ENV) vi.stubEnv(name, undefined);
    const run = await spineRunJson([
      "--world",
      "riverside",
      "--mission",
      "Communications are down. Why?",
      "--max-iterations",
      "2",
    ]);
    expect(run.stderr).toMatch(
      /No LLM configured: planning with the rule-based planner \(planner: rules\)/,
    );
    expect(run.stderr).toMatch(/OPENAI_API_KEY|OPENAI_BASE_URL/);
    expect(run.finished.metrics["planner"]).toBe("rules");
  });
});
