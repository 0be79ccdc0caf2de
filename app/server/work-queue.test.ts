import { describe, expect, it } from "vitest";
import { QueueFullError, WorkQueue, type QueueOwner } from "./work-queue.server";

/** Lets every settled promise's callbacks run (no clock involved). */
const settle = () => new Promise<void>((r) => setImmediate(r));

/** A queue whose jobs finish only when the test says so, recording the order they started in. */
function heldQueue(concurrency: number, maxWaiting: number) {
  const queue = new WorkQueue("test", concurrency, maxWaiting);
  const started: string[] = [];
  const releases: (() => void)[] = [];
  const submit = (label: string, owner?: QueueOwner) =>
    queue.run(async () => {
      started.push(label);
      await new Promise<void>((r) => releases.push(r));
      return label;
    }, owner);
  /** Finishes the oldest running job and lets the next one start. */
  const finishOne = async () => {
    releases.shift()!();
    await settle();
  };
  return { queue, started, submit, finishOne };
}

describe("WorkQueue", () => {
  it("runs at most `concurrency` jobs at once and refuses past the waiting room", async () => {
    const queue = new WorkQueue("test", 2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((r) => releases.push(r));
        running--;
      });
    const jobs = Array.from({ length: 5 }, job);
    await expect(job()).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.pending).toBe(5);
    while (releases.length || queue.pending) {
      releases.shift()?.();
      await settle();
    }
    await Promise.all(jobs);
    expect(most).toBe(2);
  });

  it("one address asking for 90 new images cannot keep another site's image out or behind it (issue 21 item 4)", async () => {
    const { queue, started, submit, finishOne } = heldQueue(1, 64);
    const hog = { tenant: "greywattle", client: "203.0.113.9" };
    const outcomes = Array.from({ length: 90 }, (_, i) =>
      submit(`hog ${i}`, hog).then(
        () => "made",
        (err: unknown) => (err instanceof QueueFullError ? "busy" : "failed"),
      ),
    );
    await settle();
    // One runs; the address may hold a quarter of the room (16); the other 73 are told to come back.
    expect(queue.pending).toBe(17);
    const other = submit("coralview photo", { tenant: "coralview-kia", client: "198.51.100.7" });
    await settle();
    expect(queue.pending).toBe(18);
    // The running job ends, the hog's lane had its turn first, then the other site's.
    await finishOne();
    await finishOne();
    expect(started.slice(0, 3)).toEqual(["hog 0", "hog 1", "coralview photo"]);
    while (queue.pending) await finishOne();
    await expect(other).resolves.toBe("coralview photo");
    const counts = (await Promise.all(outcomes)).reduce<Record<string, number>>((c, o) => ({ ...c, [o]: (c[o] ?? 0) + 1 }), {});
    expect(counts).toEqual({ made: 17, busy: 73 });
  });

  it("one site asking from many addresses holds at most half the room; the others still get in", async () => {
    const { queue, submit, finishOne } = heldQueue(1, 64);
    const refused: number[] = [];
    const jobs = Array.from({ length: 40 }, (_, i) =>
      submit(`a${i}`, { tenant: "greywattle", client: `10.0.0.${i}` }).catch(() => void refused.push(i)),
    );
    await settle();
    // 1 running + 32 waiting (half of 64); the last 7 refused.
    expect(refused).toEqual([33, 34, 35, 36, 37, 38, 39]);
    const others = Array.from({ length: 10 }, (_, i) => submit(`b${i}`, { tenant: `site-${i}`, client: `192.0.2.${i}` }));
    await settle();
    expect(queue.pending).toBe(43);
    while (queue.pending) await finishOne();
    await Promise.all([...jobs, ...others]);
  });

  it("serves tenants in turn, and a tenant's clients in turn", async () => {
    const { started, submit, finishOne, queue } = heldQueue(1, 64);
    const jobs = [
      submit("first", { tenant: "t1", client: "x" }),
      submit("t1 x 1", { tenant: "t1", client: "x" }),
      submit("t1 x 2", { tenant: "t1", client: "x" }),
      submit("t1 y 1", { tenant: "t1", client: "y" }),
      submit("t2 z 1", { tenant: "t2", client: "z" }),
      submit("t2 z 2", { tenant: "t2", client: "z" }),
    ];
    await settle();
    while (queue.pending) await finishOne();
    await Promise.all(jobs);
    expect(started).toEqual(["first", "t1 x 1", "t2 z 1", "t1 y 1", "t2 z 2", "t1 x 2"]);
  });

  it("starts one owner's jobs in arrival order", async () => {
    const { started, submit, finishOne } = heldQueue(1, 10);
    const owner = { tenant: "a", client: "1" };
    const all = ["first", "second", "third"].map((label) => submit(label, owner));
    await settle();
    expect(started).toEqual(["first"]);
    await finishOne();
    await finishOne();
    await finishOne();
    expect(started).toEqual(["first", "second", "third"]);
    expect(await Promise.all(all)).toEqual(["first", "second", "third"]);
  });

  it("frees the slot when a job fails", async () => {
    const queue = new WorkQueue("test", 1, 10);
    await expect(queue.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await queue.run(async () => "next")).toBe("next");
    expect(queue.pending).toBe(0);
  });

  it("drops a waiting job whose caller gave up, without running it, and keeps the turn of the rest", async () => {
    const { queue, started, submit, finishOne } = heldQueue(1, 10);
    const owner = { tenant: "a", client: "1" };
    const running = submit("first", owner);
    const left = new AbortController();
    let ranLeft = false;
    const leaving = queue.run(
      async () => {
        ranLeft = true;
      },
      owner,
      left.signal,
    );
    const last = submit("last", { tenant: "b", client: "2" });
    await settle();
    left.abort(new Error("client closed"));
    await expect(leaving).rejects.toThrow("client closed");
    expect(queue.waiting).toBe(1);
    await finishOne();
    await finishOne();
    expect(await running).toBe("first");
    expect(await last).toBe("last");
    expect(started).toEqual(["first", "last"]);
    expect(ranLeft).toBe(false);
    expect(queue.pending).toBe(0);
  });

  it("refuses a job whose caller already gave up", async () => {
    const queue = new WorkQueue("test", 1, 10);
    await expect(queue.run(async () => "never", undefined, AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
    expect(queue.pending).toBe(0);
  });

  it("needs a positive whole concurrency", () => {
    expect(() => new WorkQueue("test", 0, 1)).toThrow(RangeError);
    expect(() => new WorkQueue("test", 1.5, 1)).toThrow(RangeError);
  });
});
