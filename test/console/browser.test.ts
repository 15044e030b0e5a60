import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSpine, type SpawnedSpine } from "../cli/spawnSpine.js";

/**
 * The console driven in a real headless Chromium (Debian's package; `.ci/run` installs it). Outside CI a machine
 * without it skips with a message; in CI its absence fails. Screenshots go to a temporary folder, or to docs/
 * with SPINE_SCREENSHOTS=docs (how the checked-in ones were made).
 */
const CHROMIUM = "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
const required = process.env["CI"] !== undefined;
if (!available && !required)
  process.stderr.write(
    `SKIPPED the browser test of the console: ${CHROMIUM} is missing (apt-get install chromium)\n`,
  );

const shots =
  process.env["SPINE_SCREENSHOTS"] === "docs"
    ? "docs/console"
    : mkdtempSync(join(tmpdir(), "spine-console-shots-"));

describe.skipIf(!available && !required)("the console in headless Chromium", () => {
  let spine: SpawnedSpine;
  let browser: Browser;
  let page: Page;
  let url = "";

  beforeAll(async () => {
    // The page's scripts, as `npm run build` makes them for the package.
    execFileSync(process.execPath, [
      "node_modules/typescript/bin/tsc",
      "-p",
      "src/console/web/tsconfig.json",
    ]);
    mkdirSync(shots, { recursive: true });
    spine = spawnSpine(["console", "--port", "0", "--realtime-factor", "10"]);
    const deadline = Date.now() + 30_000;
    while (url === "" && Date.now() < deadline) {
      url = /console at (http:\/\/\S+)/.exec(spine.stderr())?.[1] ?? "";
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (url === "") throw new Error(`the console did not start: ${spine.stderr()}`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
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
    page = await browser.newPage({ viewport: { width: 1400, height: 850 }, bypassCSP: true });
  }, 60_000);

  afterAll(async () => {
    await browser.close();
    spine.child.kill("SIGINT");
    await spine.exited;
    if (process.env["SPINE_SCREENSHOTS"] !== "docs")
      rmSync(shots, { recursive: true, force: true });
  });

  it("starts a mission, shows the robot and new regions, takes a clarify answer, and stops", async () => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // Predicates run in the page, as strings (this project's types have no DOM; bypassCSP lets them be evaluated).
    const state = "window.spineConsole.state()";
    await page.goto(url);
    await page.waitForFunction('document.querySelectorAll("#world option").length > 0');
    await page.selectOption("#world", "riverside");
    await page.selectOption("#planner", "rules");
    // Names nothing on the map: the planner has to ask where to look.
    await page.fill("#mission", "Something is wrong. Find out what.");
    await page.click("#start");

    await page.waitForSelector("#question.open", { timeout: 30_000 });
    expect(await page.textContent("#question-text")).toMatch(/what should i look for/i);
    await page.screenshot({ path: join(shots, "clarify.png") });
    await page.fill("#answer", "Check the radio towers on the hill to the south-east.");
    await page.click("#send-answer");
    await page.waitForSelector("#question.open", { state: "hidden" });

    // The mission goes on with the answer: the planner's goal now names what the operator said.
    await page.waitForFunction(
      `${state}.iterations.some((r) => /radio tower/.test(r.goal ?? ""))`,
      undefined,
      {
        timeout: 30_000,
      },
    );
    // The robot drives and the map grows: a pose, a track, regions that were not in the prior.
    await page.waitForFunction(
      `(() => { const s = ${state}; return s.pose !== undefined && s.track.length > 2 &&
        [...s.nodes.values()].some((n) => !n.prior && n.type === "region"); })()`,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForFunction(
      '/radio tower/.test(document.getElementById("iteration").textContent)',
    );
    await page.screenshot({ path: join(shots, "mission.png") });
    expect(await page.isDisabled("#start")).toBe(true);

    await page.click("#stop");
    await page.waitForFunction(`${state}.outcome === "stopped"`, undefined, { timeout: 30_000 });
    await page.waitForFunction('document.body.dataset.running === "false"');
    await page.waitForFunction('/stopped/.test(document.getElementById("iteration").textContent)');
    // The stop cancelled the robot's goal: the action in progress ends saying so.
    expect(await page.textContent("#iteration")).toMatch(/cancelled/);
    await page.screenshot({ path: join(shots, "stopped.png") });

    // A reload catches up from the server's history: the same map, the same ending.
    const before = await page.evaluate(`${state}.nodes.size`);
    await page.reload();
    await page.waitForFunction(`${state}.outcome === "stopped"`);
    expect(await page.evaluate(`${state}.nodes.size`)).toBe(before);
    expect(errors).toEqual([]);
  }, 180_000);
});
