/**
 * Broad kinds of thing an open-vocabulary detector can be asked for when a mission names nothing ("have a look
 * round the yard"): super-categories in the spirit of common detection datasets' (people, vehicles, containers,
 * devices, furniture, animals), each a WordNet noun specific enough to pick out its kinds (a dinghy is a boat; a
 * drum is a container) yet general enough to cover a site the planner has never seen. They name no site's
 * things; the map's own classes come first.
 */
export const BROAD_KINDS: readonly string[] = [
  "person",
  "vehicle",
  "boat",
  "container",
  "device",
  "equipment",
  "machine",
  "furniture",
  "animal",
];
