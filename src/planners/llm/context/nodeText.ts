import { roundVec } from "../../../geo/index.js";
import {
  withoutReservedKeys,
  type GraphNodeJson,
  type MapNode,
  type SemanticMap,
} from "../../../map/index.js";
import { labelText } from "../../../relevance/index.js";

/** A node's class as its name gives it: "radio_tower_2" → "radio_tower". */
export function nodeClass(name: string): string {
  return name.replace(/_?\d+$/, "") || name;
}

/** The node as the planner view lists it (the same shape as the full map's JSON). */
export function nodeJson(node: MapNode): GraphNodeJson {
  const [x, y] = roundVec(node.coords);
  return { name: node.name, coords: [x, y], ...withoutReservedKeys(node.attributes) };
}

/**
 * The node for a partial view: as `nodeJson`, less a description that only repeats the class ("field" for
 * `field_3`) — it tells the model nothing its name does not, and a view pays for every token.
 */
export function compactNodeJson(node: MapNode): GraphNodeJson {
  const json = nodeJson(node);
  const description = json["description"];
  if (
    typeof description === "string" &&
    labelText(description) === labelText(nodeClass(node.name))
  ) {
    const { description: _same, ...rest } = json;
    return rest;
  }
  return json;
}

/**
 * What a node is called and said to be, as words for relevance: its class, place name and description
 * ("boat house, the old boathouse, a wooden shed by the water"). Attributes are the map's own words.
 */
export function nodeSearchTexts(map: SemanticMap, name: string): string[] {
  const node = map.get(name);
  if (node === undefined) return [];
  const texts = [labelText(nodeClass(name))];
  for (const key of ["place", "description", "label", "class"]) {
    const value = node.attributes[key];
    if (typeof value === "string" && value.trim() !== "") texts.push(value.slice(0, 200));
  }
  return texts;
}
