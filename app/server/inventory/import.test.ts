import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantConfigSchema, type TenantConfigInput } from "~/domain/tenant/tenant-config";
import type { VehicleInput } from "~/domain/vehicle/vehicle";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { openDatabase } from "../db/client.server";
import { tenants, vehicles } from "../db/schema.server";
import { applyTenant } from "../tenants/repository.server";
import { FeedParseError, ImportBusyError } from "./feed-errors.server";
import { importVehicles } from "./import.server";
import { FEED_LIMITS } from "./limits.server";
import { feedRows } from "./parse.server";

function tenantConfig(slug: string, overrides: Partial<TenantConfigInput> = {}) {
  return tenantConfigSchema.parse({
    slug,
    name: `Dealer ${slug}`,
    theme: { primary_colour: "#112233", secondary_colour: "#445566" },
    dealerships: [{ id: 1, slug: `${slug}-motors`, name: "Motors" }],
    locations: [
      {
        id: 10,
        name: "Main yard",
        slug: `${slug}-main`,
        dealership_id: 1,
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
        contact_detail: { phone: "07 3000 0000" },
      },
    ],
    ...overrides,
  } satisfies TenantConfigInput);
}

function car(stocknum: string | null, overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    stocknum,
    year: 2021,
    make: "Toyota",
    model: "RAV4",
    badge: "GX",
    car_type: "used",
    price: 30000,
    location_id: "10",
    ...overrides,
  };
}

const rows = (list: unknown[]) => list.map((data, i) => ({ row: i + 1, data }));
const t = (iso: string) => new Date(iso);

describe.each(testDatabases())("importVehicles on $name", ({ open }) => {
  let database: TestDatabase;
  let seq = 0;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function newTenant() {
    const { id } = await applyTenant(database.db, tenantConfig(`dealer${++seq}`));
    return id;
  }
  const stock = (tenantId: number) =>
    database.db.select().from(vehicles).where(eq(vehicles.tenantId, tenantId)).orderBy(vehicles.feedKey);
  const one = async (tenantId: number, feedKey: string) =>
    (
      await database.db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.feedKey, feedKey)))
    )[0];
  const stockRevision = async (tenantId: number) =>
    (await database.db.select({ r: tenants.stockRevision }).from(tenants).where(eq(tenants.id, tenantId)))[0].r;

  it("imports a JSON feed, filling the typed columns from the data", async () => {
    const tenantId = await newTenant();
    const json = JSON.stringify([
      car("A1", {
        simple_body: "SUV",
        fuel: "Petrol",
        simple_transmission: "Automatic",
        simple_drive: "AWD",
        images: [{ image: "https://img/1.jpg" }, { image: "https://img/2.jpg", thumb: "https://img/2t.jpg" }],
        youxQuote: { weeklyRepaymentAmount: 123.45, advertisedRate: 7.9, comparisonRate: 8.4 },
      }),
    ]);
    const report = await importVehicles(database.db, tenantId, feedRows([json], "json"), {
      mode: "upsert",
      now: t("2025-01-01T00:00:00Z"),
    });
    expect(report).toEqual({
      received: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      markedSold: 0,
      errors: [],
      errorCount: 0,
      errorsByField: {},
      refusedRows: 0,
      ignoredFields: [],
    });
    const [v] = await stock(tenantId);
    expect(v).toMatchObject({
      feedKey: "S:A1",
      slug: "2021-toyota-rav4-gx-a1",
      body: "SUV",
      fuel: "Petrol",
      transmission: "Automatic",
      drive: "AWD",
      weeklyPrice: 123.45,
      photosCount: 2,
      locationId: "10",
      status: "in_stock",
      soldAt: null,
      createdAt: t("2025-01-01T00:00:00Z"),
      lastSeenAt: t("2025-01-01T00:00:00Z"),
    });
    expect(v.data).toMatchObject({
      make: "Toyota",
      km: 0,
      images: [{ image: "https://img/1.jpg" }, { thumb: "https://img/2t.jpg" }],
    });
    expect(await jsonbKind(database, v.id)).toBe("object");
  });

  it("imports a CSV feed with the same headers", async () => {
    const tenantId = await newTenant();
    const csv = [
      "stocknum,year,make,model,car_type,price,certified,images,standardEquipment,variant",
      'C1,2020,Mazda,CX-5,used,"$25,990",yes,https://img/a.jpg|https://img/b.jpg,Cruise control|Bluetooth,"{""cylinders"":4}"',
    ].join("\n");
    const report = await importVehicles(database.db, tenantId, feedRows([csv], "csv"), { mode: "upsert" });
    expect(report.errors).toEqual([]);
    const [v] = await stock(tenantId);
    expect(v).toMatchObject({ price: 25990, certified: true, photosCount: 2 });
    expect(v.data).toMatchObject({ standardEquipment: ["Cruise control", "Bluetooth"], variant: { cylinders: 4 } });
  });

  it("names the fields the format does not have, and stores the rows without them", async () => {
    const tenantId = await newTenant();
    const csv = [
      "stocknum,year,make,model,car_type,price,pirce,Kms",
      "C2,2021,Kia,Rio,used,15000,15500,42000",
      "C3,2022,Kia,EV6,new,60000,,",
    ].join("\n");
    const report = await importVehicles(database.db, tenantId, feedRows([csv], "csv"), { mode: "upsert" });
    expect(report).toMatchObject({ created: 2, errors: [], ignoredFields: ["Kms", "pirce"] });
    const stored = await stock(tenantId);
    expect(stored.map((v) => v.price).sort()).toEqual([15000, 60000]);
    for (const v of stored) expect(v.data).not.toHaveProperty("pirce");
  });

  it("upserts by stocknum, else by VIN, within the tenant", async () => {
    const tenantId = await newTenant();
    const first = await importVehicles(database.db, tenantId, rows([car("S1"), car(null, { vin: "JTMBFREV70D000001" })]), {
      mode: "upsert",
    });
    expect(first).toMatchObject({ created: 2, updated: 0 });
    const second = await importVehicles(
      database.db,
      tenantId,
      rows([car("s1", { price: 31000 }), car(null, { vin: "jtmbfrev70d000001", km: 5 }), car("S2")]),
      { mode: "upsert" },
    );
    expect(second).toMatchObject({ received: 3, created: 1, updated: 2, unchanged: 0 });
    const all = await stock(tenantId);
    expect(all.map((v) => [v.feedKey, v.price, v.km])).toEqual([
      ["S:S1", 31000, 0],
      ["S:S2", 30000, 0],
      ["V:JTMBFREV70D000001", 30000, 5],
    ]);
  });

  it("matches a vehicle by VIN when its stock number is new, keeping its slug", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car(null, { vin: "JTMBFREV70D000002" })]), { mode: "upsert" });
    const before = await one(tenantId, "V:JTMBFREV70D000002");
    const report = await importVehicles(database.db, tenantId, rows([car("NEW1", { vin: "JTMBFREV70D000002" })]), {
      mode: "upsert",
    });
    expect(report).toMatchObject({ created: 0, updated: 1 });
    const after = await stock(tenantId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before.id, feedKey: "S:NEW1", stocknum: "NEW1", slug: before.slug });
  });

  it("counts identical rows as unchanged but still records that they were seen", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("U1")]), { mode: "upsert", now: t("2025-01-01T00:00:00Z") });
    const report = await importVehicles(database.db, tenantId, rows([car("U1")]), {
      mode: "upsert",
      now: t("2025-01-02T00:00:00Z"),
    });
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    // The new revision carries last_seen_at (search freshness) to other processes.
    expect(await one(tenantId, "S:U1")).toMatchObject({
      revision: await stockRevision(tenantId),
      updatedAt: t("2025-01-01T00:00:00Z"),
      lastSeenAt: t("2025-01-02T00:00:00Z"),
      createdAt: t("2025-01-01T00:00:00Z"),
    });
  });

  it("reports bad rows with row, field and reason while the good rows land", async () => {
    const tenantId = await newTenant();
    const report = await importVehicles(
      database.db,
      tenantId,
      rows([
        car("G1"),
        car("B1", { price: -5 }),
        car(null),
        car("B2", { images: [{ image: "" }] }),
        car("B3", { location_id: "99" }),
        car("G1", { price: 1 }),
        car("B4", { make: "Toy\u0000ota" }),
        "not an object",
        car("G2"),
      ]),
      { mode: "upsert" },
    );
    expect(report).toMatchObject({ received: 9, created: 2 });
    expect(report.errors.map((e) => [e.row, e.field])).toEqual([
      [2, "price"],
      [3, "stocknum"],
      [4, "images.0.image"],
      [5, "location_id"],
      [6, "stocknum"],
      [7, "make"],
      [8, "(row)"],
    ]);
    expect(report.errors[1].message).toBe("stocknum or vin is required");
    expect(report.errors[3].message).toMatch(/99/);
    expect(report.errors[4].message).toMatch(/row 1/);
    expect((await stock(tenantId)).map((v) => [v.feedKey, v.price])).toEqual([
      ["S:G1", 30000],
      ["S:G2", 30000],
    ]);
  });

  it("refuses a row with a javascript:, data:, http: or //host address, naming the field (issue 17 item 12)", async () => {
    const tenantId = await newTenant();
    const js = "javascript:alert(document.cookie)";
    const report = await importVehicles(
      database.db,
      tenantId,
      rows([
        car("U1", { images: [{ image: js }] }),
        car("U2", { primary_image_url: js }),
        car("U3", { video_url: js }),
        car("U4", { spin_images: ["/demo-photos/a.svg", js] }),
        car("U5", { external_video_url: "//www.youtube.com/watch?v=abcdefghijk" }),
        car("U6", { images: [{ image: "https://cdn.example/1.jpg", thumb: "data:image/png;base64,AA" }] }),
        car("U7", { spin_interior_image: "http://cdn.example/i.jpg" }),
        car("U8", { file: js }),
        car("OK", {
          images: [{ image: "https://cdn.example/1.jpg", thumb: "https://cdn.example/1-t.jpg" }],
          primary_image_url: "/demo-photos/a.svg",
          video_url: "https://cdn.example/v.mp4",
        }),
      ]),
      { mode: "upsert" },
    );
    expect(report.errors.map((e) => [e.row, e.field, e.message])).toEqual(
      [
        "images.0.image",
        "primary_image_url",
        "video_url",
        "spin_images.1",
        "external_video_url",
        "images.0.thumb",
        "spin_interior_image",
        "file",
      ].map((field, i) => [i + 1, field, "must be an https:// address or a path on this site, such as /photos/car.jpg"]),
    );
    expect((await stock(tenantId)).map((v) => v.feedKey)).toEqual(["S:OK"]);
    // A CSV feed's list cells are checked the same way.
    const csv = ["stocknum,year,make,model,car_type,images", `C1,2020,Mazda,CX-5,used,https://img/a.jpg|${js}`].join("\n");
    const fromCsv = await importVehicles(database.db, tenantId, feedRows([csv], "csv"), { mode: "upsert" });
    expect(fromCsv.errors.map((e) => [e.row, e.field])).toEqual([[1, "images.1.image"]]);
  });

  it("bumps the tenant's stock revision once and stamps every written row with it", async () => {
    const tenantId = await newTenant();
    const before = await stockRevision(tenantId);
    await importVehicles(database.db, tenantId, rows([car("R1"), car("R2")]), { mode: "upsert" });
    const revision = await stockRevision(tenantId);
    expect(revision).toBe(before + 1);
    expect((await stock(tenantId)).map((v) => v.revision)).toEqual([revision, revision]);
    await importVehicles(database.db, tenantId, rows([car("R1", { price: 1 })]), { mode: "upsert" });
    expect((await stock(tenantId)).map((v) => v.revision)).toEqual([revision + 1, revision]);
  });

  it("gives colliding slugs a numeric suffix", async () => {
    const tenantId = await newTenant();
    // Different keys, same slug text: stocknum "X 1" and "X-1" both slugify to x-1.
    await importVehicles(database.db, tenantId, rows([car("X 1"), car("X-1"), car("X_1")]), { mode: "upsert" });
    expect((await stock(tenantId)).map((v) => v.slug).sort()).toEqual([
      "2021-toyota-rav4-gx-x-1",
      "2021-toyota-rav4-gx-x-1-2",
      "2021-toyota-rav4-gx-x-1-3",
    ]);
  });

  it("full mode marks vehicles absent from the feed as sold, recording when", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("F1"), car("F2"), car("F3"), car("F4")]), { mode: "upsert" });
    const soldAt = t("2025-02-01T10:00:00Z");
    const report = await importVehicles(database.db, tenantId, rows([car("F1"), car("F2", { price: -1 })]), {
      mode: "full",
      now: soldAt,
    });
    // F2's row is bad, but its key is readable so it is not sold.
    expect(report).toMatchObject({ received: 2, unchanged: 1, markedSold: 2, errors: [{ row: 2, field: "price" }] });
    const byKey = Object.fromEntries((await stock(tenantId)).map((v) => [v.feedKey, v]));
    expect(byKey["S:F1"]).toMatchObject({ status: "in_stock", soldAt: null });
    expect(byKey["S:F2"]).toMatchObject({ status: "in_stock", soldAt: null });
    for (const key of ["S:F3", "S:F4"]) {
      expect(byKey[key]).toMatchObject({ status: "sold", soldAt });
      expect(byKey[key].data.status).toBe("sold");
    }
    // Already sold cars are not sold again (their date stays).
    const again = await importVehicles(database.db, tenantId, rows([car("F1"), car("F2")]), {
      mode: "full",
      now: t("2025-02-02T00:00:00Z"),
    });
    expect(again.markedSold).toBe(0);
    expect((await one(tenantId, "S:F3")).soldAt).toEqual(soldAt);
  });

  it("a full feed in which no row is valid sells nothing", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("N1")]), { mode: "upsert" });
    const report = await importVehicles(database.db, tenantId, rows([{ stock_number: "N1" }]), { mode: "full" });
    expect(report.markedSold).toBe(0);
    expect((await one(tenantId, "S:N1")).status).toBe("in_stock");
  });

  it("records sold_at for a row sent as sold and clears it when the car comes back", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("Z1")]), { mode: "upsert", now: t("2025-03-01T00:00:00Z") });
    await importVehicles(database.db, tenantId, rows([car("Z1", { status: "sold" })]), {
      mode: "upsert",
      now: t("2025-03-02T00:00:00Z"),
    });
    await importVehicles(database.db, tenantId, rows([car("Z1", { status: "sold", price: 1 })]), {
      mode: "upsert",
      now: t("2025-03-03T00:00:00Z"),
    });
    expect(await one(tenantId, "S:Z1")).toMatchObject({ status: "sold", soldAt: t("2025-03-02T00:00:00Z") });
    await importVehicles(database.db, tenantId, rows([car("Z1")]), { mode: "upsert", now: t("2025-03-04T00:00:00Z") });
    const back = await one(tenantId, "S:Z1");
    expect(back).toMatchObject({ status: "in_stock", soldAt: null, createdAt: t("2025-03-01T00:00:00Z") });
    expect(back.data.status).toBe("in_stock");
    // A car sold by a full feed comes back too.
    await importVehicles(database.db, tenantId, rows([car("Z2")]), { mode: "full" });
    expect(await one(tenantId, "S:Z1")).toMatchObject({ status: "sold" });
    await importVehicles(database.db, tenantId, rows([car("Z1"), car("Z2")]), { mode: "full" });
    expect(await one(tenantId, "S:Z1")).toMatchObject({ status: "in_stock", soldAt: null });
  });

  it("keeps the feed's created_at, and the first import's date when the feed has none", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("D1", { created_at: "2024-06-01T00:00:00Z" as unknown as Date })]), {
      mode: "upsert",
    });
    expect((await one(tenantId, "S:D1")).createdAt).toEqual(t("2024-06-01T00:00:00Z"));
    await importVehicles(database.db, tenantId, rows([car("D1", { price: 2 })]), { mode: "upsert" });
    expect((await one(tenantId, "S:D1")).createdAt).toEqual(t("2024-06-01T00:00:00Z"));
  });

  it("writes nothing when the database fails part-way (previous stock intact)", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("P1")]), { mode: "upsert" });
    const revision = await stockRevision(tenantId);
    const chunkOfGood = Array.from({ length: 1500 }, (_, i) => car(`P${i + 2}`));
    await database.db.execute(sql.raw(`alter table vehicles add constraint no_boom check (make <> 'Boom')`));
    try {
      await expect(
        importVehicles(database.db, tenantId, rows([car("P1", { price: 99 }), ...chunkOfGood, car("PX", { make: "Boom" })]), {
          mode: "full",
        }),
      ).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw(`alter table vehicles drop constraint no_boom`));
    }
    const after = await stock(tenantId);
    expect(after.map((v) => [v.feedKey, v.price])).toEqual([["S:P1", 30000]]);
    expect(await stockRevision(tenantId)).toBe(revision);
  });

  it("caps the report: the first errors in full, the rest counted in all and by field (issue 8)", async () => {
    const tenantId = await newTenant();
    const before = await stockRevision(tenantId);
    const report = await importVehicles(database.db, tenantId, rows([...Array(1000).fill({}), car("OK1")]), { mode: "upsert" });
    expect(report).toMatchObject({ received: 1001, created: 1, errorCount: 5000, refusedRows: 1000 });
    expect(report.errors).toHaveLength(FEED_LIMITS.reportedErrors);
    expect(report.errors[0]).toEqual({ row: 1, field: "year", message: expect.any(String) });
    expect(report.errors.at(-1)!.row).toBe(20);
    expect(report.errorsByField).toEqual({ year: 1000, make: 1000, model: 1000, car_type: 1000, stocknum: 1000 });
    expect(JSON.stringify(report).length).toBeLessThan(20_000);
    expect(await stockRevision(tenantId)).toBe(before + 1);
  });

  it("bounds the fields it names, however many a feed invents", async () => {
    const tenantId = await newTenant();
    const invented = Array.from({ length: 300 }, (_, i) => ({
      [`made_up_${i}`]: 1,
      images: [{ image: 1 }],
      year: "x".repeat(5000),
    }));
    const report = await importVehicles(database.db, tenantId, rows(invented), { mode: "upsert" });
    expect(report.ignoredFields).toHaveLength(FEED_LIMITS.reportedFields);
    expect(Object.keys(report.errorsByField).length).toBeLessThanOrEqual(FEED_LIMITS.reportedFields + 1);
    expect(report.errorsByField.images).toBe(300);
    for (const e of report.errors) expect(e.message.length).toBeLessThanOrEqual(300);
  });

  it("writes nothing when the feed turns out unreadable after batches were written (one transaction)", async () => {
    const tenantId = await newTenant();
    await importVehicles(database.db, tenantId, rows([car("W1")]), { mode: "upsert" });
    const revision = await stockRevision(tenantId);
    async function* brokenFeed() {
      for (let i = 0; i < 3 * FEED_LIMITS.batchRows; i++) yield { row: i + 1, data: car(`W${i + 1}`, { price: 1 }) };
      throw new FeedParseError("The JSON is not valid: it ends inside row 1501");
    }
    await expect(importVehicles(database.db, tenantId, brokenFeed(), { mode: "full" })).rejects.toThrow(FeedParseError);
    expect((await stock(tenantId)).map((v) => [v.feedKey, v.price])).toEqual([["S:W1", 30000]]);
    expect(await stockRevision(tenantId)).toBe(revision);
  });

  it("runs one import per dealer at a time: a second one is refused while the first runs", async () => {
    const tenantId = await newTenant();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    async function* slowFeed() {
      for (let i = 0; i < FEED_LIMITS.batchRows; i++) yield { row: i + 1, data: car(`Q${i}`) };
      await gate;
    }
    const first = importVehicles(database.db, tenantId, slowFeed(), { mode: "upsert" });
    await new Promise((r) => setTimeout(r, 50));
    await expect(importVehicles(database.db, tenantId, rows([car("Q-other")]), { mode: "upsert" })).rejects.toThrow(
      ImportBusyError,
    );
    if (database.url) {
      // Another process (its own connection pool): the advisory lock the first import holds refuses it.
      const other = await openDatabase({ url: database.url });
      try {
        await expect(importVehicles(other.db, tenantId, rows([car("Q-other")]), { mode: "upsert" })).rejects.toThrow(
          ImportBusyError,
        );
        // Another dealer is not held up.
        expect((await importVehicles(other.db, await newTenant(), rows([car("Q1")]), { mode: "upsert" })).created).toBe(1);
      } finally {
        await other.close();
      }
    }
    open();
    expect((await first).created).toBe(FEED_LIMITS.batchRows);
    expect((await importVehicles(database.db, tenantId, rows([car("Q-other")]), { mode: "upsert" })).created).toBe(1);
  });

  it("keeps tenants apart: the same stocknum in two tenants is two vehicles", async () => {
    const a = await newTenant();
    const b = await newTenant();
    await importVehicles(database.db, a, rows([car("T1", { price: 1 })]), { mode: "upsert" });
    await importVehicles(database.db, b, rows([car("T1", { price: 2 })]), { mode: "full" });
    expect((await stock(a)).map((v) => [v.price, v.status])).toEqual([[1, "in_stock"]]);
    expect((await stock(b)).map((v) => [v.price, v.status])).toEqual([[2, "in_stock"]]);
    await importVehicles(database.db, b, rows([car("T2")]), { mode: "full" });
    expect((await stock(a))[0].status).toBe("in_stock");
  });
});

async function jsonbKind(database: TestDatabase, id: number): Promise<string> {
  const [row] = await database.db
    .select({ kind: sql<string>`jsonb_typeof(${vehicles.data})` })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row.kind;
}
