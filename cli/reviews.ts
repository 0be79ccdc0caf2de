import fs from "node:fs/promises";
import { describeReviewErrors, parseReviewsFile } from "~/domain/content/reviews-import";
import { replaceReviews, reviewSubject } from "~/server/reviews/reviews.server";
import { withCliTenant } from "./database";

/** A dealer's export is a few thousand reviews at most; a file far past that is a mistake. */
export const MAX_REVIEWS_FILE_BYTES = 20 * 1024 * 1024;

const USAGE = `Usage: npm run cli -- reviews import <tenant-slug> <file.json> [--location <location or dealership slug>]

  Loads an export of a dealer's reviews (spec 02 §3 Review): a JSON list of
  { id, customer_name, text, rating, review_date, reply_text, reply_date, image },
  or { "reviews": [...] }. The reviews replace those the location (or the
  dealership as a whole) had. --location may be left out when the tenant has
  one location.

  Every row is checked first; if any row is bad, each bad row is printed with
  its number and nothing is imported.
  Exit code: 0 imported; 1 refused (nothing was written); 2 bad usage.
`;

export async function runReviewsCommand(command: string | undefined, args: string[]): Promise<number> {
  if (command !== "import") return usage(command ? `Unknown reviews command: ${command}` : undefined);
  const positional: string[] = [];
  let target: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--location") {
      target = args[++i];
      if (!target) return usage("--location needs a location or dealership slug");
    } else if (args[i].startsWith("--")) return usage(`Unknown option: ${args[i]}`);
    else positional.push(args[i]);
  }
  if (positional.length !== 2) return usage();
  return importReviews(positional[0], positional[1], target);
}

async function importReviews(slug: string, file: string, target: string | undefined): Promise<number> {
  const data = await readJsonFile(file);
  if (!data.ok) {
    process.stderr.write(`${file}: ${data.message}. Nothing was imported.\n`);
    return 1;
  }
  const parsed = parseReviewsFile(data.value);
  if (parsed.errors.length) {
    for (const line of describeReviewErrors(parsed.errors)) process.stderr.write(`${line}\n`);
    process.stderr.write(
      `${file}: ${parsed.errors.length} bad row(s) of ${parsed.reviews.length + parsed.errors.length}. Nothing was imported.\n`,
    );
    return 1;
  }
  return withCliTenant(slug, async (db, tenant) => {
    const cfg = tenant.config;
    const slugs = [...cfg.locations.map((l) => l.slug), ...cfg.dealerships.map((d) => d.slug)];
    const chosen = target ?? (cfg.locations.length === 1 ? cfg.locations[0].slug : undefined);
    if (!chosen) {
      process.stderr.write(`${slug} has several locations: say which with --location <slug> (one of: ${slugs.join(", ")})\n`);
      return 2;
    }
    const subject = reviewSubject(cfg, chosen);
    if (!subject) {
      process.stderr.write(`${slug} has no location or dealership "${chosen}" (one of: ${slugs.join(", ")})\n`);
      return 1;
    }
    const { removed, inserted } = await replaceReviews(db, tenant.id, subject, parsed.reviews);
    process.stdout.write(
      `Imported ${inserted} review(s) for ${subject.kind} ${subject.name} (${subject.slug}) of ${slug}; replaced ${removed}.\n`,
    );
    return 0;
  });
}

async function readJsonFile(file: string): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  let stat;
  try {
    stat = await fs.stat(file);
  } catch {
    return { ok: false, message: "cannot be read (no such file?)" };
  }
  if (stat.size > MAX_REVIEWS_FILE_BYTES) {
    return { ok: false, message: `is ${(stat.size / 1024 / 1024).toFixed(1)} MB; at most 20 MB is accepted` };
  }
  try {
    return { ok: true, value: JSON.parse(await fs.readFile(file, "utf8")) };
  } catch (err) {
    return { ok: false, message: `is not JSON (${(err instanceof Error ? err.message : String(err)).replace(/\s+/g, " ")})` };
  }
}

function usage(message?: string): number {
  if (message) process.stderr.write(`${message}\n\n`);
  process.stderr.write(USAGE);
  return 2;
}
