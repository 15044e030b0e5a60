import type { Mission } from "../missions/index.js";
import { oracleDrive } from "../worlds/oracle.js";
import type { WorldFacts } from "./WorldFacts.js";

/** The targets a mission's oracle drive must reach: `expect.inspected` and the named `expect.visited` places. */
export function oracleTargets(mission: Mission): string[] {
  const expect = mission.expect;
  if (expect === undefined) return [];
  return [
    ...expect.inspected,
    ...expect.visited.filter((target): target is string => typeof target === "string"),
  ];
}

/**
 * The shortest truth-graph drive from the trial's start region through the mission's required targets
 * (`sim/worlds/oracle.ts`), rounded to decimetres; undefined when a target is unknown or unreachable.
 */
export function oracleDistanceM(
  facts: WorldFacts,
  mission: Mission,
  startRegion: string,
): number | undefined {
  const drive = oracleDrive(facts.truthMap, startRegion, oracleTargets(mission));
  return drive === undefined ? undefined : Math.round(drive.lengthM * 10) / 10;
}
