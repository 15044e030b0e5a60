import type { Command } from "commander";
import { writeSatellite } from "../../../priors/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";
import { EXIT, printLine } from "../io.js";
import type { CliContext } from "../context.js";
import { parseNumberFlag } from "./flags.js";
import { addLimitOptions, readLimitFlags, worldLimitsOf, type LimitFlags } from "./limitFlags.js";

interface SatelliteFlags extends LimitFlags {
  world: string;
  out: string;
  crs: string;
  resolutionM?: string;
}

/** `spine sim satellite`: what overhead imagery would show of a simulated world. */
export function registerSatellite(sim: Command, context: CliContext): void {
  const command = sim
    .command("satellite")
    .description(
      "write what imagery would show of a world: OSM-tagged GeoJSON of its prior features and a land-cover GeoTIFF with its palette",
    )
    .requiredOption(
      "--world <name|file>",
      "a built-in world (see `spine worlds`) or a .world.geojson file",
    )
    .requiredOption(
      "--out <dir>",
      "directory to write <world>.osm.geojson, <world>.landcover.tif and its palette",
    )
    .option(
      "--crs <crs>",
      "GeoTIFF CRS: EPSG:4326, utm (the world's zone) or EPSG:326xx/327xx",
      "EPSG:4326",
    )
    .option("--resolution-m <m>", "ground size of a land-cover pixel", "0.5");
  addLimitOptions(command, ["maxWorldExtentM"], { config: true })
    .addHelpText(
      "after",
      `
Exit status: 0 written, 2 unusable input.

Example:
  spine sim satellite --world riverside --out out/sat
  spine prior build --in out/sat/riverside.osm.geojson --out out/riverside-prior`,
    )
    .action((flags: SatelliteFlags) => {
      context.exit(runSatellite(flags, context));
    });
}

function runSatellite(flags: SatelliteFlags, context: CliContext): number {
  const resolutionM = parseNumberFlag("--resolution-m", flags.resolutionM, { min: 0.05, max: 100 });
  if (!resolutionM.ok) return context.usageError(resolutionM.error);
  const limits = readLimitFlags(flags, context);
  if (limits === undefined) return EXIT.usage;
  const loaded = loadWorld(flags.world, { limits: worldLimitsOf(limits) });
  if (!loaded.ok) return context.usageError(loaded.error.join("\n  "));
  const world = loaded.value;
  for (const warning of world.warnings) context.log.warn(warning);
  const written = writeSatellite(world, flags.out, {
    crs: flags.crs,
    ...(resolutionM.value === undefined ? {} : { resolutionM: resolutionM.value }),
  });
  if (!written.ok) return context.usageError(written.error);
  const files = written.value;
  const start = world.frame.toLonLat(world.start);
  printLine(`ENU origin: ${world.origin[0]}, ${world.origin[1]}`);
  printLine(`wrote ${flags.out}/${files.geojson}: ${files.features} features`);
  printLine(
    `wrote ${flags.out}/${files.landCover}: ${files.widthPx} × ${files.heightPx} pixels, ${files.crs.name}, palette ${files.palette}`,
  );
  printLine(
    `build a prior from it: spine prior build --in ${flags.out}/${files.landCover} --origin ${world.origin[0]},${world.origin[1]} --start ${start[0]},${start[1]} --out <dir>`,
  );
  return EXIT.ok;
}
