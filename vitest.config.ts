import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "cli/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/architecture/**/*.test.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
