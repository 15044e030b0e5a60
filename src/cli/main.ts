#!/usr/bin/env node
import { describeError } from "../errors/index.js";
import { runCli } from "./program.js";

runCli(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`spine: internal error: ${describeError(error)}\n`);
    if (
      error instanceof Error &&
      error.stack !== undefined &&
      process.env["SPINE_DEBUG"] !== undefined
    ) {
      process.stderr.write(`${error.stack}\n`);
    }
    process.exitCode = 1;
  },
);
