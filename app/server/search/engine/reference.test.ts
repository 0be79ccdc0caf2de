import { describe, expect, it } from "vitest";
import {
  ALL_VALUE_FACETS,
  MULTI_VALUE_FACETS,
  RANGE_FACETS,
  SORT_OPTIONS,
  type FacetName,
  type ValueFacet,
} from "~/domain/search/facets";
import { SearchIndex } from "../engine.server";
import type { FacetResult, SearchDoc, SearchOptions, SearchQuery } from "../types.server";
import { valueKey } from "./dictionary.server";
import { DAY, NOW, searchDoc, searchOptions, searchQuery } from "./test-docs.server";
import { queryWords, tokenize } from "./tokens.server";

/**
 * The engine against a plain, obviously-correct search over arrays, on random
 * stock, queries, instants and changes. The engine's shortcuts (complement
 * counting, per-facet masks, expiry heap, merged sort orders, postings laid
 * out between changes, the trie walk for typos, place names through facet
 * postings, bitset tiers) must never change an answer.
 */

function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const pickers = (rnd: () => number) => ({
  pick: <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)],
  some: <T>(xs: readonly T[]): T[] => xs.filter(() => rnd() < 0.4),
});

const POOL: Record<string, string[]> = {
  make: ["Toyota", "toyota", "Mazda", "Kia"],
  body: ["SUV", "Sedan", "Ute"],
  categories: ["Family", "family", "Off Road", "Eco"],
  // Many values per document: packed as bytes of membership bits (RowLayout).
  filtered_features: [
    "Bluetooth",
    "Sunroof",
    "Tow Bar",
    "Bull Bar",
    "Sat Nav",
    "Leather",
    "Camera",
    "Cruise",
    "Keyless",
    "Alloys",
    "Heated Seats",
    "Roof Racks",
  ],
};
const TEXTS = [
  "Toyota RAV4 GX",
  "Mazda CX-5",
  "Kia Sportage GT-Line",
  "Toyota HiLux SR5",
  "Škoda Octavia",
  "Mazda Mazda3 G20",
  "Mazda CX-3 Maxx",
  "Mazda CX-30 G25",
  "Toyota LandCruiser 300 GXL",
  "Toyota Camry Ascent",
  "Toyota Corolla Hybrid",
  "Ford Ranger XLT",
  "Land Rover Range Rover",
];
// Only in documents upserted after the build: their tokens are checked outside the laid-out postings.
const LATE_TEXTS = ["Ford Everest Trend", "Toyota Kluger Grande", "Hyundai Tucson Elite"];
// Place names (spec 01 §2): matched from the location facets' values.
const PLACES: Record<string, string[]> = {
  city: ["Ringwood", "Springwood", "Mile End"],
  location_name: ["Greywattle Mazda Ringwood", "Greywattle Toyota Springwood", "Coralview Kia Cleveland"],
  dealership_name: ["Greywattle Mazda", "greywattle toyota", "Coralview Kia"],
};
const KEYWORDS = [
  ...["toy", "toyota gx", "cx-5", "sko", "gt line", "x", "  ", "toyota", "mazda", "kia", "ford ranger"],
  // Typos (issue 9): one edit from 4 letters, two from 8, the last word also against token prefixes.
  ...["toyta", "rnager", "camery", "corola", "hilx", "toyta hilx", "spirngwood", "corrolla hybird", "ranger xtl", "rav"],
  // Only a token prefix is near these: the last word may be unfinished.
  ...["corrol", "sprtag", "toyota corrol", "sprtag gt"],
  // Compounds and places.
  ...[
    "mazda 3",
    "land cruiser",
    "hi lux",
    "landcruiser",
    "cx3",
    "cx 3",
    "mazda cx 30",
    "land crusier",
    "gt li ne",
    "lnd cruiser",
  ],
  ...["ringwood", "springwod", "greywattle mazda", "mile end", "kia cleveland", "300 gxl", "3"],
  ...["everst", "klugr", "tucsn elite", "kluger", "evrest trend"],
];

function randomDoc(id: number, rnd: () => number, texts: readonly string[] = TEXTS): SearchDoc {
  const { pick, some } = pickers(rnd);
  const values: SearchDoc["values"] = {};
  for (const f of ALL_VALUE_FACETS) {
    const pool = POOL[f] ?? PLACES[f] ?? ["A", "b", "B", "C"];
    if ((MULTI_VALUE_FACETS as readonly string[]).includes(f)) values[f] = some(pool);
    else values[f] = rnd() < 0.15 ? null : pick(pool);
  }
  values.status = pick(["in_stock", "coming_soon", "sold"]);
  values.car_type = pick(["new", "demo", "used"]);
  values.certified = pick(["true", "false"]);
  const ranges: SearchDoc["ranges"] = {};
  for (const r of RANGE_FACETS) ranges[r] = rnd() < 0.1 ? null : Math.floor(rnd() * 5) * 10;
  return searchDoc({
    id,
    values,
    ranges,
    sort: {
      custom_rank: Math.floor(rnd() * 3),
      price: pick([0, 10, 20]),
      year: pick([2019, 2020]),
      km: pick([0, 5]),
      created_at: NOW - Math.floor(rnd() * 3) * DAY,
    },
    stock: {
      show_on_dealer_website: rnd() < 0.9,
      sold_at: rnd() < 0.9 ? NOW - rnd() * 6 * DAY : null,
      last_seen_at: NOW - rnd() * 10 * DAY,
      photos_count: Math.floor(rnd() * 4),
    },
    text: pick(texts),
  });
}

function randomQuery(rnd: () => number): SearchQuery {
  const { pick, some } = pickers(rnd);
  const q = searchQuery({
    // Featured is where keyword matches rank in tiers: give it a good share of the queries.
    sortBy: rnd() < 0.4 ? "custom_rank:desc" : pick(SORT_OPTIONS).value,
    page: 1 + Math.floor(rnd() * 3),
    hitsPerPage: 1 + Math.floor(rnd() * 8),
  });
  for (const f of ["make", "body", "categories", "filtered_features", "colour", "status", "certified"] as ValueFacet[]) {
    if (rnd() < 0.35) q.filters[f] = some([...(POOL[f] ?? ["A", "b", "C", "true", "sold"]), "Nope"]);
  }
  for (const r of ["price", "km"] as const)
    if (rnd() < 0.3) q.ranges[r] = { min: rnd() < 0.5 ? 10 : undefined, max: rnd() < 0.5 ? 30 : undefined };
  if (rnd() < 0.5) q.query = pick(KEYWORDS);
  return q;
}

function eligible(d: SearchDoc, o: SearchOptions["stockFilter"], now: number): boolean {
  const s = d.stock;
  if (!s.show_on_dealer_website || !o.car_types.includes(s.car_type)) return false;
  if (s.status === "sold" && (s.sold_at === null || s.sold_at < now - o.include_sold_cars_days * DAY)) return false;
  if (o.freshness_days > 0 && s.last_seen_at < now - o.freshness_days * DAY) return false;
  return !(o.min_photos > 0 && o.photos_required_for.includes(s.car_type) && s.photos_count < o.min_photos);
}

const valuesOf = (d: SearchDoc, f: ValueFacet): string[] => {
  const v = d.values[f];
  const list = v == null ? [] : Array.isArray(v) ? v : [v];
  return (MULTI_VALUE_FACETS as readonly string[]).includes(f) ? list : list.slice(0, 1);
};

/** Optimal string alignment distance (edits: insert, delete, substitute, swap neighbours), the textbook table. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** An edit at the first letter counts as two (Meilisearch's rule). */
const typoDistance = (a: string, b: string) => (a[0] === b[0] ? osa(a.slice(1), b.slice(1)) : 1 + osa(a, b));

/** Issue 9: letters-only words of 4+ letters forgive one edit, of 8+ two. */
const editsFor = (word: string) => (/^\p{L}+$/u.test(word) ? (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0) : 0);

/**
 * The keyword rank of a document, every way of reading the query tried: the
 * words in groups of 1-3 adjacent words written together; a group's level is
 * 0 when a token of the vehicle's text starts with it, 1 when a place token
 * does, 2 when a letters-only token of its text (or, for the query's last
 * group, a prefix of one) is within the allowed edits, 3 when a place token is. Best (worst group level, groups) wins; null when
 * no reading matches.
 */
// Documents repeat a few texts and place names: the slow answers are kept by content.
const ranks = new Map<string, [number, number] | null>();
function keywordRank(d: SearchDoc, words: string[]): [number, number] | null {
  const key = JSON.stringify([d.text, placeValues(d), words]);
  if (!ranks.has(key)) ranks.set(key, rankOnce(d, words));
  return ranks.get(key)!;
}

const placeValues = (d: SearchDoc) => (["city", "location_name", "dealership_name"] as const).flatMap((f) => valuesOf(d, f));

const nearness = new Map<string, boolean>();
function near(text: string, token: string, k: number, prefix: boolean): boolean {
  const key = `${text} ${token} ${k} ${prefix}`;
  let hit = nearness.get(key);
  if (hit === undefined) {
    const candidates = prefix ? Array.from({ length: token.length + 1 }, (_, n) => token.slice(0, n)) : [token];
    nearness.set(key, (hit = candidates.some((p) => typoDistance(text, p) <= k)));
  }
  return hit;
}

function rankOnce(d: SearchDoc, words: string[]): [number, number] | null {
  const own = tokenize(d.text);
  const places = placeValues(d).flatMap(tokenize);
  const levelOf = (text: string, last: boolean): number => {
    if (own.some((t) => t.startsWith(text))) return 0;
    if (places.some((t) => t.startsWith(text))) return 1;
    const k = editsFor(text);
    if (k === 0) return Infinity;
    const close = (tokens: string[]) => tokens.some((t) => /^\p{L}+$/u.test(t) && near(text, t, k, last));
    return close(own) ? 2 : close(places) ? 3 : Infinity;
  };
  let best: [number, number] | null = null;
  const read = (from: number, level: number, groups: number) => {
    if (from === words.length) {
      if (level < Infinity && (!best || level < best[0] || (level === best[0] && groups < best[1]))) best = [level, groups];
      return;
    }
    for (let len = 1; len <= 3 && from + len <= words.length; len++) {
      const l = levelOf(words.slice(from, from + len).join(""), from + len === words.length);
      if (l < Infinity) read(from + len, Math.max(level, l), groups + 1);
    }
  };
  read(0, 0, 0);
  return best;
}

/** The same search, the slow and obvious way. */
type Canonical = Map<string, string>;

/** The first spelling of each value ever given to the index is the one results show. */
function remember(canonical: Canonical, docs: SearchDoc[]): SearchDoc[] {
  for (const d of docs)
    for (const f of ALL_VALUE_FACETS)
      for (const v of valuesOf(d, f)) if (!canonical.has(`${f}:${valueKey(v)}`)) canonical.set(`${f}:${valueKey(v)}`, v.trim());
  return docs;
}

function naive(all: SearchDoc[], o: SearchOptions, q: SearchQuery, now: number, canonical: Canonical) {
  const words = queryWords(q.query ?? "");
  const rank = new Map(all.map((d) => [d, words.length ? keywordRank(d, words) : [0, 0]]));
  const candidates = all.filter(
    (d) =>
      eligible(d, o.stockFilter, now) &&
      rank.get(d) !== null &&
      !(q.sortBy === "price:asc" && o.priceAscendingExcludesZero && d.sort.price <= 0),
  );
  // The lowest keyword level with any match answers the query (places and typos are fallbacks).
  const level = Math.min(...candidates.map((d) => rank.get(d)![0]));
  const base = candidates.filter((d) => rank.get(d)![0] === level);
  // Keyword rank orders hits under the Featured sort only (issue 9: exact matches first).
  const tier = (d: SearchDoc) => (q.sortBy === "custom_rank:desc" ? rank.get(d)! : [0, 0]);
  const passes = (d: SearchDoc, except?: FacetName) =>
    ALL_VALUE_FACETS.every(
      (f) =>
        f === except ||
        !q.filters[f]?.length ||
        valuesOf(d, f).some((v) => q.filters[f]!.some((s) => valueKey(s) === valueKey(v))),
    ) &&
    RANGE_FACETS.every((r) => {
      const range = q.ranges[r];
      if (r === except || !range || (range.min === undefined && range.max === undefined)) return true;
      const v = d.ranges[r];
      return v != null && v >= (range.min ?? -Infinity) && v <= (range.max ?? Infinity);
    });
  const [key, dir] = q.sortBy.split(":") as [keyof SearchDoc["sort"], string];
  const matches = base
    .filter((d) => passes(d))
    .sort(
      (a, b) =>
        tier(a)[0] - tier(b)[0] ||
        tier(a)[1] - tier(b)[1] ||
        (dir === "asc" ? 1 : -1) * (a.sort[key] - b.sort[key]) ||
        b.sort.created_at - a.sort.created_at ||
        b.id - a.id,
    );
  const facets = {} as Record<FacetName, FacetResult>;
  for (const f of ALL_VALUE_FACETS) {
    const counts = new Map<string, number>();
    for (const d of base.filter((x) => passes(x, f)))
      for (const v of new Set(valuesOf(d, f).map((x) => canonical.get(`${f}:${valueKey(x)}`)!)))
        counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const s of q.filters[f] ?? []) {
      const v = canonical.get(`${f}:${valueKey(s)}`) ?? s.trim();
      if (![...counts.keys()].some((k) => valueKey(k) === valueKey(v))) counts.set(v, 0);
    }
    const values = [...counts]
      .map(([value, count]) => ({ value, count }))
      .filter((v) => !(f === "certified" && o.certifiedOnly && v.value === "false"));
    facets[f] = {
      kind: "values",
      values: values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
    };
  }
  for (const r of RANGE_FACETS) {
    const xs = base.filter((d) => passes(d, r)).flatMap((d) => (d.ranges[r] == null ? [] : [d.ranges[r]!]));
    facets[r] = xs.length
      ? { kind: "range", min: Math.min(...xs), max: Math.max(...xs) }
      : { kind: "range", min: null, max: null };
  }
  const start = (q.page - 1) * q.hitsPerPage;
  return {
    count: matches.length,
    pages: Math.ceil(matches.length / q.hitsPerPage),
    hits: matches.slice(start, start + q.hitsPerPage).map((d) => d.id),
    facets,
  };
}

describe("engine against a naive reference", () => {
  it.each([1, 2, 3, 4, 5, 6])("agrees on random stock, queries, instants and changes (seed %i)", (seed) => {
    const rnd = random(seed);
    const options = searchOptions({
      priceAscendingExcludesZero: rnd() < 0.5,
      certifiedOnly: rnd() < 0.5,
      stockFilter: {
        include_sold_cars_days: 3,
        freshness_days: seed % 2 ? 7 : 0,
        min_photos: seed % 3 ? 2 : 0,
        photos_required_for: ["used"],
        car_types: seed === 4 ? ["used", "demo"] : ["new", "demo", "used"],
      },
    });
    const docs = new Map<number, SearchDoc>();
    for (let id = 1; id <= 60 + seed * 20; id++) docs.set(id * 7, randomDoc(id * 7, rnd));
    const canonical: Canonical = new Map();
    const index = SearchIndex.build(remember(canonical, [...docs.values()]), options);
    let now = NOW;
    for (let step = 0; step < 120; step++) {
      if (rnd() < 0.15) {
        const changed = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () =>
          randomDoc(7 * (1 + Math.floor(rnd() * (docs.size + 10))), rnd, [...TEXTS, ...LATE_TEXTS]),
        );
        for (const d of changed) docs.set(d.id, d);
        index.upsert(remember(canonical, changed));
      }
      if (rnd() < 0.1) {
        const gone = [...docs.keys()].filter(() => rnd() < 0.05);
        for (const id of gone) docs.delete(id);
        index.remove(gone);
      }
      now = rnd() < 0.1 ? NOW - DAY : now + rnd() * 0.3 * DAY;
      const q = randomQuery(rnd);
      const got = index.search(q, now);
      const want = naive([...docs.values()], options, q, now, canonical);
      expect(
        { count: got.count, pages: got.pages, hits: got.hits.map((h) => h.id), facets: got.facets },
        JSON.stringify({ step, q }),
      ).toEqual(want);
    }
  });
});
