import { Option, type Command } from "commander";
import { Simulation } from "../../../sim/engine/index.js";
import { serveSimulation } from "../../../sim/rosbridge/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";
import type { CliContext } from "../context.js";
import { EXIT } from "../io.js";
import { parseNumberFlag, parseRosFlag } from "./flags.js";
import { addLimitOptions, readLimitFlags, worldLimitsOf, type LimitFlags } from "./limitFlags.js";

interface ServeFlags extends LimitFlags {
  world: string;
  host: string;
  port: string;
  ros?: string;
  realtimeFactor?: string;
  /** The spelling `spine run` used to take; accepted here too so one word works everywhere. */
  realtime?: string;
}

const DEFAULT_REALTIME_FACTOR = 20;

/** `spine sim serve`: the built-in simulator behind a rosbridge v2 WebSocket, as a real robot would be. */
export function registerServe(sim: Command, context: CliContext): void {
  const command = sim
    .command("serve")
    .description(
      "serve a simulated world over the rosbridge v2 protocol (what `spine run --rosbridge` talks to)",
    )
    .requiredOption(
      "--world <name|file>",
      "a built-in world (see `spine worlds`) or a .world.geojson file",
    )
    .option("--host <address>", "address to bind (loopback by default)", "127.0.0.1")
    .option("--port <n>", "TCP port", "9090")
    .option(
      "--ros <1|2>",
      "be a ROS 2 bridge in front of Nav2 (default) or a ROS 1 one (move_base)",
    )
    .option(
      "--realtime-factor <x>",
      `simulated seconds per wall second while driving (default ${DEFAULT_REALTIME_FACTOR})`,
    )
    .addOption(new Option("--realtime <x>", "older spelling of --realtime-factor").hideHelp());
  addLimitOptions(command, ["maxWorldExtentM"], { config: true })
    .addHelpText(
      "after",
      '\nStops on Ctrl-C, SIGTERM or SIGHUP (the robot is stopped first).\n\nExample:\n  spine sim serve --world riverside &\n  spine run --rosbridge ws://127.0.0.1:9090 --mission "Communications are down. Why?"\n\nA ROS 1 robot instead (move_base over actionlib): add --ros 1 to both.',
    )
    .action(async (flags: ServeFlags) => {
      context.exit(await runServe(flags, context));
    });
}

async function runServe(flags: ServeFlags, context: CliContext): Promise<number> {
  const port = parseNumberFlag("--port", flags.port, { integer: true, min: 0, max: 65535 });
  if (!port.ok) return context.usageError(port.error);
  const ros = parseRosFlag(flags.ros);
  if (!ros.ok) return context.usageError(ros.error);
  if (
    flags.realtime !== undefined &&
    flags.realtimeFactor !== undefined &&
    flags.realtime !== flags.realtimeFactor
  )
    return context.usageError(
      `give --realtime-factor once (--realtime is its older spelling): got ${flags.realtimeFactor} and ${flags.realtime}`,
    );
  const factor = parseNumberFlag("--realtime-factor", flags.realtimeFactor ?? flags.realtime, {
    min: 0.01,
  });
  if (!factor.ok) return context.usageError(factor.error);
  const limits = readLimitFlags(flags, context);
  if (limits === undefined) return EXIT.usage;
  const loaded = loadWorld(flags.world, { limits: worldLimitsOf(limits) });
  if (!loaded.ok) return context.usageError(loaded.error.join("\n  "));
  const simulation = new Simulation(loaded.value);
  const served = await serveSimulation({
    simulation,
    host: flags.host,
    port: port.value ?? 9090,
    ros: ros.value,
    realtimeFactor: factor.value ?? DEFAULT_REALTIME_FACTOR,
    log: context.log.child({ component: "rosbridge-server" }),
  });
  if (!served.ok) return context.usageError(served.error);
  const server = served.value;
  process.stderr.write(
    `Serving ${loaded.value.name} as a ROS ${ros.value} rosbridge on ${server.url} (Ctrl-C to stop)\n`,
  );
  await new Promise<void>((resolve) => {
    const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
    const stop = (): void => {
      for (const name of signals) process.off(name, stop);
      resolve();
    };
    for (const name of signals) process.on(name, stop);
  });
  await server.close();
  process.stderr.write("Stopped.\n");
  return EXIT.ok;
}
