import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ISOLATED, SHARED } from "./tests/setup/test-projects";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts", "./tests/setup/property-seed.ts"],
    // Names the run's database templates (tests/setup/databases.ts).
    globalSetup: ["./tests/setup/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One worker per core (Vitest's default leaves one core to itself, which on two cores is one worker):
    // the main process only collects results, and much of a worker's time is spent waiting on other processes.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // tests/setup/test-projects.ts: which files share a worker process and which run in one of their own.
    projects: [
      { extends: true, test: { name: "shared", include: SHARED, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
