import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The domain rules, the UI components and the test script's checks: pure modules, no I/O, no state between files. */
const PURE = ["app/domain/**/*.test.{ts,tsx}", "app/ui/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One worker per core (Vitest's default leaves one core to itself, which on two cores is one worker):
    // the main process only collects results, and much of a worker's time is spent waiting on other processes.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        // Sharing a worker between files saves starting a process and loading Vitest per file.
        test: { name: "pure", include: PURE, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: [
            "app/**/*.test.{ts,tsx}",
            "cli/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
          ],
          exclude: PURE,
          // Each file in a process of its own (module state, mocks, env); databases cloned from the run's templates.
          globalSetup: ["./tests/setup/global-setup.ts"],
        },
      },
    ],
  },
});
