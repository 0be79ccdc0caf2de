import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DiskCache } from "./disk-cache.server";

// Issue 8: the disk cache grew without limit; now the least recently used files go first.
describe("DiskCache", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "disk-cache-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const kb = (n: number) => async () => Buffer.alloc(n * 1024, n);
  const files = () =>
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".bin"))
      .sort();

  it("evicts the least recently used files when a new one takes it over its size", async () => {
    const cache = new DiskCache(dir, "test file", 30 * 1024);
    await cache.get("a/a.bin", kb(10));
    await cache.get("b/b.bin", kb(10));
    await cache.get("c/c.bin", kb(10));
    expect(files()).toEqual(["a/a.bin", "b/b.bin", "c/c.bin"]);
    // a is used again, so b is now the least recently used.
    const make = vi.fn(kb(99));
    expect((await cache.get("a/a.bin", make))!.length).toBe(10 * 1024);
    expect(make).not.toHaveBeenCalled();
    await cache.get("d/d.bin", kb(10));
    expect(files()).toEqual(["a/a.bin", "c/c.bin", "d/d.bin"]);
    expect(cache.size).toBe(30 * 1024);
    // A file bigger than the whole budget pushes everything else out (and itself, being over).
    await cache.get("e/e.bin", kb(25));
    expect(cache.size).toBeLessThanOrEqual(30 * 1024);
    expect(files()).not.toContain("a/a.bin");
  });

  it("accounts for what an earlier run left, oldest modified first", async () => {
    fs.mkdirSync(path.join(dir, "x"));
    for (const [name, age] of [
      ["old.bin", 300],
      ["mid.bin", 200],
      ["new.bin", 100],
    ] as const) {
      const file = path.join(dir, "x", name);
      fs.writeFileSync(file, Buffer.alloc(10 * 1024));
      const t = new Date(Date.now() - age * 1000);
      fs.utimesSync(file, t, t);
    }
    const cache = new DiskCache(dir, "test file", 25 * 1024);
    // 30 kB found on a 25 kB budget: the oldest goes at once.
    await cache.get("y/fresh.bin", kb(5));
    expect(files()).toEqual(["x/mid.bin", "x/new.bin", "y/fresh.bin"]);
    await cache.get("y/more.bin", kb(5));
    expect(files()).toEqual(["x/new.bin", "y/fresh.bin", "y/more.bin"]);
  });

  it("makes a missing file once for concurrent asks", async () => {
    const cache = new DiskCache(dir, "test file", 1024 * 1024);
    const make = vi.fn(kb(1));
    await Promise.all([1, 2, 3].map(() => cache.get("one.bin", make)));
    expect(make).toHaveBeenCalledTimes(1);
  });
});
