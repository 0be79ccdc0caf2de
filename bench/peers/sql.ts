import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import {
  ALL_VALUE_FACETS,
  MULTI_VALUE_FACETS,
  RANGE_FACETS,
  SEARCH_PAGE_SIZE,
  type FacetName,
  type RangeFacet,
  type SortBy,
  type ValueFacet,
} from "~/domain/search/facets";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { feedKey, type Vehicle, type VehicleData } from "~/domain/vehicle/vehicle";
import { openDatabase } from "~/server/db/client.server";
import { bySqlName, vehicleColumns } from "~/server/inventory/vehicle-columns.server";
import { toSearchDoc } from "~/server/search/document.server";
import type {
  FacetResult,
  SearchDoc,
  SearchEngine,
  SearchHit,
  SearchOptions,
  SearchQuery,
  SearchResult,
} from "~/server/search/types.server";
import { Canonical, valuesResult } from "./facet-values";
import { editsAllowed } from "~/server/search/engine/typo.server";
import { keywordWords, placeTokens, vehicleTokens, type BenchQuery } from "./keywords";

/**
 * Benchmark peer: the same vehicles in PostgreSQL's `vehicles` table (the
 * platform's migrated schema, every typed column and the full `data` jsonb),
 * searched with SQL the way a competent engineer would write it without an
 * in-process index:
 *
 * - one statement for the page of hits (ORDER BY the sort key with the same
 *   tie-break as our engine, LIMIT/OFFSET), one for the count (which also
 *   carries min/max of every range facet without an active filter), one
 *   GROUP BY GROUPING SETS statement counting every single-value facet
 *   without an active filter in one scan, one unnest + GROUP BY per
 *   multi-value facet, and one statement per actively filtered facet with its
 *   own filter left out — all sent concurrently over a small pool.
 * - facet values are stored exactly as the index sees them (from the same
 *   SearchDoc): the typed columns are filled from the vehicle as the platform
 *   would, and the benchmark adds one column per facet (f_*), per range (r_*),
 *   per sort key (s_*) and the keyword tokens (with a tsvector) to the same
 *   table, so both engines count the same values. The page's cards are built
 *   from the rows (typed columns + `data`) with the platform's toSearchDoc.
 * - indexes: btree on make+model and the other selective facet columns (and
 *   those the query set filters by), GIN on the multi-value ones and on the
 *   tsvector, btree on price/km/year and one per sort order (key, created_at
 *   desc, id desc) so a page under any sort can come straight off an index.
 * - keyword: the engine's tokens are stored in `search_text` (the vehicle's
 *   words) and `place_text` (its city, location and dealership names); the
 *   generated `all_tsv` ('simple' config) answers `'w1':* & 'w2':*` prefix
 *   queries from a GIN index; as ours, the first level with any match in the
 *   stock answers: the vehicle's own words (`search_tsv`), then with place
 *   names (`all_tsv`), then typos (one EXISTS query per level tried).
 *   pg_trgm would match substrings, not token prefixes. For a misspelt query
 *   (BenchQuery.typos) each word of 4+ letters is first expanded against a
 *   table of the distinct letters-only tokens with fuzzystrmatch's
 *   levenshtein_less_equal (a prefix of the token for the last word): a
 *   different rule from ours, so that query is compared on latency only.
 * - JIT is off for the database (its compile time dwarfs these queries) and
 *   the wide jsonb columns are kept out of line (toast_tuple_target) so scans
 *   read narrow rows.
 */

const SINGLE_FACETS = ALL_VALUE_FACETS.filter((f) => !isMulti(f));
const SORT_COLUMNS = {
  custom_rank: "s_custom_rank",
  price: "s_price",
  year: "s_year",
  km: "s_km",
  created_at: "s_created_at",
} as const;
type SortField = keyof typeof SORT_COLUMNS;
const DAY_MS = 86_400_000;
const TENANT_ID = 1;

type HitRow = Pick<
  Vehicle,
  "tenant_id" | "slug" | "photos_count" | "views" | "created_at" | "updated_at" | "sold_at" | "last_seen_at"
> & {
  id: string | number;
  data: VehicleData;
};

export type FacetMode = "grouping-sets" | "per-facet";

export interface SqlPeerOptions {
  /** Server to create the throwaway database on. */
  baseUrl: string;
  poolSize?: number;
  facetMode?: FacetMode;
  log?: (line: string) => void;
}

export class SqlPeer implements SearchEngine {
  facetMode: FacetMode;

  private constructor(
    private readonly sql: postgres.Sql,
    private readonly options: SearchOptions,
    private readonly config: TenantConfig,
    private readonly canonical: Canonical,
    private readonly drop: () => Promise<void>,
    facetMode: FacetMode,
  ) {
    this.facetMode = facetMode;
  }

  static async build(
    vehicles: readonly Vehicle[],
    docs: readonly SearchDoc[],
    config: TenantConfig,
    options: SearchOptions,
    opts: SqlPeerOptions,
  ): Promise<SqlPeer> {
    const log = opts.log ?? (() => {});
    const name = `bench_search_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
    const admin = postgres(opts.baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.unsafe(`ALTER DATABASE ${name} SET jit = off`);
    await admin.end();
    const dropDb = async () => {
      const a = postgres(opts.baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
    const u = new URL(opts.baseUrl);
    u.pathname = `/${name}`;
    const url = u.toString();
    let sql: postgres.Sql | null = null;
    try {
      // The platform's own migrations create the schema.
      const migrated = await openDatabase({ url });
      await migrated.close();
      sql = postgres(url, { max: opts.poolSize ?? 4, onnotice: () => {} });
      await addBenchmarkColumns(sql);
      await sql.unsafe(`INSERT INTO tenants (id, slug, config) VALUES ($1, $2, $3::jsonb)`, [
        TENANT_ID,
        config.slug,
        JSON.stringify(config),
      ]);
      let t = performance.now();
      const canonical = new Canonical();
      await insertRows(sql, vehicles, docs, canonical);
      log(`inserted ${vehicles.length} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      t = performance.now();
      await createIndexes(sql);
      await createTokenTable(sql);
      await sql.unsafe(`VACUUM ANALYZE vehicles`);
      log(`indexed and analysed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      const s = sql;
      return new SqlPeer(
        s,
        options,
        config,
        canonical,
        async () => {
          await s.end({ timeout: 5 });
          await dropDb();
        },
        opts.facetMode ?? "grouping-sets",
      );
    } catch (err) {
      await sql?.end({ timeout: 5 });
      await dropDb();
      throw err;
    }
  }

  /** Table plus indexes plus TOAST, as PostgreSQL reports it. */
  async sizeBytes(): Promise<number> {
    const [row] = await this.sql.unsafe(`SELECT pg_total_relation_size('vehicles')::bigint AS n`);
    return Number(row.n);
  }

  async close(): Promise<void> {
    await this.drop();
  }

  async search(q: BenchQuery, now: number = Date.now()): Promise<SearchResult> {
    const started = performance.now();
    const keyword = await this.keyword(q, now);
    const hitsPerPage = Math.max(1, Math.floor(q.hitsPerPage) || SEARCH_PAGE_SIZE);
    const page = Math.max(1, Math.floor(q.page) || 1);
    const activeValues = ALL_VALUE_FACETS.filter((f) => (q.filters[f]?.length ?? 0) > 0);
    const activeRanges = RANGE_FACETS.filter((r) => q.ranges[r] && (q.ranges[r]!.min != null || q.ranges[r]!.max != null));
    const freeRanges = RANGE_FACETS.filter((r) => !activeRanges.includes(r));
    const freeSingle = SINGLE_FACETS.filter((f) => !activeValues.includes(f));
    const freeMulti = MULTI_VALUE_FACETS.filter((f) => !activeValues.includes(f));
    const where = (omit: FacetName | null) => this.where(q, now, omit, keyword);

    const all = where(null);
    const [sortKey, dir] = q.sortBy.split(":") as [SortField, "asc" | "desc"];
    const n = all.params.length;
    const order = `${SORT_COLUMNS[sortKey]} ${dir === "asc" ? "ASC" : "DESC"}, s_created_at DESC, id DESC`;
    const hitsP = this.run<HitRow>(
      `SELECT id, tenant_id, slug, photos_count, views, created_at, updated_at, sold_at, last_seen_at, data FROM vehicles WHERE ${all.text} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...all.params, hitsPerPage, (page - 1) * hitsPerPage],
    );
    const rangeCols = freeRanges.map((r) => `min(r_${r}) AS "${r}_min", max(r_${r}) AS "${r}_max"`).join(", ");
    const countP = this.run<Record<string, number | null>>(
      `SELECT count(*)::int AS n${rangeCols ? `, ${rangeCols}` : ""} FROM vehicles WHERE ${all.text}`,
      all.params,
    );

    const valueQueries: Promise<[ValueFacet, { v: string | null; n: number }[]][]>[] = [];
    if (freeSingle.length > 0 && this.facetMode === "grouping-sets") {
      const cols = freeSingle.map((f) => `f_${f}`);
      valueQueries.push(
        this.run<Record<string, string | number | null>>(
          `SELECT GROUPING(${cols.join(", ")})::int AS g, ${cols.join(", ")}, count(*)::int AS n FROM vehicles WHERE ${all.text} GROUP BY GROUPING SETS (${cols.map((c) => `(${c})`).join(", ")})`,
          all.params,
        ).then((rows) => {
          const k = cols.length;
          const out = new Map<ValueFacet, { v: string | null; n: number }[]>(freeSingle.map((f) => [f, []]));
          for (const row of rows) {
            const g = row.g as number;
            const i = freeSingle.findIndex((_, j) => ((g >>> (k - 1 - j)) & 1) === 0);
            out.get(freeSingle[i])!.push({ v: row[cols[i]] as string | null, n: row.n as number });
          }
          return [...out];
        }),
      );
    } else {
      for (const f of freeSingle) valueQueries.push(this.valueCounts(f, all).then((rows) => [[f, rows]]));
    }
    for (const f of freeMulti) valueQueries.push(this.valueCounts(f, all).then((rows) => [[f, rows]]));
    for (const f of activeValues) valueQueries.push(this.valueCounts(f, where(f)).then((rows) => [[f, rows]]));
    const rangeQueries = activeRanges.map((r) => {
      const w = where(r);
      return this.run<{ min: number | null; max: number | null }>(
        `SELECT min(r_${r}) AS min, max(r_${r}) AS max FROM vehicles WHERE ${w.text}`,
        w.params,
      ).then((rows) => [r, rows[0]] as const);
    });

    const [hitRows, countRows, valueLists, rangeRows] = await Promise.all([
      hitsP,
      countP,
      Promise.all(valueQueries),
      Promise.all(rangeQueries),
    ]);

    const facets = {} as Record<FacetName, FacetResult>;
    for (const [f, rows] of valueLists.flat()) {
      facets[f] = valuesResult(
        rows.flatMap((r) => (r.v == null ? [] : [{ value: r.v, count: r.n }])),
        q.filters[f]?.map((v) => this.canonical.get(f, v)),
        f === "certified" && this.options.certifiedOnly ? "false" : null,
      );
    }
    const c = countRows[0];
    for (const r of freeRanges) facets[r] = rangeResult(c[`${r}_min`], c[`${r}_max`]);
    for (const [r, row] of rangeRows) facets[r] = rangeResult(row.min, row.max);
    const count = c.n as number;
    return {
      hits: hitRows.map((r) => this.card(r)),
      pages: Math.ceil(count / hitsPerPage),
      page,
      count,
      facets,
      ms: performance.now() - started,
    };
  }

  /** A card from the stored row, through the platform's own document mapping. */
  private card(r: HitRow): SearchHit {
    const { data, ...platform } = r;
    const vehicle: Vehicle = { ...data, ...platform, id: Number(r.id), path: `/cars/${r.slug}` };
    return toSearchDoc(vehicle, this.config).hit;
  }

  private valueCounts(f: ValueFacet, w: { text: string; params: unknown[] }): Promise<{ v: string | null; n: number }[]> {
    const text = isMulti(f)
      ? `SELECT v, count(*)::int AS n FROM vehicles, unnest(f_${f}) AS v WHERE ${w.text} GROUP BY v`
      : `SELECT f_${f} AS v, count(*)::int AS n FROM vehicles WHERE ${w.text} GROUP BY f_${f}`;
    return this.run(text, w.params);
  }

  private run<T>(text: string, params: unknown[]): Promise<T[]> {
    return this.sql.unsafe(text, params as never[], { prepare: true }) as unknown as Promise<T[]>;
  }

  /**
   * The keyword as a column and tsquery text, at the first level with any
   * match in the stock (no facet filter), as ours: the vehicle's own words
   * (`search_tsv`), then with its place names (`all_tsv`), then, for a
   * misspelt query, each word of 4+ letters also as its expansions.
   */
  private async keyword(q: BenchQuery, now: number): Promise<Keyword | null> {
    const words = q.query ? keywordWords(q.query) : [];
    if (words.length === 0) return null;
    const exact = words.map((w) => `'${w}':*`).join(" & ");
    const levels: Keyword[] = [
      { column: "search_tsv", query: exact },
      { column: "all_tsv", query: exact },
    ];
    if (q.typos) {
      const rows = await this.run<{ i: number; token: string }>(
        `SELECT q.i, t.token FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS q(w, k, i) JOIN bench_tokens t ON q.k > 0 AND (levenshtein_less_equal(t.token, q.w, q.k) <= q.k OR (q.i = $3::int AND levenshtein_less_equal(left(t.token, length(q.w)), q.w, q.k) <= q.k))`,
        [words, words.map(editsAllowed), words.length],
      );
      const expanded = words
        .map(
          (w, i) =>
            `('${w}':*${rows
              .filter((r) => Number(r.i) === i + 1)
              .map((r) => ` | '${r.token}'`)
              .join("")})`,
        )
        .join(" & ");
      levels.push({ column: "all_tsv", query: expanded });
    }
    const stockOnly = { ...q, filters: {}, ranges: {} };
    for (const level of levels.slice(0, -1)) {
      const w = this.where(stockOnly, now, null, level);
      const [row] = await this.run<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM vehicles WHERE ${w.text}) AS found`,
        w.params,
      );
      if (row.found) return level;
    }
    return levels[levels.length - 1];
  }

  /** The WHERE clause: stock filter, keyword, price-0 rule, then every facet filter except `omit`. */
  private where(
    q: SearchQuery,
    now: number,
    omit: FacetName | null,
    keyword: Keyword | null,
  ): { text: string; params: unknown[] } {
    const sf = this.options.stockFilter;
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const parts = [
      `tenant_id = ${p(TENANT_ID)}`,
      `show_on_dealer_website`,
      `car_type = ANY(${p(sf.car_types)}::text[])`,
      `(status IN ('in_stock', 'coming_soon') OR (status = 'sold' AND sold_at >= ${p(new Date(now - sf.include_sold_cars_days * DAY_MS))}::timestamptz))`,
    ];
    if (sf.min_photos > 0 && sf.photos_required_for.length > 0) {
      parts.push(`NOT (photos_count < ${p(sf.min_photos)} AND car_type = ANY(${p(sf.photos_required_for)}::text[]))`);
    }
    if (sf.freshness_days > 0) parts.push(`last_seen_at >= ${p(new Date(now - sf.freshness_days * DAY_MS))}::timestamptz`);
    if (keyword) parts.push(`${keyword.column} @@ to_tsquery('simple', ${p(keyword.query)})`);
    if (q.sortBy === "price:asc" && this.options.priceAscendingExcludesZero) parts.push(`s_price > 0`);
    for (const f of ALL_VALUE_FACETS) {
      const selected = q.filters[f]?.map((v) => this.canonical.get(f, v));
      if (!selected?.length || f === omit) continue;
      parts.push(isMulti(f) ? `f_${f} && ${p(selected)}::text[]` : `f_${f} = ANY(${p(selected)}::text[])`);
    }
    for (const r of RANGE_FACETS) {
      const range = q.ranges[r];
      if (!range || r === omit) continue;
      if (range.min != null) parts.push(`r_${r} >= ${p(range.min)}::float8`);
      if (range.max != null) parts.push(`r_${r} <= ${p(range.max)}::float8`);
    }
    return { text: parts.join(" AND "), params };
  }
}

function isMulti(f: ValueFacet): boolean {
  return (MULTI_VALUE_FACETS as readonly string[]).includes(f);
}

async function addBenchmarkColumns(sql: postgres.Sql): Promise<void> {
  const cols = [
    ...ALL_VALUE_FACETS.map((f) => `ADD COLUMN f_${f} ${isMulti(f) ? "text[]" : "text"}`),
    ...RANGE_FACETS.map((r) => `ADD COLUMN r_${r} double precision`),
    ...Object.values(SORT_COLUMNS).map((c) => `ADD COLUMN ${c} double precision NOT NULL`),
    `ADD COLUMN search_text text NOT NULL`,
    `ADD COLUMN place_text text NOT NULL`,
    `ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`,
    `ADD COLUMN all_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text || ' ' || place_text)) STORED`,
  ];
  await sql.unsafe(`ALTER TABLE vehicles ${cols.join(", ")}`);
  // Move the wide feed record out of line, lz4-compressed, so scans over the facet columns read narrow rows.
  await sql.unsafe(`ALTER TABLE vehicles SET (toast_tuple_target = 256), ALTER COLUMN data SET COMPRESSION lz4`);
}

async function insertRows(
  sql: postgres.Sql,
  vehicles: readonly Vehicle[],
  docs: readonly SearchDoc[],
  canonical: Canonical,
): Promise<void> {
  // Canonical spellings in document order, as the index interns them.
  const values = new Map(
    docs.map((d) => [
      d.id,
      ALL_VALUE_FACETS.map((f) => {
        const v = d.values[f];
        const list = v == null ? [] : Array.isArray(v) ? (isMulti(f) ? v : v.slice(0, 1)) : [v];
        return [...new Set(list.map((x) => canonical.add(f, String(x))).filter((x): x is string => x !== null))];
      }),
    ]),
  );
  const byId = new Map(docs.map((d) => [d.id, d]));
  const row = (v: Vehicle): Record<string, unknown> => {
    const d = byId.get(v.id);
    if (!d) throw new Error(`no search document for vehicle ${v.id}`);
    const { id, tenant_id, slug, path, photos_count, views, created_at, updated_at, sold_at, last_seen_at, ...data } = v;
    void path;
    void photos_count;
    void sold_at;
    void last_seen_at;
    // The platform's columns as an import writes them (derived from the Drizzle table)...
    const written = vehicleColumns(tenant_id, feedKey(v) ?? `ID:${id}`, data, slug, 0, updated_at);
    const r: Record<string, unknown> = {
      ...bySqlName(written),
      id,
      views,
      // ...with the stock-filter inputs exactly as the index gets them, and the dates the vehicle has.
      status: d.stock.status,
      car_type: d.stock.car_type,
      show_on_dealer_website: d.stock.show_on_dealer_website,
      photos_count: d.stock.photos_count,
      sold_at: d.stock.sold_at == null ? null : new Date(d.stock.sold_at),
      last_seen_at: new Date(d.stock.last_seen_at),
      created_at,
      updated_at,
      data: JSON.stringify(data),
      search_text: vehicleTokens(d).join(" "),
      place_text: placeTokens(d).join(" "),
    };
    values.get(d.id)!.forEach((list, i) => {
      const f = ALL_VALUE_FACETS[i];
      r[`f_${f}`] = isMulti(f) ? list : (list[0] ?? null);
    });
    for (const rf of RANGE_FACETS) {
      const x = d.ranges[rf];
      r[`r_${rf}`] = typeof x === "number" && Number.isFinite(x) ? x : null;
    }
    for (const k of Object.keys(SORT_COLUMNS) as SortField[]) r[SORT_COLUMNS[k]] = d.sort[k];
    return r;
  };
  if (vehicles.length === 0) return;
  const columns = Object.keys(row(vehicles[0]));
  // COPY is several times faster than multi-row INSERTs for a bulk load.
  async function* lines(part: readonly Vehicle[]) {
    const BATCH = 500;
    for (let i = 0; i < part.length; i += BATCH) {
      yield part
        .slice(i, i + BATCH)
        .map((v) => {
          const r = row(v);
          return `${columns.map((c) => copyField(r[c])).join("\t")}\n`;
        })
        .join("");
    }
  }
  // Two streams at once: the server parses and compresses while this process serialises.
  const half = Math.ceil(vehicles.length / 2);
  await Promise.all(
    [vehicles.slice(0, half), vehicles.slice(half)].map(async (part) => {
      const writable = await sql.unsafe(`COPY vehicles (${columns.join(", ")}) FROM STDIN`).writable();
      await pipeline(Readable.from(lines(part)), writable);
    }),
  );
  await sql.unsafe(`SELECT setval(pg_get_serial_sequence('vehicles', 'id'), (SELECT max(id) FROM vehicles))`);
}

/** A keyword level: the tsvector column it searches and its tsquery. */
interface Keyword {
  column: "search_tsv" | "all_tsv";
  query: string;
}

/** The distinct letters-only keyword tokens, the dictionary a misspelt word is expanded against. */
async function createTokenTable(sql: postgres.Sql): Promise<void> {
  await sql.unsafe(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
  await sql.unsafe(
    `CREATE TABLE bench_tokens AS SELECT DISTINCT t AS token FROM vehicles, unnest(string_to_array(search_text || ' ' || place_text, ' ')) AS t WHERE t ~ '^[[:alpha:]]+$'`,
  );
}

/** One value in COPY's text format. */
function copyField(v: unknown): string {
  if (v == null) return "\\N";
  let s: string;
  if (v instanceof Date) s = v.toISOString();
  else if (typeof v === "boolean") s = v ? "t" : "f";
  else if (Array.isArray(v)) s = `{${v.map((x) => `"${String(x).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
  else s = String(v);
  return s.replace(/[\\\n\r\t]/g, (c) => (c === "\\" ? "\\\\" : c === "\n" ? "\\n" : c === "\r" ? "\\r" : "\\t"));
}

async function createIndexes(sql: postgres.Sql): Promise<void> {
  const definitions = [
    `(tenant_id, f_make, f_model)`,
    // The selective facets, and the ones the query set filters by; low-cardinality facets are left to scans.
    ...(["model", "make_model", "badge", "location_name", "colour", "car_type", "body", "fuel"] as const).map(
      (f) => `(tenant_id, f_${f})`,
    ),
    ...MULTI_VALUE_FACETS.map((f) => `USING gin (f_${f})`),
    `USING gin (all_tsv)`,
    `USING gin (search_tsv)`,
    ...(["price", "km", "year"] as RangeFacet[]).map((r) => `(tenant_id, r_${r})`),
    ...sortOrders().map((o) => `(tenant_id, ${o})`),
  ];
  // Named, because two concurrent CREATE INDEX can pick the same generated name.
  const statements = definitions.map((d, i) => `CREATE INDEX vehicles_bench_${i} ON vehicles ${d}`);
  // Two at a time: the machine has two cores.
  for (let i = 0; i < statements.length; i += 2) await Promise.all(statements.slice(i, i + 2).map((s) => sql.unsafe(s)));
}

/** One index per sort option, matching ORDER BY key, created_at DESC, id DESC. */
function sortOrders(): string[] {
  const options: SortBy[] = [
    "custom_rank:desc",
    "price:asc",
    "price:desc",
    "year:desc",
    "year:asc",
    "km:asc",
    "km:desc",
    "created_at:desc",
  ];
  return options.map((o) => {
    const [k, d] = o.split(":") as [SortField, string];
    return k === "created_at"
      ? `s_created_at DESC, id DESC`
      : `${SORT_COLUMNS[k]} ${d.toUpperCase()}, s_created_at DESC, id DESC`;
  });
}

function rangeResult(min: number | null | undefined, max: number | null | undefined): FacetResult {
  return min != null && max != null
    ? { kind: "range", min: Number(min), max: Number(max) }
    : { kind: "range", min: null, max: null };
}
