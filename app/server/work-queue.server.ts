/**
 * Expensive work (image renditions, demo videos) runs a few jobs at a time,
 * so however many are asked for at once, requests that need no rendering
 * keep a core (issue 8: 8 demo videos at once pushed /api/search from 5 ms to
 * 200–925 ms). Beyond `maxWaiting` queued jobs a new one is refused at once
 * (QueueFullError, answered 503 with Retry-After) rather than piling up.
 *
 * The waiting room is shared fairly (issue 21 item 4): every job has an owner,
 * the tenant whose site asked for it and the client address that asked. One
 * client may hold at most a quarter of the room and one tenant at most half,
 * and a freed slot goes to the tenants in turn (and, within a tenant, to its
 * clients in turn), so one address or one site asking for hundreds of new
 * images gets its own 503s while every other site's new images are made next.
 * (Before: 90 renditions from one address filled the room and every other
 * tenant's new images were refused, 10 of 10.)
 *
 * Page renders wait in one too (http/react-router-handler.server.ts): a job
 * given an abort signal leaves the room without running when it aborts
 * while waiting (the client went away).
 */
export class QueueFullError extends Error {
  constructor(readonly what: string) {
    super(`Too much ${what} work queued`);
    this.name = "QueueFullError";
  }
}

/** Who a job is for: the tenant's site and the client's address (any stable keys). */
export interface QueueOwner {
  tenant: string;
  client: string;
}

/** Jobs whose caller names no owner share one lane, limited by the whole room only. */
const NOBODY: QueueOwner = { tenant: "", client: "" };

/** A waiting job, started when a slot passes to it. */
type Waiting = { start: () => void };

export class WorkQueue {
  private running = 0;
  /** Waiting jobs by tenant, then by client; each map's order is the turn order (a served lane moves to the back). */
  private readonly lanes = new Map<string, Map<string, Waiting[]>>();
  private readonly waitingByTenant = new Map<string, number>();
  private waitingCount = 0;
  private readonly maxPerTenant: number;
  private readonly maxPerClient: number;

  constructor(
    readonly what: string,
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be a positive integer");
    this.maxPerTenant = Math.max(1, Math.floor(maxWaiting / 2));
    this.maxPerClient = Math.max(1, Math.floor(maxWaiting / 4));
  }

  /**
   * Runs `job` when a slot is free and it is its owner's turn. Throws QueueFullError at once when the
   * room or the owner's share of it is full; with a `signal` that aborts while the job waits, the job
   * leaves the room without running and run rejects with the signal's reason.
   */
  async run<T>(job: () => Promise<T>, owner?: QueueOwner, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw signal.reason;
    if (this.running < this.concurrency && this.waitingCount === 0) this.running++;
    else {
      this.admit(owner);
      // The slot of the job that finishes is handed over whole (see finally).
      await new Promise<void>((resolve, reject) => this.enqueue(owner ?? NOBODY, resolve, reject, signal));
    }
    try {
      return await job();
    } finally {
      const next = this.takeNext();
      if (next) next.start();
      else this.running--;
    }
  }

  get pending(): number {
    return this.running + this.waitingCount;
  }

  /** Jobs waiting for a slot now. */
  get waiting(): number {
    return this.waitingCount;
  }

  /** Refuses a job when the room is full, or its tenant or client already has its share of it. */
  private admit(owner: QueueOwner | undefined): void {
    if (this.waitingCount >= this.maxWaiting) throw new QueueFullError(this.what);
    if (!owner) return;
    const tenantWaiting = this.waitingByTenant.get(owner.tenant) ?? 0;
    const clientWaiting = this.lanes.get(owner.tenant)?.get(owner.client)?.length ?? 0;
    if (tenantWaiting >= this.maxPerTenant || clientWaiting >= this.maxPerClient) throw new QueueFullError(this.what);
  }

  private enqueue(owner: QueueOwner, resolve: () => void, reject: (reason: unknown) => void, signal?: AbortSignal): void {
    let clients = this.lanes.get(owner.tenant);
    if (!clients) this.lanes.set(owner.tenant, (clients = new Map()));
    let lane = clients.get(owner.client);
    if (!lane) clients.set(owner.client, (lane = []));
    const entry: Waiting = { start: resolve };
    if (signal) {
      const onAbort = () => {
        this.remove(owner, entry);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      entry.start = () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      };
    }
    lane.push(entry);
    this.count(owner.tenant, +1);
  }

  /** The next tenant's next client's oldest job; both move to the back of their turn. */
  private takeNext(): Waiting | undefined {
    const first = this.lanes.entries().next();
    if (first.done) return undefined;
    const [tenant, clients] = first.value;
    const [client, lane] = clients.entries().next().value!;
    const next = lane.shift()!;
    clients.delete(client);
    if (lane.length) clients.set(client, lane);
    this.lanes.delete(tenant);
    if (clients.size) this.lanes.set(tenant, clients);
    this.count(tenant, -1);
    return next;
  }

  /** Takes a job that gave up out of its lane; the lanes' turn order stays as it was. */
  private remove(owner: QueueOwner, entry: Waiting): void {
    const clients = this.lanes.get(owner.tenant);
    const lane = clients?.get(owner.client);
    const at = lane?.indexOf(entry) ?? -1;
    if (!clients || !lane || at < 0) return;
    lane.splice(at, 1);
    if (!lane.length) clients.delete(owner.client);
    if (!clients.size) this.lanes.delete(owner.tenant);
    this.count(owner.tenant, -1);
  }

  private count(tenant: string, change: 1 | -1): void {
    const now = (this.waitingByTenant.get(tenant) ?? 0) + change;
    if (now) this.waitingByTenant.set(tenant, now);
    else this.waitingByTenant.delete(tenant);
    this.waitingCount += change;
  }
}
