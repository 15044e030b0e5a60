import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    // Simulated missions are CPU-bound; two workers match the CI machines.
    maxWorkers: 2,
    // Test files share a worker's module cache: loading the map, simulator and NLP libraries once per worker
    // instead of once per file halves the suite's wall time. Tests restore what they change (spies, env).
    isolate: false,
  },
});
