import type { Db } from "../db/client.server";
import type { Tenant } from "../context.server";
import { logger } from "../logger.server";
import type { PaymentProvider } from "../payments/provider.server";
import { sweepReservations } from "./reservations.server";

/**
 * Ends 48-hour holds by themselves (spec 02 §4 'Reserve places a 48-hour
 * hold') and retries refunds still owed, every `everyMs` in each server
 * process (the row updates are conditional, so two processes never end one
 * hold twice). The clock is the platform's: tests pass a fake one and call
 * sweepOnce() themselves.
 */
export class ReservationSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      payments: PaymentProvider;
      tenantById: (id: number) => Tenant | undefined;
      clock?: () => Date;
      everyMs: number;
    },
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.sweepOnce(), this.deps.everyMs);
    this.timer.unref();
  }

  async sweepOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        const now = this.deps.clock?.() ?? new Date();
        const done = await sweepReservations(this.deps.db, this.deps, now);
        if (done.expired || done.refunded) logger.info(done, "reservation sweep");
      } catch (e) {
        logger.error({ err: e }, "reservation sweep failed");
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
