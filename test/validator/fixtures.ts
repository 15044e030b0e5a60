import { loadGraph, type SemanticMap } from "../../src/map/index.js";

/**
 * road_1 — road_2 — road_3 — field_1        (the robot's component, robot at road_1)
 *   cabin_1 (seen from road_1)
 * hill_path_1 — hill_path_2                  (an island: no known connection)
 *   radio_tower_1 (seen from hill_path_2)
 * antenna_1                                  (an object connected to nothing)
 */
export function hillMap(): SemanticMap {
  const loaded = loadGraph({
    regions: [
      { name: "road_1", coords: [0, 0] },
      { name: "road_2", coords: [10, 0] },
      { name: "road_3", coords: [20, 2] },
      { name: "field_1", coords: [22, 14] },
      { name: "hill_path_1", coords: [48, 30] },
      { name: "hill_path_2", coords: [58, 40] },
    ],
    objects: [
      { name: "cabin_1", coords: [6, 6] },
      { name: "radio_tower_1", coords: [62, 46] },
      { name: "antenna_1", coords: [90, 90] },
    ],
    region_connections: [
      ["road_1", "road_2"],
      ["road_2", "road_3"],
      ["road_3", "field_1"],
      ["hill_path_1", "hill_path_2"],
    ],
    object_connections: [
      ["cabin_1", "road_1"],
      ["radio_tower_1", "hill_path_2"],
    ],
    robot_location: "road_1",
  });
  if (!loaded.ok) throw new Error(loaded.error.join("; "));
  return loaded.value.map;
}
