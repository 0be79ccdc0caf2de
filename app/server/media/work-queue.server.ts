/**
 * Expensive work (image renditions, demo videos) runs a few jobs at a time,
 * so however many are asked for at once, requests that need no rendering
 * keep a core (issue 8: 8 demo videos at once pushed /api/search from 5 ms to
 * 200–925 ms). Beyond `maxWaiting` queued jobs a new one is refused at once
 * (QueueFullError, answered 503 with Retry-After) rather than piling up.
 */
export class QueueFullError extends Error {
  constructor(readonly what: string) {
    super(`Too much ${what} work queued`);
    this.name = "QueueFullError";
  }
}

export class WorkQueue {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    readonly what: string,
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.what);
      // The slot of the job that finishes is handed over whole (see finally).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get pending(): number {
    return this.running + this.waiting.length;
  }
}
