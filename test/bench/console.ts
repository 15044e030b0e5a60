// The console's speed in real headless Chromium: page load to first map for every built-in world, and the frame
// time of a 10k-region map (npx tsx test/bench/console.ts; needs /usr/bin/chromium and the built page).
import { execFileSync } from "node:child_process";
import { chromium, type Page } from "playwright-core";
import {
  ConsoleSession,
  consoleAssetsDir,
  startConsoleServer,
  type RunningConsole,
} from "../../src/console/index.js";
import type { FeedGraph } from "../../src/feed/index.js";
import { silentLogger } from "../../src/log/index.js";
import { listBuiltinWorlds, parseMission } from "../../sim/missions/index.js";
import { prepareMission } from "../../sim/runner/index.js";
import { generateSyntheticWorld } from "../../sim/synthetic/index.js";

const RUNS = 5;

async function serve(graph: FeedGraph): Promise<RunningConsole> {
  const session = new ConsoleSession({ mode: "replay", questionTimeoutMs: 0, log: silentLogger });
  session.sink({ kind: "snapshot", t: 0, graph });
  const started = await startConsoleServer({
    host: "127.0.0.1",
    port: 0,
    session,
    assetsDir: consoleAssetsDir(),
    log: silentLogger,
  });
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

/** Milliseconds from navigation start until the page has drawn the map (performance.now at the first draw). */
async function firstMapMs(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction("window.spineConsole?.timings.firstMapMs !== undefined");
  return Number(await page.evaluate("window.spineConsole.timings.firstMapMs"));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

execFileSync(process.execPath, [
  "node_modules/typescript/bin/tsc",
  "-p",
  "src/console/web/tsconfig.json",
]);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 850 }, bypassCSP: true });
process.stdout.write(
  `page load to first map, median of ${RUNS} loads (1400x850, headless Chromium):\n`,
);
for (const world of listBuiltinWorlds()) {
  const mission = parseMission(
    { world: world.name, mission: "look around" },
    { source: "bench", baseDir: "." },
  );
  if (!mission.ok) continue;
  const prepared = prepareMission(mission.value, {});
  if (!prepared.ok) continue;
  const server = await serve(prepared.value.prior);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await firstMapMs(page, server.url));
  const nodes = prepared.value.prior.regions.length + prepared.value.prior.objects.length;
  process.stdout.write(
    `  ${world.name.padEnd(16)} ${String(nodes).padStart(5)} nodes  ${median(times).toFixed(0)} ms\n`,
  );
  await prepared.value.port.close();
  await server.close();
}
const synthetic = generateSyntheticWorld({ regions: 10_000, seed: 1 });
const server = await serve(synthetic.world.truth);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await firstMapMs(page, server.url));
const frames = await page.evaluate<number[]>(
  "Array.from({ length: 60 }, () => window.spineConsole.redraw())",
);
// A pan: 30 drags of 5 px, each redrawn as the pointer moves; then 20 wheel zooms. Frame times measured in the page.
const interactive: number[] = [];
await page.mouse.move(500, 400);
await page.mouse.down();
for (let i = 1; i <= 30; i++) {
  await page.mouse.move(500 + i * 5, 400);
  interactive.push(Number(await page.evaluate("window.spineConsole.frameMs()")));
}
await page.mouse.up();
for (let i = 0; i < 20; i++) {
  await page.mouse.wheel(0, i < 10 ? -120 : 120);
  interactive.push(Number(await page.evaluate("window.spineConsole.frameMs()")));
}
const p95 = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
process.stdout.write(
  `synthetic ${synthetic.counts.regions} regions + ${synthetic.counts.objects} objects: first map ${median(times).toFixed(0)} ms; ` +
    `redraw median ${median(frames.slice(1)).toFixed(1)} ms, p95 ${p95(frames.slice(1)).toFixed(1)} ms (first, warm-up: ${frames[0]?.toFixed(1)} ms); ` +
    `pan/zoom frames median ${median(interactive).toFixed(1)} ms, p95 ${p95(interactive).toFixed(1)} ms\n`,
);
await server.close();
await browser.close();
