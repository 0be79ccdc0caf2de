import { describe, expect, it } from "vitest";
import { settleWithin } from "./page.server";

describe("settleWithin", () => {
  it("answers the value of a promise that settles in time", async () => {
    expect(await settleWithin(Promise.resolve(42), 50)).toEqual({ value: 42 });
  });
  it("answers the promise itself when it is late, to be streamed", async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(7), 80));
    const r = await settleWithin(slow, 10);
    expect(r).toEqual({ pending: slow });
    if ("pending" in r) expect(await r.pending).toBe(7);
  });
});
