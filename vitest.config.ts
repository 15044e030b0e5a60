import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    // Simulated missions are CPU-bound; two workers match the CI machines.
    maxWorkers: 2,
  },
});
