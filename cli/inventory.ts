import fs from "node:fs/promises";
import path from "node:path";
import { FeedParseError, FeedTooLargeError, ImportBusyError } from "~/server/inventory/feed-errors.server";
import { importFeed, type ImportReport } from "~/server/inventory/import.server";
import { FEED_LIMITS } from "~/server/inventory/limits.server";
import { detectFormat, type FeedFormat } from "~/server/inventory/parse.server";
import { withCliTenant } from "./database";

const USAGE = `Usage: npm run cli -- inventory import <tenant-slug> <file.json|file.csv> [--full]

  Imports a stock file for one tenant: a JSON array of vehicles, or a CSV whose
  headers are the same field names. Vehicles are matched by stocknum, else VIN.
  --full   the file is the dealer's whole stock: vehicles not in it are marked sold.

  Row numbers in errors count vehicles: in a CSV, the first row after the header is row 1.
  The file is read as a stream by a worker thread; at most ${FEED_LIMITS.maxRows.toLocaleString("en-AU")} rows per file
  (README 'Feed endpoint'); the first ${FEED_LIMITS.reportedErrors} errors are printed, the rest counted by field.
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
  return withCliTenant(slug, async (db, tenant) => {
    const format = await formatOf(file);
    if (!format) return 1;
    let report: ImportReport;
    try {
      report = await importFeed(db, tenant.id, { kind: "file", path: path.resolve(file), format }, { mode });
    } catch (err) {
      if (!(err instanceof FeedParseError || err instanceof FeedTooLargeError || err instanceof ImportBusyError)) throw err;
      // Parse errors name what is wrong with the file; the others already say nothing was imported.
      const note = err instanceof FeedParseError ? ". Nothing was imported." : "";
      process.stderr.write(`${file}: ${err.message}${note}\n`);
      return 1;
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`${summary(tenant.slug, report, mode)} in ${seconds.toFixed(1)} s\n`);
    for (const e of report.errors) process.stderr.write(`row ${e.row}, field ${e.field}: ${e.message}\n`);
    const unlisted = report.errorCount - report.errors.length;
    if (unlisted > 0) {
      const byField = Object.entries(report.errorsByField)
        .sort((a, b) => b[1] - a[1])
        .map(([field, n]) => `${field} ${n}`)
        .join(", ");
      process.stderr.write(`... and ${unlisted} more errors (all errors by field: ${byField})\n`);
    }
    if (report.ignoredFields.length) {
      process.stderr.write(
        `warning: not stock fields, ignored: ${report.ignoredFields.join(", ")} (README 'Stock' lists the field names)\n`,
      );
    }
    return report.errorCount ? 1 : 0;
  });
}

/** The file's format (by extension, else its first characters), or undefined (reason printed) when it cannot be read. */
async function formatOf(file: string): Promise<FeedFormat | undefined> {
  try {
    const handle = await fs.open(file, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
      return detectFormat({ filename: file, head: buffer.subarray(0, bytesRead).toString("utf8") });
    } finally {
      await handle.close();
    }
  } catch (err) {
    process.stderr.write(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
    return undefined;
  }
}

function summary(slug: string, r: ImportReport, mode: "upsert" | "full"): string {
  const parts = [`${r.created} created`, `${r.updated} updated`, `${r.unchanged} unchanged`];
  if (mode === "full") parts.push(`${r.markedSold} marked sold`);
  parts.push(`${r.errorCount} errors`);
  return `${slug}: ${r.received} rows read, ${parts.join(", ")}${r.refusedRows ? ` (${r.refusedRows} rows refused)` : ""}`;
}

function usage(problem?: string): number {
  process.stderr.write(`${problem ? `${problem}\n\n` : ""}${USAGE}`);
  return 2;
}
