import type { Command } from "commander";
import { fail, ok, type Result } from "../../errors/index.js";
import type { LonLat } from "../../geo/index.js";
import {
  buildPriorFromFile,
  writePriorDir,
  type BuildPriorFileOptions,
} from "../../../priors/index.js";
import { renderPriorSvg } from "../../../sim/render/index.js";
import { EXIT, printLine, writeTextFile } from "../io.js";
import type { CliContext } from "../context.js";
import { parseNumberFlag } from "./flags.js";
import { addLimitOptions, readLimitFlags, worldLimitsOf, type LimitFlags } from "./limitFlags.js";

interface PriorBuildFlags extends LimitFlags {
  in: string;
  out: string;
  palette?: string;
  origin?: string;
  start?: string;
  crs?: string;
  roadSpacingM?: string;
  openSpacingM?: string;
  resolutionM?: string;
  traversable?: string;
  svg?: string;
}

/** `spine prior …`: priors from satellite-derived maps. */
export function registerPrior(program: Command, context: CliContext): void {
  const prior = program.command("prior").description("prior maps from satellite-derived data");
  const build = prior
    .command("build")
    .description(
      "build a prior graph and occupancy raster from OSM-style GeoJSON, a land-cover GeoTIFF/PNG or a SPINE graph",
    )
    .requiredOption(
      "--in <file>",
      "GeoJSON (OSM tags or world classes), .tif/.png land cover, or graph JSON",
    )
    .requiredOption(
      "--out <dir>",
      "directory to write prior.graph.json, prior.occupancy.png/.json, prior.meta.json",
    )
    .option(
      "--palette <file>",
      "land-cover palette JSON (value or #rrggbb → class); default <raster>.palette.json",
    )
    .option(
      "--origin <lon,lat>",
      "ENU origin; default the file's spine.origin or the middle of its data",
    )
    .option(
      "--start <lon,lat>",
      "the robot's start, for robot_location; default the file's spine.start",
    )
    .option("--crs <EPSG:code>", "CRS of a PNG's world file; default its .prj, else EPSG:4326")
    .option("--road-spacing-m <m>", "distance between region nodes along roads and paths", "10")
    .option("--open-spacing-m <m>", "spacing of region nodes over open ground", "15")
    .option("--resolution-m <m>", "prior raster cell size; default 0.5, or a raster's pixel size")
    .option(
      "--traversable <classes>",
      "comma-separated classes to treat as drivable (e.g. scrub,steps)",
    )
    .option(
      "--svg <file>",
      "also draw the prior (occupancy and graph) as an SVG, to check it by eye",
    );
  addLimitOptions(build, ["maxWorldExtentM", "maxPngPixels"], { config: true })
    .addHelpText(
      "after",
      `
Exit status: 0 written, 2 unusable input (nothing is written).

Examples:
  spine prior build --in priors/examples/quarry_hill.osm.geojson --out out/quarry_hill --svg out/quarry_hill.svg
  spine sim satellite --world riverside --out out/sat
  spine prior build --in out/sat/riverside.landcover.tif --out out/riverside-prior`,
    )
    .action(async (flags: PriorBuildFlags) => {
      context.exit(await runBuild(flags, context));
    });
}

async function runBuild(flags: PriorBuildFlags, context: CliContext): Promise<number> {
  const options = parseFlags(flags);
  if (!options.ok) return context.usageError(options.error);
  const limits = readLimitFlags(flags, context);
  if (limits === undefined) return EXIT.usage;
  options.value.worldLimits = worldLimitsOf(limits);
  if (limits.maxPngPixels !== undefined) options.value.maxPngPixels = limits.maxPngPixels;
  const built = await buildPriorFromFile(options.value);
  if (!built.ok) return context.usageError(built.error.join("\n  "));
  const prior = built.value;
  const origin = prior.origin;
  printLine(
    origin === undefined
      ? "ENU origin: unknown (a graph file is already in ENU metres; pass --origin to record it)"
      : `ENU origin: ${origin[0]}, ${origin[1]}`,
  );
  for (const warning of prior.warnings) context.log.warn(warning);
  const written = writePriorDir(flags.out, prior);
  if (!written.ok) return context.usageError(written.error);
  const { graph } = prior;
  printLine(
    `wrote ${flags.out}: ${graph.regions.length} regions, ${graph.objects.length} objects, ${graph.region_connections.length} region edges (from ${prior.source.kind} ${prior.source.file})`,
  );
  if (flags.svg !== undefined) {
    const svg = renderPriorSvg(graph, {
      ...(prior.rasters === undefined ? {} : { rasters: prior.rasters }),
      title: `Prior built from ${prior.source.file}`,
      subtitle: `${graph.regions.length} regions, ${graph.objects.length} objects, ${graph.region_connections.length} region edges; robot at ${graph.robot_location ?? "?"}`,
    });
    const written = writeTextFile(flags.svg, svg);
    if (!written.ok) return context.usageError(written.error);
    printLine(`wrote ${flags.svg}`);
  }
  return EXIT.ok;
}

function parseFlags(flags: PriorBuildFlags): Result<BuildPriorFileOptions> {
  const options: BuildPriorFileOptions = { input: flags.in };
  if (flags.palette !== undefined) options.palette = flags.palette;
  if (flags.crs !== undefined) options.crs = flags.crs;
  for (const [flag, raw, key] of [
    ["--origin", flags.origin, "origin"],
    ["--start", flags.start, "start"],
  ] as const) {
    if (raw === undefined) continue;
    const point = parseLonLat(flag, raw);
    if (!point.ok) return point;
    options[key] = point.value;
  }
  for (const [flag, raw, key] of [
    ["--road-spacing-m", flags.roadSpacingM, "roadSpacingM"],
    ["--open-spacing-m", flags.openSpacingM, "openSpacingM"],
    ["--resolution-m", flags.resolutionM, "resolutionM"],
  ] as const) {
    const value = parseNumberFlag(flag, raw, { min: 0.05, max: 1000 });
    if (!value.ok) return value;
    if (value.value !== undefined) options[key] = value.value;
  }
  if (flags.traversable !== undefined) {
    options.traversableClasses = flags.traversable
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "");
  }
  return ok(options);
}

function parseLonLat(flag: string, raw: string): Result<LonLat> {
  const parts = raw.split(",").map((part) => Number(part.trim()));
  const [lon, lat] = parts;
  if (
    parts.length !== 2 ||
    lon === undefined ||
    lat === undefined ||
    !Number.isFinite(lon) ||
    !Number.isFinite(lat)
  ) {
    return fail(`${flag} must be "lon,lat" in degrees, got "${raw}"`);
  }
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90) {
    return fail(
      `${flag} must be "lon,lat" in degrees (longitude within ±180, latitude within ±90), got "${raw}"`,
    );
  }
  return ok([lon, lat]);
}
