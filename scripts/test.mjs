// The whole test suite, as `npm test` and CI run it: first the programs it needs besides
// Node's packages (system-tools.mjs: Chromium, xmllint, nginx; installed when run as root),
// then typecheck, lint, format check and production build (side by side: each is mostly one
// core's work, and the machine has two), unit + integration tests (PGlite, and the real
// PostgreSQL when TEST_DATABASE_URL is set), the fuzz suite against the production build
// (tests/fuzz/run-fuzz.ts: seeded, bounded; its seed is printed), then the browser tests in Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { ensureSystemTools } from "./system-tools.mjs";

ensureSystemTools();

/** Each stage's steps run side by side; a stage starts when the one before it has passed. */
const stages = [
  [["typecheck", "npx", ["react-router", "typegen"]]],
  [
    ["typecheck", "npx", ["tsc", "-p", "."]],
    ["lint", "npx", ["eslint", "."]],
    ["format", "npx", ["prettier", "--check", "."]],
    ["build", "npx", ["react-router", "build"]],
  ],
  [
    [
      "unit and integration tests",
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"],
    ],
  ],
  [["fuzz", "npx", ["tsx", "tests/fuzz/run-fuzz.ts"]]],
  [["browser tests", "npx", ["playwright", "test"]]],
];

// Reports from an earlier run must not count in this one.
fs.rmSync("reports", { recursive: true, force: true });
fs.mkdirSync("reports", { recursive: true });
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: data-layer tests run on PGlite only (CI also runs them on PostgreSQL).");
}

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside others, each
 * step's output is printed whole when it ends, so the steps' lines do not interleave.
 */
function run([name, cmd, args], alone) {
  const label = `${name}: ${args.slice(0, 2).join(" ")}`;
  if (alone) console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env });
    const output = [];
    child.stdout?.on("data", (d) => output.push(d));
    child.stderr?.on("data", (d) => output.push(d));
    child.on("close", (status) => {
      if (!alone) {
        console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, label, ms: performance.now() - start, ok: status === 0 });
    });
  });
}

let failedStep;
// Each step's wall time, printed at the end: docs/PERFORMANCE.md 'Test suite' quotes them.
const timings = [];
const suiteStart = performance.now();
for (const stage of stages) {
  const stageStart = performance.now();
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  for (const r of results) timings.push([r.label, r.ms]);
  if (stage.length > 1)
    timings.push([`  (side by side: ${results.map((r) => r.name).join(", ")})`, performance.now() - stageStart]);
  const failed = results.find((r) => !r.ok);
  if (failed) {
    failedStep = failed.name;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson("reports/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const e2e = readJson("reports/e2e.json");
if (e2e?.stats) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
console.log("");
for (const [label, ms] of timings) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${label}`);
console.log(`${((performance.now() - suiteStart) / 1000).toFixed(1).padStart(7)} s  in all`);
if (failedStep) console.log(`Failed at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep || failed ? 1 : 0);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
