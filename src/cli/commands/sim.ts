import { spawnSync } from "node:child_process";
import type { Command } from "commander";
import { buildWorldGraph } from "../../../priors/index.js";
import { renderWorldSvg } from "../../../sim/render/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";
import { EXIT, printLine, writeTextFile } from "../io.js";
import { registerSatellite } from "./satellite.js";
import { registerServe } from "./serve.js";
import { addLimitOptions, readLimitFlags, worldLimitsOf, type LimitFlags } from "./limitFlags.js";
import type { CliContext } from "../context.js";

interface RenderFlags extends LimitFlags {
  world: string;
  out: string;
  png?: boolean;
  labels?: boolean;
}

/** `spine sim …`: tools for the simulated worlds. */
export function registerSim(program: Command, context: CliContext): void {
  const sim = program.command("sim").description("tools for the simulated worlds");
  const render = sim
    .command("render")
    .description(
      "draw a world's truth and prior side by side, with the prior graph and the truth graph, as SVG",
    )
    .requiredOption(
      "--world <name|file>",
      "a built-in world (see `spine worlds`) or a .world.geojson file",
    )
    .requiredOption("--out <file>", "where to write the SVG")
    .option("--png", "also write a PNG beside it (needs rsvg-convert on PATH)")
    .option("--labels", "write every region name, however many");
  addLimitOptions(render, ["maxWorldExtentM"], { config: true })
    .addHelpText(
      "after",
      "\nExit status: 0 written, 1 the PNG could not be made, 2 unusable input.\n\nExample:\n  spine sim render --world riverside --out riverside.svg --png",
    )
    .action((flags: RenderFlags) => {
      context.exit(runRender(flags, context));
    });
  registerSatellite(sim, context);
  registerServe(sim, context);
}

function runRender(flags: RenderFlags, context: CliContext): number {
  const limits = readLimitFlags(flags, context);
  if (limits === undefined) return EXIT.usage;
  const loaded = loadWorld(flags.world, { limits: worldLimitsOf(limits) });
  if (!loaded.ok) return context.usageError(loaded.error.join("\n  "));
  const world = loaded.value;
  for (const warning of world.warnings) context.log.warn(warning);
  const priorGraph = buildWorldGraph(world, { view: "prior" });
  const truthGraph = buildWorldGraph(world, { view: "truth" });
  const svg = renderWorldSvg(world, {
    priorGraph,
    truthGraph,
    ...(flags.labels === true ? { regionLabels: true } : {}),
  });
  const written = writeTextFile(flags.out, svg);
  if (!written.ok) return context.usageError(written.error);
  printLine(
    `wrote ${flags.out}: ${world.name}, prior ${graphSize(priorGraph)}, truth ${graphSize(truthGraph)}`,
  );
  if (flags.png !== true) return EXIT.ok;
  const pngPath = `${flags.out.replace(/\.svg$/i, "")}.png`;
  const converted = spawnSync("rsvg-convert", ["-o", pngPath, flags.out], { encoding: "utf8" });
  if (converted.error !== undefined || converted.status !== 0) {
    const why = converted.error?.message ?? converted.stderr.trim();
    context.log.error(`could not convert ${flags.out} to PNG with rsvg-convert: ${why}`);
    return EXIT.failed;
  }
  printLine(`wrote ${pngPath}`);
  return EXIT.ok;
}

function graphSize(graph: {
  regions: unknown[];
  objects: unknown[];
  region_connections: unknown[];
}): string {
  return `${graph.regions.length} regions, ${graph.objects.length} objects, ${graph.region_connections.length} edges`;
}
