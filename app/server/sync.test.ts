import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, type TestDatabase } from "../../tests/setup/databases";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { searchState } from "~/domain/search/query-edits";
import { parseEnv } from "./env.server";
import { importVehicles } from "./inventory/import.server";
import { SearchIndex } from "./search/engine.server";
import { TenantRegistry, normaliseHost } from "./sync.server";
import { applyTenant } from "./tenants/repository.server";

/**
 * The stock reads can be held at a gate, so a test can look at the registry
 * while a reload is under way.
 */
const gate = vi.hoisted(() => ({ held: null as Promise<void> | null, entered: () => {} }));
vi.mock("./inventory/read.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("./inventory/read.server")>();
  return {
    ...real,
    vehicleRowsWithIds: async (...args: Parameters<typeof real.vehicleRowsWithIds>) => {
      if (gate.held) {
        gate.entered();
        await gate.held;
      }
      return real.vehicleRowsWithIds(...args);
    },
  };
});

const all = searchState();
const realUpsert = SearchIndex.prototype.upsert;

describe("normaliseHost", () => {
  it("drops the port, a trailing dot and case", () => {
    expect(normaliseHost("Cars.Example.COM:3000")).toBe("cars.example.com");
    expect(normaliseHost("cars.example.com.")).toBe("cars.example.com");
  });
  it("refuses what is not a host name", () => {
    expect(normaliseHost(null)).toBeUndefined();
    expect(normaliseHost("evil.com/x")).toBeUndefined();
    expect(normaliseHost("a b")).toBeUndefined();
  });
});

describe.each(testDatabases())("tenant registry on $name", ({ open }) => {
  let database: TestDatabase;
  let registry: TenantRegistry;
  let alpha: number;
  let beta: number;

  beforeAll(async () => {
    database = await open();
    ({ id: alpha } = await applyTenant(
      database.db,
      tenantConfig({ slug: "alpha", name: "Alpha Cars", domains: ["www.alpha.example"] }),
    ));
    ({ id: beta } = await applyTenant(database.db, tenantConfig({ slug: "beta", name: "Beta Cars" })));
    await importVehicles(database.db, alpha, [{ row: 1, data: vehicleRow({ stocknum: "A1", make: "Mazda", model: "CX-5" }) }], {
      mode: "upsert",
    });
    await importVehicles(database.db, beta, [{ row: 1, data: vehicleRow({ stocknum: "A1", make: "Kia", model: "Sportage" }) }], {
      mode: "upsert",
    });
    registry = new TenantRegistry(database.db);
    await registry.refresh();
  });
  afterAll(async () => {
    await database.close();
  });

  it("resolves a tenant's own domain and <slug>.localhost", () => {
    expect(registry.resolveHost("www.alpha.example")?.slug).toBe("alpha");
    expect(registry.resolveHost("WWW.ALPHA.EXAMPLE:8080")?.slug).toBe("alpha");
    expect(registry.resolveHost("beta.localhost:3000")?.slug).toBe("beta");
  });

  it("resolves no tenant for an unknown host, never a fallback", () => {
    expect(registry.resolveHost("unknown.example")).toBeUndefined();
    expect(registry.resolveHost("localhost")).toBeUndefined();
    expect(registry.resolveHost("gamma.localhost")).toBeUndefined();
    expect(registry.resolveHost("")).toBeUndefined();
  });

  it("keeps each tenant's stock to itself", () => {
    const a = registry.index(alpha).search(all);
    const b = registry.index(beta).search(all);
    expect(a.hits.map((h) => h.make)).toEqual(["Mazda"]);
    expect(b.hits.map((h) => h.make)).toEqual(["Kia"]);
  });

  it("picks up a domain change and new stock on the next refresh", async () => {
    await applyTenant(database.db, tenantConfig({ slug: "alpha", name: "Alpha Cars", domains: ["cars.alpha.example"] }));
    await importVehicles(database.db, alpha, [{ row: 1, data: vehicleRow({ stocknum: "A2", make: "Mazda", model: "CX-9" }) }], {
      mode: "upsert",
    });
    await registry.refresh();
    expect(registry.resolveHost("www.alpha.example")).toBeUndefined();
    expect(registry.resolveHost("cars.alpha.example")?.slug).toBe("alpha");
    expect(registry.index(alpha).search(all).count).toBe(2);
  });

  it("once started, looks at the database every interval: a change shows after one (spec issue 2: within 1 s)", async () => {
    expect(SYNC_INTERVAL_MS).toBeLessThan(1000);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const polling = new TenantRegistry(database.db);
    try {
      await polling.start(SYNC_INTERVAL_MS);
      const poll = vi.spyOn(polling, "refresh");
      await importVehicles(
        database.db,
        beta,
        [{ row: 1, data: vehicleRow({ stocknum: "B2", make: "Kia", model: "Carnival" }) }],
        {
          mode: "upsert",
        },
      );
      expect(polling.index(beta).search(all).count).toBe(1);
      vi.advanceTimersByTime(SYNC_INTERVAL_MS - 1);
      expect(poll).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(poll).toHaveBeenCalledOnce();
      await poll.mock.results[0].value;
      expect(polling.index(beta).search(all).count).toBe(2);
    } finally {
      polling.stop();
      vi.useRealTimers();
    }
  });
});

/** The default interval (env.server.ts): a change is seen within a quarter of the spec's second, leaving the rest to load it. */
const SYNC_INTERVAL_MS = parseEnv({}).SYNC_INTERVAL_MS;

describe.each(testDatabases())("a config change on $name", ({ open }) => {
  let database: TestDatabase;
  let registry: TenantRegistry;
  let id: number;
  const config = (locationName: string) =>
    tenantConfig({
      slug: "swap",
      locations: [{ ...tenantConfig().locations[0], name: locationName }],
    });
  const locations = () => {
    const f = registry.resolve("swap.localhost")!.index.search(all).facets.location_name;
    return f.kind === "values" ? f.values : [];
  };

  beforeAll(async () => {
    database = await open();
    ({ id } = await applyTenant(database.db, config("Old Yard")));
    const rows = ["S1", "S2", "S3"].map((stocknum, i) => ({ row: i + 1, data: vehicleRow({ stocknum }) }));
    await importVehicles(database.db, id, rows, { mode: "upsert" });
    registry = new TenantRegistry(database.db);
    await registry.refresh();
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps serving the old full index while the new one is built, then swaps it in whole", async () => {
    expect(locations()).toEqual([{ value: "Old Yard", count: 3 }]);
    await applyTenant(database.db, config("New Yard"));

    let release = () => {};
    const entered = new Promise<void>((resolve) => (gate.entered = resolve));
    gate.held = new Promise<void>((resolve) => (release = resolve));
    const reload = registry.refresh();
    await entered;
    // The reload is reading the stock: searches still see every car, under the old config.
    expect(registry.resolve("swap.localhost")!.tenant.config.locations[0].name).toBe("Old Yard");
    expect(registry.index(id).search(all).count).toBe(3);
    expect(locations()).toEqual([{ value: "Old Yard", count: 3 }]);

    gate.held = null;
    release();
    await reload;
    expect(registry.resolve("swap.localhost")!.tenant.config.locations[0].name).toBe("New Yard");
    expect(locations()).toEqual([{ value: "New Yard", count: 3 }]);
  });
});

describe.each(testDatabases())("a large stock change on $name", ({ open }) => {
  let database: TestDatabase;
  let id: number;

  beforeAll(async () => {
    database = await open();
    ({ id } = await applyTenant(database.db, tenantConfig({ slug: "large" })));
  });
  afterAll(async () => {
    await database.close();
  });

  it("reads a page at a time, upserts a few changes in place and rebuilds to one side for many", async () => {
    const rows = (from: number, n: number, price: number) =>
      Array.from({ length: n }, (_, i) => ({ row: i + 1, data: vehicleRow({ stocknum: `L${from + i}`, price }) }));
    await importVehicles(database.db, id, rows(0, 7, 10_000), { mode: "upsert" });
    // Pages of 2 and at most 3 changes in place: small numbers stand for 1,000 and 5,000.
    const registry = new TenantRegistry(database.db, { pageRows: 2, inPlaceMax: 3 });
    await registry.refresh();
    const first = registry.index(id);
    expect(first.search(all).count).toBe(7);

    await importVehicles(database.db, id, rows(7, 2, 10_000), { mode: "upsert" });
    await registry.refresh();
    // Two changes: into the same index.
    expect(registry.index(id)).toBe(first);
    expect(first.search(all).count).toBe(9);

    await importVehicles(database.db, id, rows(0, 9, 12_345), { mode: "upsert" });
    const held = registry.index(id);
    await registry.refresh();
    // Nine changes: a new index, built whole; the one a request held is untouched.
    const rebuilt = registry.index(id);
    expect(rebuilt).not.toBe(held);
    expect(rebuilt.search(all).count).toBe(9);
    expect(held.search(all).count).toBe(9);
  });

  /**
   * Counts, while the registry syncs, the event loop's turns (a chain of
   * setImmediate, as a waiting request would get) and the most documents
   * indexed between two of them.
   */
  async function watchTurns(sync: () => Promise<void>) {
    let sinceTurn = 0;
    let most = 0;
    let turns = 0;
    const upsert = vi.spyOn(SearchIndex.prototype, "upsert").mockImplementation(function (this: SearchIndex, docs) {
      sinceTurn += docs.length;
      most = Math.max(most, sinceTurn);
      realUpsert.call(this, docs);
    });
    let syncing = true;
    const tick = () => {
      turns++;
      sinceTurn = 0;
      if (syncing) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      await sync();
    } finally {
      syncing = false;
      upsert.mockRestore();
    }
    return { turns, most };
  }

  const manyRows = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ row: i + 1, data: vehicleRow({ stocknum: `${prefix}${i}`, price: 20_000 + i }) }));

  // A time budget of 0 ends each slice after one step, so the counts below do not depend on the machine's speed.
  it("rebuilding for thousands of changes, gives the event loop a turn every few documents (issue 21 item 4)", async () => {
    const registry = new TenantRegistry(database.db, { inPlaceMax: 100, sliceMs: 0 });
    await registry.refresh();
    const held = registry.index(id);
    const before = held.size;
    await importVehicles(database.db, id, manyRows("R", 3_000), { mode: "upsert" });

    const { turns, most } = await watchTurns(() => registry.refresh());
    expect(registry.index(id)).not.toBe(held);
    expect(registry.index(id).search(all).count).toBe(before + 3_000);
    // Pages of 1,000 read from the database, indexed 50 documents per turn.
    expect(most).toBeLessThanOrEqual(50);
    expect(turns).toBeGreaterThanOrEqual((before + 3_000) / 50);
  });

  it("upserting a few thousand changes in place, makes their documents a slice at a time, then swaps them in at once", async () => {
    const registry = new TenantRegistry(database.db, { sliceMs: 0 });
    await registry.refresh();
    const live = registry.index(id);
    const before = live.size;
    await importVehicles(database.db, id, manyRows("P", 2_000), { mode: "upsert" });

    const { turns, most } = await watchTurns(() => registry.refresh());
    expect(registry.index(id)).toBe(live);
    expect(live.search(all).count).toBe(before + 2_000);
    // One feed is seen whole or not at all: one upsert of all its changes, after a turn per 50 documents made.
    expect(most).toBe(2_000);
    expect(turns).toBeGreaterThanOrEqual(2_000 / 50);
  });
});
