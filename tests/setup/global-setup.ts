import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { postgresTemplateName } from "./databases";

/**
 * Vitest's globalSetup: names this run's database templates (databases.ts) —
 * a directory for the PGlite tarballs and a name for the PostgreSQL template
 * database — for the test workers, which inherit the environment; the first
 * worker that needs a template makes it. Both are removed when the run ends.
 */
export default function setup(): () => Promise<void> {
  // Each project of vitest.config.ts runs this in the one main process: the first names the run's templates.
  if (process.env.TEST_TEMPLATE_DIR) return async () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-templates-"));
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  process.env.TEST_TEMPLATE_DIR = dir;
  process.env.TEST_TEMPLATE_RUN = run;
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${postgresTemplateName(run)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
