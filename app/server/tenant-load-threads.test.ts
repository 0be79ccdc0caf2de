import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../tests/setup/databases";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { searchState } from "~/domain/search/query-edits";
import { importVehicles } from "./inventory/import.server";
import type { SearchIndex } from "./search/engine.server";
import type { SearchQuery } from "./search/types.server";
import { TenantRegistry } from "./sync.server";
import { loadTenant } from "./tenant-load.server";
import { loadInThreads } from "./tenant-load-threads.server";
import { applyTenant } from "./tenants/repository.server";

/**
 * The registry's first load in loader threads (tenant-load-threads.server.ts)
 * against the same load in this thread: every tenant's searches, facets and
 * media list must come out the same, and the index keeps working after it
 * travelled (a later stock change is upserted into it). PostgreSQL only: the
 * threads read it over their own connections.
 */
const postgres = testDatabases().find((d) => d.name === "postgres");
/** A search's answer without its timing, to compare two indexes' answers. */
const answer = (index: { search: SearchIndex["search"] }, q: SearchQuery) => ({ ...index.search(q, Date.now()), ms: 0 });

describe.skipIf(!postgres)("tenant registry loaded in threads", () => {
  let database: TestDatabase;
  const slugs = ["north", "south", "east"];
  let ids: number[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    ids = [];
    for (const [i, slug] of slugs.entries()) {
      const { id } = await applyTenant(database.db, tenantConfig({ slug, name: `${slug} Motors` }));
      ids.push(id);
      const rows = Array.from({ length: 40 * (i + 1) }, (_, n) => ({
        row: n + 1,
        data: vehicleRow({
          stocknum: `${slug}-${n}`,
          make: ["Mazda", "Toyota", "Ford"][n % 3],
          model: ["CX-5", "Hilux", "Ranger"][n % 3],
          price: 20_000 + n * 750,
          km: 1_000 * n,
          images: [
            { image: `/demo-photos/${slug}-${n}-a.svg`, thumb: null },
            { image: `/demo-photos/${slug}-${n}-b.svg`, thumb: null },
          ],
        }),
      }));
      await importVehicles(database.db, id, rows, { mode: "upsert" });
    }
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const queries = [
    searchState(),
    { ...searchState(), filters: { make: ["Toyota"] } },
    { ...searchState(), sortBy: "price:asc" as const, ranges: { price: { min: 25_000, max: 40_000 } } },
    { ...searchState(), query: "ranger" },
    { ...searchState(), query: "hilx", typos: true },
    { ...searchState(), sortBy: "km:desc" as const, page: 2 },
  ];
  const answers = (registry: TenantRegistry, id: number) => queries.map((q) => answer(registry.index(id), q));

  it("loads every tenant in its threads, as this thread would", async () => {
    const opts = { pageRows: 25, sliceMs: 4 };
    const loaded = await loadInThreads(database.db, { url: database.url!, count: 2 }, ids, opts);
    expect([...loaded.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const here = (await loadTenant(database.db, id, opts))!;
      const there = loaded.get(id)!;
      expect(there.tenant).toEqual(here.tenant);
      expect([there.configRevision, there.stockRevision, there.vehicles]).toEqual([
        here.configRevision,
        here.stockRevision,
        here.vehicles,
      ]);
      for (const q of queries) expect(answer(there.index, q)).toEqual(answer(here.index, q));
      expect(there.media.size).toBe(here.media.size);
    }
  }, 60_000);

  it("gives every tenant the index and media list a load in this thread gives", async () => {
    const here = new TenantRegistry(database.db);
    const threaded = new TenantRegistry(database.db, { threads: { url: database.url!, count: 2 } });
    await here.refresh();
    await threaded.refresh();
    for (const [i, id] of ids.entries()) {
      expect(threaded.tenantById(id)).toEqual(here.tenantById(id));
      const got = answers(threaded, id);
      expect(got).toEqual(answers(here, id));
      expect(got[0].count).toBe(40 * (i + 1));
      const site = threaded.resolve(`${slugs[i]}.localhost`)!;
      expect(site.media.has(`/demo-photos/${slugs[i]}-3-b.svg`)).toBe(true);
      expect(site.media.size).toBe(here.resolve(`${slugs[i]}.localhost`)!.media.size);
    }

    // The travelled index takes a change in place, as one built here does.
    await importVehicles(
      database.db,
      ids[0],
      [{ row: 1, data: vehicleRow({ stocknum: "north-new", make: "Kia", model: "EV6" }) }],
      {
        mode: "upsert",
      },
    );
    await here.refresh();
    await threaded.refresh();
    const kia = { ...searchState(), filters: { make: ["Kia"] } };
    expect(threaded.index(ids[0]).search(kia, Date.now()).count).toBe(1);
    expect(answers(threaded, ids[0])).toEqual(answers(here, ids[0]));
  }, 60_000);
});
