export { geoJsonToWorld, type GeoJsonToWorldOptions, type GeoJsonWorld } from "./geoJsonToWorld.js";
