/**
 * A first-come, first-served queue in front of React Router for the requests
 * that render (everything but a page cache hit). A render is mostly CPU on
 * the one JavaScript thread; when 200 arrive at once and all start, each
 * advances a step per turn of the event loop, so all of them finish late
 * together, some past a client's timeout, and the heap holds 200 half-done
 * pages (more garbage collection per page). Letting a few run at a time and
 * the rest wait in arrival order finishes each as soon as its turn allows
 * (docs/PERFORMANCE.md 'Pages under load').
 *
 * A slot is held from the start of the request until React Router hands back
 * its Response: loaders and the document's shell. Sending the body (and
 * compressing it) happens outside the queue, so a client that reads slowly
 * never holds a slot. Only requests without a body queue (GET, HEAD): a
 * body arrives at the client's pace and would hold a slot as long as it
 * liked.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; onAbort: () => void }> = [];

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be a positive integer");
  }

  /** Requests waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `work` when a slot is free, in arrival order. A request whose signal
   * aborts while waiting (the client went away) leaves the queue and is
   * rejected with the signal's reason without running.
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw signal.reason;
    if (this.running >= this.concurrency) await this.turn(signal);
    else this.running++;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener("abort", entry.onAbort);
          resolve();
        },
        onAbort: () => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener("abort", entry.onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  /** The slot passes straight to the first waiting request (running stays the same), or is freed. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }
}
