import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, type Database } from "~/server/db/client.server";

/**
 * The databases a data-layer test runs on: an in-memory PGlite always, and a
 * fresh database on the real PostgreSQL server when TEST_DATABASE_URL is set
 * (.ci/run sets it). Use with describe.each(testDatabases()).
 *
 * Each starts migrated, as a copy of a template migrated once per test run
 * (tests/setup/global-setup.ts names the run's TEST_TEMPLATE_DIR and
 * TEST_TEMPLATE_RUN), not migrated afresh:
 * - PGlite: one PGlite is made and migrated, its data directory dumped to a
 *   tarball in TEST_TEMPLATE_DIR; every test PGlite loads that tarball
 *   (`loadDataDir`), which skips initdb and leaves nothing to migrate;
 * - PostgreSQL: one template database is migrated; every test database is
 *   `CREATE DATABASE … TEMPLATE` it.
 * Outside a test run (benchmarks), the PGlite template is made once per
 * process and a PostgreSQL database is migrated as it is made.
 */
export function testDatabases(): { name: string; open: () => Promise<TestDatabase> }[] {
  const list = [{ name: "pglite", open: () => openTestPglite() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openTestPostgres(url) });
  return list;
}

export interface TestDatabase extends Database {
  /** The connection URL (postgres only), for tests that start other processes. */
  url?: string;
}

/** What a template holds: the migrations, or the migrations and the demo tenants (seedDemo at the time it was made). */
export type Template = "migrated" | "demo";

/**
 * A PGlite cloned from the run's template: in memory, or in `dataDir` on disk
 * (where the CLI or `node server.js` will open it: close it first).
 */
export async function openTestPglite(opts: { dataDir?: string; template?: Template } = {}): Promise<TestDatabase> {
  return openDatabase({ dataDir: opts.dataDir ?? "memory://", loadDataDir: await pgliteTemplate(opts.template ?? "migrated") });
}

/** A new database per call (a copy of the run's template), dropped on close, so tests never see each other's rows. */
export async function openTestPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const template = await postgresTemplate(baseUrl);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(baseUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The name of the run's template database on PostgreSQL (global-setup.ts drops it at the end of the run). */
export function postgresTemplateName(run: string): string {
  return `t_template_${run}`;
}

const pgliteTemplates = new Map<Template, Promise<Blob>>();

/** The template's tarball: read from the run's directory, made there by the first worker that needs it. */
function pgliteTemplate(template: Template): Promise<Blob> {
  let made = pgliteTemplates.get(template);
  if (!made) {
    const dir = process.env.TEST_TEMPLATE_DIR;
    made = dir
      ? sharedFile(path.join(dir, `pglite-${template}.tar`), () => makePgliteTemplate(template))
      : makePgliteTemplate(template);
    pgliteTemplates.set(template, made);
  }
  return made;
}

async function makePgliteTemplate(template: Template): Promise<Blob> {
  const database = await openDatabase({
    dataDir: "memory://",
    loadDataDir: template === "migrated" ? undefined : await pgliteTemplate("migrated"),
  });
  try {
    if (template === "demo") {
      // The demo lives outside the product's start-up path: loaded only when a template asks for it.
      const { seedDemo } = await import("../../demo/seed");
      await seedDemo(database.db);
    }
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

/**
 * The contents of `file`, made by `make` if no other process of the run has
 * made it: the first to take `file.lock` makes it (written beside it, then
 * renamed into place), the others wait for it. A lock whose maker died is taken over.
 */
async function sharedFile(file: string, make: () => Promise<Blob>): Promise<Blob> {
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, "wx");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    if (fd === undefined) {
      const owner = Number(fs.readFileSync(lock, "utf8") || 0);
      if (owner && !isAlive(owner)) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      fs.writeSync(fd, String(process.pid));
      const blob = await make();
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      fs.renameSync(partial, file);
      return blob;
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let postgresTemplates: Promise<string | undefined> | undefined;

/**
 * The run's template database on the server (TEST_TEMPLATE_RUN names it),
 * migrated by the first worker that needs it under an advisory lock the others
 * wait on; undefined outside a test run.
 */
function postgresTemplate(baseUrl: string): Promise<string | undefined> {
  const run = process.env.TEST_TEMPLATE_RUN;
  if (!run) return Promise.resolve(undefined);
  postgresTemplates ??= (async () => {
    const name = postgresTemplateName(run);
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(hashtext(${name}))`;
      const [found] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!found) {
        // Made under another name and renamed once migrated, so a failed migration leaves no template behind.
        const partial = `${name}_partial`;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
        await admin.unsafe(`CREATE DATABASE ${partial}`);
        // Migrated, then closed: a database is copied only while nobody is connected to it.
        const database = await openDatabase({ url: withDatabase(baseUrl, partial) });
        await database.close();
        await admin.unsafe(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      }
      await admin`select pg_advisory_unlock(hashtext(${name}))`;
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplates;
}

function withDatabase(baseUrl: string, name: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
