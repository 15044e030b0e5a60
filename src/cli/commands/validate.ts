import type { Command } from "commander";
import { isPlainObject, loadGraph } from "../../map/index.js";
import { parsePlan, parsePlannerReply, type PlanStep } from "../../plan/index.js";
import { validatePlan, type ValidationResult } from "../../validator/index.js";
import { EXIT, printLine, readJsonFile, readTextFile } from "../io.js";
import type { CliContext } from "../context.js";

interface ValidateFlags {
  graph: string;
  plan: string;
  location?: string;
  json?: boolean;
}

export function registerValidate(program: Command, context: CliContext): void {
  program
    .command("validate")
    .description(
      "check a plan against a map: a verdict per step and the feedback a planner would get",
    )
    .requiredOption(
      "--graph <file>",
      "SPINE graph JSON (regions, objects, connections, robot_location)",
    )
    .requiredOption(
      "--plan <file>",
      "a planner reply {primary_goal, ..., plan} or just the plan (array or string)",
    )
    .option("--location <region>", "where the robot is (overrides the graph's robot_location)")
    .option("--json", "print the result as one JSON object")
    .addHelpText(
      "after",
      "\nExit status: 0 valid, 1 invalid, 2 unusable input.\n\nExample:\n  spine validate --graph docs/examples/hill.graph.json --plan docs/examples/inspect-tower.plan.json",
    )
    .action((flags: ValidateFlags) => {
      context.exit(runValidate(flags, context));
    });
}

function runValidate(flags: ValidateFlags, context: CliContext): number {
  const graphJson = readJsonFile(flags.graph);
  if (!graphJson.ok) return context.usageError(graphJson.error);
  const loaded = loadGraph(graphJson.value);
  if (!loaded.ok) return context.usageError(`${flags.graph}:\n  ${loaded.error.join("\n  ")}`);
  for (const warning of loaded.value.warnings) context.log.warn(`${flags.graph}: ${warning}`);
  const map = loaded.value.map;
  const steps = readPlan(flags.plan, context);
  if (steps === undefined) return EXIT.usage;
  if (flags.location !== undefined) {
    const located = map.setRobotLocation(flags.location);
    if (!located.ok) return context.usageError(`--location: ${located.error}`);
  }
  if (map.robotLocation === undefined) {
    return context.usageError(`${flags.graph} has no robot_location; pass --location <region>`);
  }
  const result = validatePlan(steps, map);
  if (flags.json === true) printLine(JSON.stringify(toJson(result)));
  else printHuman(result, map.robotLocation);
  return result.ok ? EXIT.ok : EXIT.failed;
}

function readPlan(path: string, context: CliContext): PlanStep[] | undefined {
  const text = readTextFile(path);
  if (!text.ok) {
    context.usageError(text.error);
    return undefined;
  }
  const decoded = readJsonFile(path);
  if (decoded.ok && !isPlainObject(decoded.value)) return parsePlan(decoded.value);
  const reply = parsePlannerReply(text.value);
  if (!reply.ok) {
    context.usageError(`${path}: ${reply.error.message}`);
    return undefined;
  }
  for (const note of reply.value.notes) context.log.warn(`${path}: ${note}`);
  return [...reply.value.reply.plan];
}

function printHuman(result: ValidationResult, location: string): void {
  printLine(
    `Robot at ${location}. Plan ${result.ok ? "is VALID" : "is INVALID"} (${result.code}).`,
  );
  const width = Math.min(48, Math.max(...result.steps.map((s) => s.text.length), 10));
  for (const step of result.steps) {
    const mark = step.ok ? "ok " : "ERR";
    printLine(
      `  ${String(step.step + 1).padStart(2)}. ${step.text.padEnd(width)}  ${mark} ${step.code}`,
    );
    if (!step.ok) printLine(`      ${step.message}`);
  }
  if (!result.ok) {
    printLine();
    printLine("Feedback for the plan generator:");
    printLine(result.feedback);
  }
}

function toJson(result: ValidationResult): unknown {
  return {
    ok: result.ok,
    code: result.code,
    validPrefix: result.validPrefix,
    steps: result.steps,
    feedback: result.feedback,
  };
}
