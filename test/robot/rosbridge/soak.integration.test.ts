import { afterEach, describe, expect, it } from "vitest";
import { MapKeeper, type AgentEvent } from "../../../src/agent/index.js";
import { silentLogger } from "../../../src/log/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import { crossingWorld } from "../../fixtures/worlds/enuWorld.js";
import { mulberry32 } from "../../../src/random/index.js";
import { graphContents, Harness, keeperContents, waitUntil } from "./helpers.js";
import { runWoodlandMission } from "./woodlandMission.js";

const harnesses = { 1: new Harness({ ros: 1 }), 2: new Harness({ ros: 2 }) } as const;
afterEach(async () => {
  await harnesses[1].dispose();
  await harnesses[2].dispose();
});

const SEED = 14;
const DROPS = 5;
/** The simulation's clock runs this much faster than the wall clock (the sim's fast clock). */
const REALTIME_FACTOR = 100;
/**
 * The run with drops goes at half that speed, so that a reconnect has sim time to finish before the mission does.
 */
const REALTIME_FACTOR_UNDER_DROPS = REALTIME_FACTOR / 2;
/** Deltas the robot publishes after the last drop: the mission is still under way when it falls. */
const DELTAS_AFTER_LAST_DROP = 4;

describe("soak: a mission over rosbridge with the bridge dropped at random moments", () => {
  it.each([1, 2] as const)(
    `ROS %i: completes with the same answer and no lost graph delta through ${DROPS} drops (seed ${SEED})`,
    async (ros) => {
      const harness = harnesses[ros];
      const baselineSim = new Simulation(crossingWorld());
      const baselineServer = await harness.serve({
        simulation: baselineSim,
        realtimeFactor: REALTIME_FACTOR,
      });
      let baselineDeltas = 0;
      baselineSim.onGraphMessage(() => (baselineDeltas += 1));
      const startedMs = Date.now();
      const baseline = await runWoodlandMission(await harness.connect(baselineServer.url));
      const baselineMs = Date.now() - startedMs;
      expect(baseline.outcome).toBe("answered");

      const sim = new Simulation(crossingWorld());
      const published: number[] = [];
      sim.onGraphMessage((delta) => published.push(delta.seq));
      const server = await harness.serve({
        simulation: sim,
        realtimeFactor: REALTIME_FACTOR_UNDER_DROPS,
      });
      const port = await harness.connect(server.url);
      // What reached the agent's side of the wire: deltas by seq, and snapshots by the seq they stand for.
      const received: number[] = [];
      const snapshots: number[] = [];
      port.onGraphMessage((message) => {
        const { seq, snapshot } = message as { seq?: unknown; snapshot?: unknown };
        if (typeof seq !== "number") return;
        (snapshot === undefined ? received : snapshots).push(seq);
      });
      const observer = new MapKeeper({ port, log: silentLogger });
      expect((await observer.start()).ok).toBe(true);

      // The drop moments: seeded, and tied to the mission's progress rather than the wall clock (on a loaded machine
      // the wall time of a run varies more than its course does): right after the robot publishes its k-th graph
      // delta, for DROPS values of k at least two apart, the last with DELTAS_AFTER_LAST_DROP deltas still to come.
      const random = mulberry32(SEED);
      const moments: number[] = [];
      const lastMoment = baselineDeltas - DELTAS_AFTER_LAST_DROP;
      expect(lastMoment).toBeGreaterThan(2 * DROPS);
      while (moments.length < DROPS) {
        const at = 1 + Math.floor(random() * lastMoment);
        if (moments.every((other) => Math.abs(other - at) >= 2)) moments.push(at);
      }
      moments.sort((a, b) => a - b);
      let dropped = 0;
      const actions: string[] = [];
      const onEvent = (event: AgentEvent): void => {
        if (event.type === "action-started") actions.push(event.action);
      };
      const missionStartMs = Date.now();
      let missionDone = false;
      // A moment that falls while the client is still reconnecting from the last drop waits for it: a drop counts
      // only when it cut a live connection, and each of the DROPS does, whatever the machine's load.
      const drops: Promise<void>[] = [];
      const dropWhenConnected = async (): Promise<void> => {
        const deadline = Date.now() + 10_000;
        while (server.clientCount === 0 && !missionDone && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 10));
        if (missionDone || server.clientCount === 0) return;
        dropped += 1;
        server.faults.dropConnections();
      };
      let chain = Promise.resolve();
      sim.onGraphMessage(() => {
        if (!moments.includes(published.length)) return;
        // One after another: a moment never overtakes the one before it while that one waits.
        chain = chain.then(dropWhenConnected);
        drops.push(chain);
      });
      const report = await runWoodlandMission(port, onEvent);
      missionDone = true;
      const missionMs = Date.now() - missionStartMs;
      await Promise.all(drops);

      expect(dropped).toBe(DROPS);
      expect(report.outcome).toBe("answered");
      expect(report.answer).toBe(baseline.answer);
      expect(report.history).toEqual(baseline.history);

      // Every delta the robot published reached the agent, directly or inside a later snapshot.
      await waitUntil(() => port.connected);
      await waitUntil(
        () =>
          JSON.stringify(keeperContents(observer)) ===
          JSON.stringify(graphContents(sim.snapshot().snapshot)),
        { timeoutMs: 3000, what: "the observer's map to match the robot's" },
      );
      const latestSnapshot = (seq: number): boolean =>
        snapshots.some((covering) => covering >= seq);
      const lost = published.filter((seq) => !received.includes(seq) && !latestSnapshot(seq));
      const healed = published.filter((seq) => !received.includes(seq)).length;
      console.info(
        `soak ROS ${ros} seed ${SEED}: ${dropped} drops after deltas ${moments.join(", ")}; ` +
          `mission ${missionMs} ms (baseline ${baselineMs} ms), ${report.history.length} actions; ` +
          `deltas published ${published.length}, received directly ${published.length - healed}, ` +
          `missed on the wire and healed by snapshot ${healed}, snapshots ${snapshots.length}, lost ${lost.length}; ` +
          `answer same as without drops: ${String(report.answer === baseline.answer)}`,
      );
      expect(lost).toEqual([]);
      observer.stop();
    },
    60_000,
  );
});
