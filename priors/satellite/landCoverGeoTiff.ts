import { writeArrayBuffer } from "geotiff";
import type { EnuFrame } from "../../src/geo/index.js";
import type { Grid } from "../../sim/raster/index.js";
import { pixelToCrs, type Georef } from "../landcover/georef.js";
import type { RasterCrs } from "../landcover/crs.js";
import { resampleNearest } from "../landcover/resample.js";

/**
 * A class grid on the ENU lattice as a single-band 8-bit GeoTIFF in `crs` (EPSG:4326 or UTM), pixels about
 * `resolutionM` on the ground, no-data 0: a land-cover product as a segmentation service would deliver it.
 */
export function landCoverGeoTiff(
  grid: Grid,
  {
    frame,
    crs,
    resolutionM = grid.resolutionM,
    blockM = 15,
  }: { frame: EnuFrame; crs: RasterCrs; resolutionM?: number; blockM?: number },
): { bytes: ArrayBuffer; width: number; height: number; georef: Georef } {
  const { minX, minY, maxX, maxY } = grid.boundsM;
  const corners = [
    [minX, minY],
    [maxX, minY],
    [minX, maxY],
    [maxX, maxY],
  ].map(([x = 0, y = 0]) => crs.fromLonLat(...frame.toLonLat([x, y])));
  // Pixel size in the CRS's units: metres for UTM, the degrees that many metres span at the origin for 4326.
  const [lon0, lat0] = frame.toLonLat([0, 0]);
  const pixelX = crs.geographic ? frame.toLonLat([resolutionM, 0])[0] - lon0 : resolutionM;
  const pixelY = crs.geographic ? frame.toLonLat([0, resolutionM])[1] - lat0 : resolutionM;
  // The raster's south-west corner is the grid's, moved south-west by whole blocks until the raster (turned by
  // the CRS's grid convergence) covers every corner: the importer anchors its lattice there, so the prior it
  // builds lays its blocks exactly where the simulator's do.
  let anchor = crs.fromLonLat(...frame.toLonLat([minX, minY]));
  for (
    let k = 1;
    corners.some(([x, y]) => x < anchor[0] - pixelX / 4 || y < anchor[1] - pixelY / 4);
    k += 1
  ) {
    anchor = crs.fromLonLat(...frame.toLonLat([minX - k * blockM, minY - k * blockM]));
  }
  const x0 = anchor[0];
  const width = Math.ceil((Math.max(...corners.map((c) => c[0])) - x0) / pixelX);
  const height = Math.ceil((Math.max(...corners.map((c) => c[1])) - anchor[1]) / pixelY);
  const y0 = anchor[1] + height * pixelY;
  const georef: Georef = { x0, y0, xPerCol: pixelX, xPerRow: 0, yPerCol: 0, yPerRow: -pixelY };
  const values = resampleNearest({
    source: grid,
    target: { width, height, data: new Uint8Array(width * height) },
    toSource: (col, row) => {
      const [x, y] = frame.toEnu(crs.toLonLat(...pixelToCrs(georef, col, row)));
      return [(x - grid.originX) / grid.resolutionM, (y - grid.originY) / grid.resolutionM];
    },
  });
  const geoKeys = crs.geographic
    ? { GTModelTypeGeoKey: 2, GeographicTypeGeoKey: 4326 }
    : { GTModelTypeGeoKey: 1, ProjectedCSTypeGeoKey: crs.epsg };
  const bytes = writeArrayBuffer(values, {
    width,
    height,
    BitsPerSample: [8],
    SampleFormat: [1],
    SamplesPerPixel: 1,
    PhotometricInterpretation: 1,
    ModelPixelScale: [pixelX, pixelY, 0],
    ModelTiepoint: [0, 0, 0, x0, y0, 0],
    GTRasterTypeGeoKey: 1,
    GDAL_NODATA: "0",
    ...geoKeys,
  });
  return { bytes, width, height, georef };
}
