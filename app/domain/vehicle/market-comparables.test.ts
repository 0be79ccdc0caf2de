import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_COMPARABLES,
  MIN_COMPARABLES,
  rankCandidates,
  selectComparables,
  type MarketCar,
  type MarketRow,
} from "./market-comparables";
import { marketRow } from "../../../tests/setup/market-row";

const ranger: MarketCar = marketRow({ id: 1, price: 37_990 });
const pick = (subject: MarketCar, rows: MarketRow[]) => selectComparables(subject, rankCandidates(subject, rows));
const ids = (r: ReturnType<typeof pick>) => r?.comparables.map((c) => c.id);

// Issue 9, Found 1 and Deliver 1: comparables are in-stock cars of the same make, model and badge.
describe("the comparables of a 2023 Ford Ranger XL at $37,990 (issue 9 reproduction)", () => {
  const xl = [
    marketRow({ id: 11, km: 30_000, price: 41_990 }),
    marketRow({ id: 12, km: 52_000, price: 38_990 }),
    marketRow({ id: 13, km: 45_000, price: 39_990, priceType: "Excl. Govt. Charges", state: "QLD" }),
  ];
  const otherTrims = [
    marketRow({ id: 21, badge: "Platinum 4x4", price: 61_990 }),
    marketRow({ id: 22, badge: "Platinum 4x4", price: 66_990 }),
    marketRow({ id: 23, badge: "Raptor 4x4", price: 59_990, fuel: "Petrol", cylinders: 6 }),
    marketRow({ id: 24, badge: "Sport 4x4", price: 54_990, cylinders: 6 }),
  ];
  const sold = [marketRow({ id: 31, status: "sold", price: 38_500 }), marketRow({ id: 32, status: "sold", price: 40_000 })];

  it("are the XLs only: never a Platinum, Raptor or Sport, never a sold car, never the car itself", () => {
    const chosen = pick(ranger, [...otherTrims, ...sold, ...xl, marketRow({ id: 1, price: 37_990 })]);
    expect(chosen?.step).toBe(0);
    expect(ids(chosen)).toEqual([13, 11, 12]);
  });

  it("take a Drive Away and an Excl. Govt. Charges price alike (converted later), not a price of no stated basis", () => {
    const unknown = marketRow({ id: 14, priceType: null, price: 30_000 });
    expect(ids(pick(ranger, [...xl, unknown]))).not.toContain(14);
    // A car of no stated basis compares only with others of none.
    const plain = { ...ranger, priceType: null };
    expect(
      ids(pick(plain, [...xl, unknown, marketRow({ id: 15, priceType: "" }), marketRow({ id: 16, priceType: "POA" })])),
    ).toEqual([14, 15, 16]);
  });

  it("leave out cars not advertised or without a price", () => {
    const hidden = marketRow({ id: 17, showOnDealerWebsite: false });
    const unpriced = marketRow({ id: 18, price: 0 });
    expect(ids(pick(ranger, [...xl, hidden, unpriced]))).toEqual([13, 11, 12]);
  });

  it("keep new cars apart from demo and used ones", () => {
    const newCars = [1, 2, 3].map((i) => marketRow({ id: 40 + i, carType: "new", km: 10, price: 55_990 }));
    expect(ids(pick(ranger, [...xl, ...newCars]))).toEqual([13, 11, 12]);
    const newRanger = { ...ranger, carType: "new", km: 10 };
    expect(ids(pick(newRanger, [...xl, ...newCars]))).toEqual([41, 42, 43]);
    const demo = marketRow({ id: 44, carType: "demo", km: 8_000 });
    expect(ids(pick(ranger, [...xl, demo]))).toContain(44);
  });

  it("match make, model and badge in any case", () => {
    const shouty = marketRow({ id: 19, make: "FORD", model: "RANGER", badge: "xl 4X4" });
    expect(ids(pick(ranger, [...xl, shouty]))).toContain(19);
  });
});

describe("a 2023 Kia EV6 Air RWD (issue 9 reproduction)", () => {
  it("is never compared with GT-Line AWDs while its own badge has enough", () => {
    const ev6 = (o: Partial<MarketRow>) =>
      marketRow({ make: "Kia", model: "EV6", series: "CV MY23", fuel: "Electric", cylinders: 0, ...o });
    const subject = ev6({ id: 2, badge: "Air RWD", price: 37_990 });
    const rows = [
      ...[1, 2, 3, 4].map((i) => ev6({ id: 50 + i, badge: "GT-Line AWD", price: 48_000 })),
      ev6({ id: 61, badge: "Air RWD", year: 2023 }),
      ev6({ id: 62, badge: "Air RWD", year: 2022 }),
      ev6({ id: 63, badge: "Air RWD", year: 2024 }),
    ];
    const chosen = pick(subject, rows);
    expect(chosen?.step).toBe(1);
    expect(ids(chosen)).toEqual([61, 62, 63]);
  });
});

// Issue 9, Deliver 1: "widened step by step (neighbouring years, then series) only when too few remain".
describe("widening", () => {
  const y = (id: number, year: number, o: Partial<MarketRow> = {}) => marketRow({ id, year, ...o });
  it(`stays at the same year while ${MIN_COMPARABLES} or more remain there`, () => {
    const chosen = pick(ranger, [y(1_01, 2023), y(1_02, 2023), y(1_03, 2023), y(1_04, 2022), y(1_05, 2024)]);
    expect(chosen?.step).toBe(0);
    expect(ids(chosen)).toEqual([101, 102, 103]);
  });
  it("takes the neighbouring years, then two years either side, then the same series with any badge", () => {
    expect(pick(ranger, [y(201, 2023), y(202, 2023), y(203, 2022)])?.step).toBe(1);
    expect(pick(ranger, [y(301, 2023), y(302, 2021), y(303, 2025)])?.step).toBe(2);
    const series = pick(ranger, [y(401, 2023), y(402, 2022, { badge: "XLT 4x4" }), y(403, 2023, { badge: "Wildtrak 4x4" })]);
    expect(series?.step).toBe(3);
    // Within a step, the closest first: the same badge before another one, then by year.
    expect(ids(series)).toEqual([401, 403, 402]);
  });
  it("never reaches past two model years, nor to another series once the badge is dropped", () => {
    expect(pick(ranger, [y(501, 2023), y(502, 2020), y(503, 2026)])).toBeNull();
    const sameSeries = [y(601, 2023), y(602, 2022, { badge: "XLS" })];
    expect(pick(ranger, [...sameSeries, y(603, 2023, { badge: "XLT 4x4" })])).not.toBeNull();
    expect(pick(ranger, [...sameSeries, y(603, 2023, { badge: "XLT 4x4", series: "PX MkIII" })])).toBeNull();
  });
  it(`gives no set (the empty answer) with fewer than ${MIN_COMPARABLES} even at the widest step`, () => {
    expect(pick(ranger, [y(801, 2023), y(802, 2022, { badge: "Sport 4x4" })])).toBeNull();
  });
});

// Issue 9, Deliver 1: "chosen deterministically (closest by year and kilometres)".
describe("determinism", () => {
  it(`keeps the ${MAX_COMPARABLES} closest by year, then kilometres, then id`, () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      marketRow({ id: 900 + i, km: 40_000 + (i % 10) * 5_000 * (i % 2 ? 1 : -1) }),
    );
    const chosen = pick(ranger, rows)!;
    expect(chosen.comparables).toHaveLength(MAX_COMPARABLES);
    const keys = chosen.comparables.map((c) => [Math.abs(c.km - ranger.km), c.id]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(chosen.comparables.some((c) => Math.abs(c.km - 40_000) === 45_000)).toBe(false);
  });
  it("chooses the same cars whatever order the stock comes in, and the query's cap changes nothing", () => {
    const row = fc.record({
      year: fc.integer({ min: 2019, max: 2026 }),
      km: fc.integer({ min: 0, max: 200_000 }),
      badge: fc.constantFrom("XL 4x4", "XLT 4x4", "Sport 4x4"),
      series: fc.constantFrom("PY", "PX MkIII"),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 80 }), fc.integer(), (list, seed) => {
        const rows = list.map((r, i) => marketRow({ id: 2_000 + i, ...r }));
        const shuffled = [...rows].sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101));
        const first = pick(ranger, rows);
        expect(pick(ranger, shuffled)).toEqual(first);
        // All candidates, uncapped, give the same set as the capped ranking (rankCandidates' claim).
        const all = rows
          .filter((r) => r.year >= 2021 && r.year <= 2025 && (r.badge === ranger.badge || r.series === ranger.series))
          .map((r) => ({ ...r, tier: r.badge === ranger.badge ? Math.abs(r.year - 2023) : 3 }));
        expect(selectComparables(ranger, all)).toEqual(first);
      }),
    );
  });
});
