/**
 * Broad kinds of thing an open-vocabulary detector can be asked for when a mission names nothing ("have a look
 * round the yard"): super-categories in the spirit of common detection datasets' (vehicles, vessels, containers,
 * devices, appliances, furniture, animals; people by WordNet's word for somebody, `personWord`), each a WordNet noun specific
 * enough to pick out its kinds (a dinghy is a vessel; a drum is a container) yet general enough to cover a site the planner has never seen. They name no site's
 * things; the map's own classes come first.
 */
export const BROAD_KINDS: readonly string[] = [
  "vehicle",
  "vessel",
  "container",
  "device",
  "equipment",
  "machine",
  // (COCO's appliance supercategory: a fridge or a dryer is no "device" within a detector's reach of words.)
  "appliance",
  "furniture",
  "animal",
];
