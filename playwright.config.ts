import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { DISABLED_FEATURES } from "./tests/setup/chromium-features";

// The e2e suite runs against the production build on a fresh embedded database
// seeded with the demo tenants, reached as <slug>.localhost.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dealer-e2e-${process.pid}`);
// Test workers inherit it: the sign-in tests read the codes the server writes to DATA_DIR/sms.
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers share the one server: a file's tests run in order, files run two at
  // a time (every test makes its own shopper, phone number and data; tests/e2e/fixtures.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  timeout: 60_000,
  // Assertions wait up to 10 s rather than Playwright's 5: on this 2-core machine a client navigation
  // behind a render of the server occasionally took longer than 5 s while other work ran (the
  // pagination back-and-forward and compare tests); a passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://greywattle.localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-features=${DISABLED_FEATURES.join(",")}`,
      ],
    },
    trace: "off",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // TRUSTED_PROXIES: the lead tests give each shopper its own address in X-Forwarded-For (fixtures.ts asNewShopper).
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      TRUSTED_PROXIES: "loopback",
    },
  },
});
