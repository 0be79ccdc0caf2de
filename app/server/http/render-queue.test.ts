import { describe, expect, it } from "vitest";
import { RenderQueue } from "./render-queue.server";

/** A piece of work that finishes when told to, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderQueue", () => {
  it("runs at most `concurrency` at once and starts the rest in arrival order", async () => {
    const queue = new RenderQueue(2);
    const started: string[] = [];
    const gates = ["a", "b", "c", "d"].map((name) => gate(started, name));
    const results = gates.map((g) => queue.run(g.work));
    await tick();
    expect(started).toEqual(["a", "b"]);
    expect(queue.queued).toBe(2);
    gates[1]!.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    gates[0]!.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(queue.queued).toBe(0);
    gates[2]!.finish();
    gates[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("frees the slot when the work fails", async () => {
    const queue = new RenderQueue(1);
    await expect(queue.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("drops a waiting request whose client left, without running it, and keeps the order of the rest", async () => {
    const queue = new RenderQueue(1);
    const started: string[] = [];
    const first = gate(started, "first");
    const running = queue.run(first.work);
    const left = new AbortController();
    let ranLeft = false;
    const leaving = queue.run(async () => {
      ranLeft = true;
    }, left.signal);
    const last = queue.run(async () => "last");
    await tick();
    left.abort(new Error("client closed"));
    await expect(leaving).rejects.toThrow("client closed");
    expect(queue.queued).toBe(1);
    first.finish();
    expect(await running).toBe("first");
    expect(await last).toBe("last");
    expect(ranLeft).toBe(false);
  });

  it("refuses an already aborted request at once", async () => {
    const queue = new RenderQueue(1);
    const gone = AbortSignal.abort(new Error("gone"));
    await expect(queue.run(async () => "never", gone)).rejects.toThrow("gone");
  });

  it("needs a positive whole concurrency", () => {
    expect(() => new RenderQueue(0)).toThrow(RangeError);
    expect(() => new RenderQueue(1.5)).toThrow(RangeError);
  });
});
