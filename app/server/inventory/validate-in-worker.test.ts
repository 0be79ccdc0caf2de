import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { FeedParseError, FeedTooLargeError } from "./feed-errors.server";
import type { GoodRow } from "./validate.server";
import { validateInWorker } from "./validate-in-worker.server";

const bytes = (text: string) => new TextEncoder().encode(text);
const car = (stocknum: string) => ({ stocknum, year: 2021, make: "Kia", model: "Rio", car_type: "used", location_id: "l1" });

async function drain(feed: ReturnType<typeof validateInWorker>): Promise<GoodRow[]> {
  const good: GoodRow[] = [];
  try {
    for await (const batch of feed.batches()) good.push(...batch);
    return good;
  } finally {
    await feed.close();
  }
}

/** Issue 8: a feed is parsed and validated in a worker thread, as a stream. */
describe("validateInWorker", () => {
  it("sends the good rows back in batches and the bounded summary at the end", async () => {
    const rows = [car("A1"), {}, car("A2"), car("A1"), { ...car("A3"), location_id: "nowhere" }];
    const feed = validateInWorker({ kind: "bytes", bytes: bytes(JSON.stringify(rows)), format: "json" }, new Set(["l1"]));
    const good = await drain(feed);
    expect(good.map((g) => [g.row, g.key])).toEqual([
      [1, "S:A1"],
      [3, "S:A2"],
    ]);
    expect(feed.summary()).toMatchObject({
      received: 5,
      errorCount: 7,
      refusedRows: 3,
      errorsByField: { year: 1, make: 1, model: 1, car_type: 1, stocknum: 2, location_id: 1 },
      refusedKeys: ["S:A3"],
    });
  });

  it("reads CSV too", async () => {
    const csv = "stocknum,year,make,model,car_type\nC1,2020,Kia,Rio,used\nC2,twenty,Kia,Rio,used\n";
    const feed = validateInWorker({ kind: "bytes", bytes: bytes(csv), format: "csv" }, new Set());
    expect((await drain(feed)).map((g) => g.key)).toEqual(["S:C1"]);
    expect(feed.summary().errors).toEqual([{ row: 2, field: "year", message: expect.any(String) }]);
  });

  it("refuses an unreadable feed and one over the row limit", async () => {
    const broken = validateInWorker({ kind: "bytes", bytes: bytes("[{},{"), format: "json" }, new Set());
    await expect(drain(broken)).rejects.toThrow(FeedParseError);
    const many = validateInWorker({ kind: "bytes", bytes: bytes(`[${Array(11).fill("{}")}]`), format: "json" }, new Set(), {
      maxRows: 10,
    });
    await expect(drain(many)).rejects.toThrow(/more than 10 rows/);
  });

  it("streams: a feed whose rows could not all be held at once is read within a small heap", async () => {
    // 60,000 rows of 1 kB: 60 MB of text. The worker gets 48 MB of heap, so
    // holding the text or its rows at once would run it out of memory (the control below).
    const row = JSON.stringify({ dealercomments: "x".repeat(1000) });
    const text = `[${Array(60_000).fill(row).join(",")}]`;
    const feed = validateInWorker({ kind: "bytes", bytes: bytes(text), format: "json" }, new Set(), { heapMb: 48 });
    expect(await drain(feed)).toEqual([]);
    expect(feed.summary()).toMatchObject({ received: 60_000, refusedRows: 60_000, errorCount: 300_000 });
    expect(feed.summary().errors).toHaveLength(100);

    // The control runs in a child process: V8 sometimes ends a whole process, not only the
    // thread, when a worker's heap runs out during one huge allocation, and that must not be this one.
    const control = spawnSync(
      process.execPath,
      ["--max-old-space-size=48", "-e", "JSON.parse(require('node:fs').readFileSync(0, 'utf8'))"],
      { input: text, encoding: "utf8" },
    );
    expect(control.status).not.toBe(0);
    expect(control.stderr).toMatch(/heap out of memory/);
  });

  it("refuses, without harm to this process, a feed that needs more than the worker's heap", async () => {
    const huge = JSON.stringify([{ dealercomments: "x".repeat(80_000_000) }]);
    const feed = validateInWorker({ kind: "bytes", bytes: bytes(huge), format: "json" }, new Set(), { heapMb: 48 });
    await expect(drain(feed)).rejects.toThrow(FeedTooLargeError);
  });
});
