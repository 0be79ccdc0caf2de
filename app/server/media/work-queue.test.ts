import { describe, expect, it } from "vitest";
import { QueueFullError, WorkQueue } from "./work-queue.server";

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
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(jobs);
    expect(most).toBe(2);
  });
});
