import proj4 from "proj4";
import { fail, ok, type Result } from "../../src/errors/index.js";

/** A coordinate reference system a land-cover raster may be in, with its conversion to WGS84. */
export interface RasterCrs {
  /** EPSG code: 4326 or a WGS84 UTM zone (326xx north, 327xx south). */
  epsg: number;
  /** "EPSG:4326 (WGS84 longitude/latitude)", "EPSG:32618 (WGS84 / UTM zone 18N)". */
  name: string;
  /** Whether x/y are degrees (geographic) rather than metres. */
  geographic: boolean;
  toLonLat(x: number, y: number): [number, number];
  fromLonLat(lon: number, lat: number): [number, number];
}

const SUPPORTED =
  "EPSG:4326 and the WGS84 UTM zones EPSG:32601–32660 (north) and 32701–32760 (south)";

/** The CRS for an EPSG code we support; anything else is an error that says what is supported. */
export function crsFromEpsg(epsg: number): Result<RasterCrs> {
  if (epsg === 4326) {
    return ok({
      epsg,
      name: "EPSG:4326 (WGS84 longitude/latitude)",
      geographic: true,
      toLonLat: (x, y) => [x, y],
      fromLonLat: (lon, lat) => [lon, lat],
    });
  }
  const zone = epsg % 100;
  const hemisphere = Math.floor(epsg / 100);
  if ((hemisphere === 326 || hemisphere === 327) && zone >= 1 && zone <= 60) {
    const south = hemisphere === 327;
    const converter = proj4(
      "EPSG:4326",
      `+proj=utm +zone=${zone}${south ? " +south" : ""} +datum=WGS84 +units=m +no_defs`,
    );
    return ok({
      epsg,
      name: `EPSG:${epsg} (WGS84 / UTM zone ${zone}${south ? "S" : "N"})`,
      geographic: false,
      toLonLat: (x, y) => {
        const [lon, lat] = converter.inverse([x, y]);
        return [lon, lat];
      },
      fromLonLat: (lon, lat) => {
        const [x, y] = converter.forward([lon, lat]);
        return [x, y];
      },
    });
  }
  return fail(`EPSG:${epsg} is not supported; supported are ${SUPPORTED}`);
}

/** The UTM zone's EPSG code for a place (north or south by its latitude). */
export function utmEpsgFor(lon: number, lat: number): number {
  const zone = Math.min(60, Math.max(1, Math.floor((lon + 180) / 6) + 1));
  return (lat >= 0 ? 32600 : 32700) + zone;
}

/** "EPSG:32618", "epsg:4326" or "4326" → the CRS; "utm" needs a place and is resolved by the caller. */
export function parseCrsName(text: string): Result<RasterCrs> {
  const match = /^\s*(?:epsg:)?(\d{4,5})\s*$/i.exec(text);
  if (match?.[1] === undefined)
    return fail(`"${text}" is not a CRS name like EPSG:4326 or EPSG:32618`);
  return crsFromEpsg(Number(match[1]));
}

/**
 * The CRS a `.prj` file (ESRI or OGC WKT) describes, for the CRSs we support: an EPSG authority code, a
 * "UTM zone 18N" name on WGS84, or plain WGS84 geographic coordinates.
 */
export function crsFromWkt(wkt: string): Result<RasterCrs> {
  const authority = [...wkt.matchAll(/AUTHORITY\s*\[\s*"EPSG"\s*,\s*"?(\d+)"?\s*\]/gi)].at(-1)?.[1];
  if (/^\s*PROJCS/i.test(wkt)) {
    const utm = /UTM[_ ]zone[_ ](\d{1,2})([NS])/i.exec(wkt);
    if (authority !== undefined && Number(authority) !== 4326)
      return crsFromEpsg(Number(authority));
    if (utm?.[1] !== undefined && /WGS[_ ]?(19)?84/i.test(wkt)) {
      return crsFromEpsg((utm[2]?.toUpperCase() === "S" ? 32700 : 32600) + Number(utm[1]));
    }
    return fail(`the projection it names is not supported; supported are ${SUPPORTED}`);
  }
  if (/^\s*GEOGCS/i.test(wkt) && /WGS[_ ]?(19)?84/i.test(wkt)) return crsFromEpsg(4326);
  return fail(`it is not a WKT coordinate system we can read; supported are ${SUPPORTED}`);
}
