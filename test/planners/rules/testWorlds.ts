import { expect } from "vitest";
import { rect, surfaceFeature, type EnuFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission } from "./helpers.js";

/** A building and its roofed floor, entered by one door in its south wall from x = d0 to x = d1. */
export function house(
  name: string,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  [d0, d1]: readonly [number, number],
  outside: string,
  inside: string,
): EnuFeature[] {
  const floor: [number, number][] = [
    [x0 + 1, y0 + 1],
    [d0, y0 + 1],
    [d0, y0 - 1.5],
    [d1, y0 - 1.5],
    [d1, y0 + 1],
    [x1 - 1, y0 + 1],
    [x1 - 1, y1 - 1],
    [x0 + 1, y1 - 1],
  ];
  return [
    surfaceFeature(
      { class: "building", name, description: outside },
      { polygon: rect(x0, y0, x1, y1) },
    ),
    surfaceFeature(
      {
        class: "floor",
        name: `${name}_floor`,
        description: inside,
        traversable: true,
        coveredFromAir: true,
        cover: "roof",
      },
      { polygon: [floor] },
    ),
  ];
}

/** Run a mission on a test world with the rule-based planner; every check must pass. The plan history, for more. */
export async function solves(world: string, mission: object): Promise<string> {
  const { failed, history } = await failedChecks(writeTestMission(world, mission));
  expect(failed, history).toEqual([]);
  return history;
}

export const grass = (w: number, h: number): EnuFeature =>
  surfaceFeature(
    { class: "grass", name: "paddock", description: "rough grass" },
    { polygon: rect(0, 0, w, h) },
  );

/** A way of a class (road, path, bridge) along a polyline, `widthM` wide. */
export const way = (cls: string, name: string, line: [number, number][], widthM = 4): EnuFeature =>
  surfaceFeature({ class: cls, name, width: widthM }, { line });

/** Ground the robot cannot cross (thick scrub), over a rectangle. */
export const scrub = (
  name: string,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
): EnuFeature =>
  surfaceFeature({ class: "scrub", name, traversable: false }, { polygon: rect(x0, y0, x1, y1) });
