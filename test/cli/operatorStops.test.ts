import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { PlanGenerator } from "../../src/agent/index.js";
import { chooseOperator } from "../../src/cli/commands/chooseOperator.js";
import type { CliContext } from "../../src/cli/context.js";
import { fail } from "../../src/errors/index.js";
import { silentLogger } from "../../src/log/index.js";
import { TerminalOperator } from "../../src/operator/index.js";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import { plan, priorGraph, runLoop, runWith } from "../agent/helpers.js";

const world = enuWorld(
  [{ properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 40) }],
  { start: [5, 20] },
);
const prior = priorGraph({
  regions: { gate: [5, 20], yard: [35, 20] },
  edges: [["gate", "yard"]],
  robot: "gate",
});

const context: CliContext = {
  log: silentLogger,
  usageError: () => 2,
  exit: () => undefined,
};

/** A terminal nobody types at: input stays open (or ends when told), prompts go nowhere. */
function quietTerminal(signal?: AbortSignal): { operator: TerminalOperator; input: PassThrough } {
  const input = new PassThrough();
  const output = new PassThrough();
  output.resume();
  return {
    operator: new TerminalOperator({ input, output, ...(signal === undefined ? {} : { signal }) }),
    input,
  };
}

describe("the terminal operator", () => {
  it('answers "I don\'t know" at end of input (Ctrl-D) and the mission goes on to its answer', async () => {
    const { operator, input } = quietTerminal();
    const run = await runLoop(
      world,
      (request) => (request.iteration === 1 ? plan("clarify(Which yard?)") : plan("answer(done)")),
      {
        prior,
        operator,
        onEvent: (event) => {
          if (event.type === "clarify-asked") input.end();
        },
      },
    );
    expect(run.events.find((event) => event.type === "clarify-answered")).toMatchObject({
      reply: "I don't know",
    });
    expect(run.report.outcome).toBe("answered");
  });

  it("stops waiting at a clarify prompt when the stop signal comes: the mission ends `stopped`", async () => {
    const controller = new AbortController();
    const { operator } = quietTerminal(controller.signal);
    const startedMs = Date.now();
    const run = await runLoop(
      world,
      (request) => (request.iteration === 1 ? plan("clarify(Which yard?)") : plan("answer(done)")),
      {
        prior,
        operator,
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === "clarify-asked")
            setTimeout(() => {
              controller.abort();
            }, 20);
        },
      },
    );
    expect(run.report.outcome).toBe("stopped");
    expect(Date.now() - startedMs).toBeLessThan(5_000);
  });

  it("is given the command's stop signal by the CLI (a prompt after Ctrl-C does not read the terminal)", async () => {
    const controller = new AbortController();
    controller.abort();
    const tty = Object.getOwnPropertyDescriptor(process.stdin, "isTTY");
    Object.defineProperty(process.stdin, "isTTY", { value: true, configurable: true });
    try {
      const operator = chooseOperator({}, [], context, controller.signal);
      expect(operator).toBeInstanceOf(TerminalOperator);
      await expect(operator?.ask("Which yard?")).resolves.toBe("I don't know");
      await expect(operator?.retask("stuck")).resolves.toBeUndefined();
    } finally {
      if (tty === undefined) delete (process.stdin as { isTTY?: boolean }).isTTY;
      else Object.defineProperty(process.stdin, "isTTY", tty);
    }
  });
});

describe("Ctrl-C during a planner request", () => {
  it("ends the mission `stopped`, not `planner-unavailable`", async () => {
    const controller = new AbortController();
    // Like the LLM client: a request cut short by the signal comes back as a failure.
    const generator: PlanGenerator = {
      label: "slow",
      propose: (_request, options) =>
        new Promise((resolve) => {
          options.signal.addEventListener("abort", () => {
            resolve(fail({ message: "the request was aborted" }));
          });
          setTimeout(() => {
            controller.abort();
          }, 20);
        }),
    };
    const run = await runWith(world, generator, { prior, signal: controller.signal });
    expect(run.report.outcome).toBe("stopped");
    expect(run.events.some((event) => event.type === "operator-notified")).toBe(false);
  });
});
