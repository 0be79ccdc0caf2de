import fs from "node:fs/promises";
import { importVehicles, type ImportReport } from "~/server/inventory/import.server";
import { FeedParseError, detectFormat, parseFeed, type RawRow } from "~/server/inventory/parse.server";
import { findTenantBySlug } from "~/server/tenants/repository.server";
import { openCliDatabase } from "./database";

const USAGE = `Usage: npm run cli -- inventory import <tenant-slug> <file.json|file.csv> [--full]

  Imports a stock file for one tenant: a JSON array of vehicles, or a CSV whose
  headers are the same field names. Vehicles are matched by stocknum, else VIN.
  --full   the file is the dealer's whole stock: vehicles not in it are marked sold.

  Row numbers in errors count vehicles: in a CSV, the first row after the header is row 1.
  Exit code: 0 all rows imported; 1 some rows were refused (the good ones were still
  imported) or the import failed (nothing was written); 2 bad usage.
`;

export async function runInventoryCommand(command: string | undefined, args: string[]): Promise<number> {
  if (command !== "import") return usage(command ? `Unknown inventory command: ${command}` : undefined);
  const flags = args.filter((a) => a.startsWith("--"));
  const positional = args.filter((a) => !a.startsWith("--"));
  const unknown = flags.find((f) => f !== "--full");
  if (unknown) return usage(`Unknown option: ${unknown}`);
  if (positional.length !== 2) return usage();
  const [slug, file] = positional;
  return importFile(slug, file, flags.includes("--full") ? "full" : "upsert");
}

async function importFile(slug: string, file: string, mode: "upsert" | "full"): Promise<number> {
  const started = performance.now();
  const database = await openCliDatabase();
  try {
    const tenant = await findTenantBySlug(database.db, slug);
    if (!tenant) {
      process.stderr.write(`No tenant with slug "${slug}" (see: npm run cli -- tenant list)\n`);
      return 1;
    }
    const rows = await readRows(file);
    if (!rows) return 1;
    const report = await importVehicles(database.db, tenant.id, rows, { mode });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`${summary(tenant.slug, report, mode)} in ${seconds.toFixed(1)} s\n`);
    for (const e of report.errors) process.stderr.write(`row ${e.row}, field ${e.field}: ${e.message}\n`);
    if (report.ignoredFields.length) {
      process.stderr.write(
        `warning: not stock fields, ignored: ${report.ignoredFields.join(", ")} (README 'Stock' lists the field names)\n`,
      );
    }
    return report.errors.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

/** The file's rows, or undefined (reason printed) when it cannot be read as a stock file at all. */
async function readRows(file: string): Promise<RawRow[] | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    process.stderr.write(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
    return undefined;
  }
  try {
    return parseFeed(text, detectFormat({ filename: file, text }));
  } catch (err) {
    if (!(err instanceof FeedParseError)) throw err;
    process.stderr.write(`${file}: ${err.message}. Nothing was imported.\n`);
    return undefined;
  }
}

function summary(slug: string, r: ImportReport, mode: "upsert" | "full"): string {
  const parts = [`${r.created} created`, `${r.updated} updated`, `${r.unchanged} unchanged`];
  if (mode === "full") parts.push(`${r.markedSold} marked sold`);
  parts.push(`${r.errors.length} errors`);
  const refused = new Set(r.errors.map((e) => e.row)).size;
  return `${slug}: ${r.received} rows read, ${parts.join(", ")}${refused ? ` (${refused} rows refused)` : ""}`;
}

function usage(problem?: string): number {
  process.stderr.write(`${problem ? `${problem}\n\n` : ""}${USAGE}`);
  return 2;
}
