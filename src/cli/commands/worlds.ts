import type { Command } from "commander";
import {
  builtinWorldsDir,
  listBuiltinMissions,
  listBuiltinWorlds,
} from "../../../sim/missions/index.js";
import { loadWorldFile } from "../../../sim/world/index.js";
import { EXIT, printLine } from "../io.js";
import type { CliContext } from "../context.js";

interface WorldsFlags {
  json?: boolean;
}

interface WorldEntry {
  name: string;
  path: string;
  /** Extent of everything in the world file, metres west→east and south→north. */
  widthM: number;
  heightM: number;
  description: string;
}

interface MissionEntry {
  name: string;
  path: string;
  world: string;
  mission: string;
}

export function registerWorlds(program: Command, context: CliContext): void {
  program
    .command("worlds")
    .description("list the built-in simulated worlds and missions")
    .option("--json", "print one JSON object {worlds, missions}")
    .addHelpText(
      "after",
      '\nExit status: 0 listed, 1 a built-in file is broken.\n\nExamples:\n  spine worlds\n  spine sim render --world riverside --out riverside.svg\n  spine run --world riverside --mission "Communications are down. Why?"',
    )
    .action((flags: WorldsFlags) => {
      context.exit(runWorlds(flags, context));
    });
}

function runWorlds(flags: WorldsFlags, context: CliContext): number {
  const dir = builtinWorldsDir();
  let status: number = EXIT.ok;
  const worlds: WorldEntry[] = [];
  for (const { name, path } of listBuiltinWorlds({ dir })) {
    const loaded = loadWorldFile(path);
    if (!loaded.ok) {
      context.log.error(`built-in world ${name} does not load:\n  ${loaded.error.join("\n  ")}`);
      status = EXIT.failed;
      continue;
    }
    const { boundsM, description } = loaded.value;
    worlds.push({
      name,
      path,
      widthM: Math.round(boundsM.maxX - boundsM.minX),
      heightM: Math.round(boundsM.maxY - boundsM.minY),
      description,
    });
  }
  const missions: MissionEntry[] = [];
  for (const { name, path, world, mission, errors } of listBuiltinMissions({ dir })) {
    if (errors !== undefined) {
      context.log.error(`built-in mission ${name} does not parse:\n  ${errors.join("\n  ")}`);
      status = EXIT.failed;
    }
    missions.push({ name, path, world, mission });
  }
  if (flags.json === true) {
    printLine(JSON.stringify({ worlds, missions }));
    return status;
  }
  printLine("Worlds:");
  const worldWidth = Math.max(8, ...worlds.map((w) => w.name.length));
  for (const world of worlds) {
    const size = `${world.widthM} m × ${world.heightM} m`;
    printLine(`  ${world.name.padEnd(worldWidth)}  ${size.padEnd(15)}  ${world.description}`);
  }
  printLine();
  printLine("Missions:");
  const missionWidth = Math.max(8, ...missions.map((m) => m.name.length));
  for (const mission of missions) {
    printLine(
      `  ${mission.name.padEnd(missionWidth)}  ${mission.world.padEnd(worldWidth)}  ${mission.mission}`,
    );
  }
  printLine();
  printLine(`Files: ${dir}`);
  return status;
}
