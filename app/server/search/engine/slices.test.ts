import { describe, expect, it } from "vitest";
import { runInSlices, runToEnd, sortNumbers, sortStrings, type Steps } from "./slices.server";

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("sorting in slices", () => {
  // Sizes below, at and well past one run, so the runs are merged over several passes.
  it.each([0, 1, 8_191, 8_192, 8_193, 50_000])("sorts %i numbers as Float64Array.prototype.sort does", (n) => {
    const next = rng(n + 1);
    // Few distinct values, so equal elements meet in every merge.
    const values = Float64Array.from({ length: n }, () => Math.floor(next() * 500) * 1.5 - 200);
    const expected = values.slice().sort();
    expect(runToEnd(sortNumbers(values.slice()))).toEqual(expected);
  });

  it("sorts strings by UTF-16 code units as Array.prototype.sort does", () => {
    const next = rng(7);
    const alphabet = ["a", "b", "z", "A", "Z", "0", "9", "é", "ß", "Ω", "😀", "\u{1F600}a", "ﬁ"];
    const words = Array.from({ length: 30_000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
    );
    expect(runToEnd(sortStrings(words.slice()))).toEqual(words.slice().sort());
  });
});

describe("runInSlices", () => {
  function* counted(n: number, log: string[]): Steps<number> {
    for (let i = 0; i < n; i++) {
      log.push(`step ${i}`);
      yield;
    }
    return n;
  }

  it("gives the event loop a turn between slices, and returns the work's result", async () => {
    const log: string[] = [];
    let ticking = true;
    const tick = () => {
      if (!ticking) return;
      log.push("tick");
      setImmediate(tick);
    };
    setImmediate(tick);
    // A budget of 0 ends a slice after every step.
    const result = await runInSlices(counted(3, log), 0);
    ticking = false;
    expect(result).toBe(3);
    expect(log.slice(0, 6)).toEqual(["step 0", "tick", "step 1", "tick", "step 2", "tick"]);
  });

  it("runs the same work in one go with runToEnd", () => {
    const log: string[] = [];
    expect(runToEnd(counted(3, log))).toBe(3);
    expect(log).toEqual(["step 0", "step 1", "step 2"]);
  });
});
