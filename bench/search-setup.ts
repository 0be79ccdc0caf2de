import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { searchState } from "~/domain/search/query-edits";
import type { SearchOptions, SearchResult } from "~/server/search/types.server";
import type { BenchQuery } from "./peers/keywords";
import type { FacetMode } from "./peers/sql";
import { SYNTHETIC_NOW, syntheticTenantConfig } from "./synthetic";

/**
 * What bench/search.ts (the coordinator) and bench/search-peer.ts (one
 * engine in a process of its own) share: the settings, the query set and the
 * messages between them.
 */

export function envInt(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}

export const N = envInt("BENCH_N", 100_000);
export const NOW = SYNTHETIC_NOW;
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const q = (over: Partial<BenchQuery>): BenchQuery => ({ ...searchState(), ...over });

/** The fixed query set: the six kinds of the issue, and a misspelt keyword (issue 9). */
export const QUERIES: { name: string; query: BenchQuery }[] = [
  { name: "no filter", query: q({}) },
  { name: "one make", query: q({ filters: { make: ["Toyota"] } }) },
  {
    name: "make+model+price",
    query: q({ filters: { make: ["Ford"], model: ["Ranger"] }, ranges: { price: { min: 30_000, max: 60_000 } } }),
  },
  { name: "keyword 'toyota hyb'", query: q({ query: "toyota hyb" }) },
  {
    name: "4 filters, price:asc",
    query: q({
      filters: { car_type: ["used"], body: ["SUV"], fuel: ["Diesel"] },
      ranges: { year: { min: 2018, max: 2023 } },
      sortBy: "price:asc",
    }),
  },
  { name: "deep page 40", query: q({ filters: { car_type: ["used"] }, sortBy: "year:desc", page: 40 }) },
  { name: "misspelt 'toyta hilx'", query: q({ query: "toyta hilx", typos: true }) },
];

export type EngineName = "ours" | "orama" | "sql";
export const ENGINES: EngineName[] = ["ours", "orama", "sql"];

export function benchConfig(): { config: TenantConfig; options: SearchOptions } {
  const config = syntheticTenantConfig();
  return {
    config,
    options: {
      stockFilter: config.stock_filter,
      priceAscendingExcludesZero: config.search.price_ascending_excludes_zero,
      certifiedOnly: config.features.certified_only,
    },
  };
}

export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) {
    g();
    g();
  }
}

/** Heap plus typed-array backing stores: what a build adds to the process. */
export function usedBytes(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

export async function timed<T>(fn: () => T | Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
}

export function geomean(xs: number[]): number {
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
}

// ---------------------------------------------------------------- messages

/** What an engine's process reports once it has built its engine. */
export interface BuildReport {
  /** Build (ours, Orama) or load (SQL: insert, indexes, analyse). */
  buildMs: number;
  firstQueryMs: number;
  /** Heap and array buffers the build added to its process (ours, Orama). */
  heapDeltaBytes: number;
  /** Ours: SearchIndex.memoryBytes(). */
  memoryBytes?: number;
  /** SQL: the vehicles table, its indexes and TOAST. */
  relationBytes?: number;
  /** SQL: the faster facet strategy on this machine, chosen by a geometric mean over the query set. */
  facetMode?: { chosen: FacetMode; msGroupingSets: number; msPerFacet: number };
}

export type PeerRequest =
  | { type: "build" }
  | { type: "search"; query: BenchQuery }
  | { type: "warm"; reps: number }
  | { type: "time"; query: number }
  | { type: "close" };

export interface PeerReplies {
  build: BuildReport;
  search: SearchResult;
  /** Mean ms per query over the warm-up. */
  warm: number;
  /** One timed search: wall time, and the process's CPU time over it. */
  time: { ms: number; cpuMs: number };
  close: null;
}

export type PeerMessage = { id: number; request: PeerRequest };
export type PeerAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
