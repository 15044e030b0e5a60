export { satelliteGeoJson, type SatelliteGeoJson } from "./satelliteGeoJson.js";
export { landCoverGrid, type LandCoverGrid } from "./landCoverGrid.js";
export { landCoverGeoTiff } from "./landCoverGeoTiff.js";
export { writeSatellite, type SatelliteOptions, type SatelliteFiles } from "./writeSatellite.js";
