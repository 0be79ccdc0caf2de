import path from "node:path";
import { listRecords, recordFolder } from "../record-folder.server";
import type { PaymentProvider, PaymentRequest, RefundRequest, StartedPayment } from "./provider.server";

/**
 * The embedded payment provider (the default): nothing is charged and no
 * provider is called. The dealer's own site shows a page plainly labelled
 * "Demo payment — no money moves" (app/ui/checkout/demo-payment.tsx) and
 * each step a real provider would take (the payment made, paid, refunded)
 * is written as a JSON record under DATA_DIR/payments, where the CLI and
 * tests read it. Said at start-up in the log (platform.server.ts).
 */

export type DemoPaymentRecord =
  | ({ operation: "create"; id: string; paymentId: string; at: string } & Omit<PaymentRequest, "idempotencyKey">)
  | { operation: "pay"; id: string; paymentId: string; amountCents: number; at: string }
  | ({ operation: "refund"; id: string; refundId: string; at: string } & Omit<RefundRequest, "idempotencyKey">);

export function demoPaymentsDir(dataDir: string): string {
  return path.join(dataDir, "payments");
}

export class DemoPaymentProvider implements PaymentProvider {
  readonly kind = "demo" as const;
  readonly publishableKey = null;
  readonly description: string;
  private readonly folder;

  constructor(
    private readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.folder = recordFolder(dir);
    this.description = `demo payments: no money moves, recorded in ${dir}`;
  }

  async createPayment(req: PaymentRequest): Promise<StartedPayment> {
    const now = this.clock();
    const id = this.folder.newId(now);
    const paymentId = `demo_pi_${id.slice(-8)}${id.slice(0, 8)}`;
    await this.write({ operation: "create", id, paymentId, at: now.toISOString(), ...withoutKey(req) });
    return { paymentId, clientSecret: null };
  }

  /** The demo page's "Pay" button: records that the shopper would have paid. */
  async pay(paymentId: string, amountCents: number): Promise<void> {
    const now = this.clock();
    await this.write({ operation: "pay", id: this.folder.newId(now), paymentId, amountCents, at: now.toISOString() });
  }

  async refund(req: RefundRequest): Promise<{ refundId: string }> {
    const now = this.clock();
    const id = this.folder.newId(now);
    const refundId = `demo_re_${id.slice(-8)}`;
    await this.write({ operation: "refund", id, refundId, at: now.toISOString(), ...withoutKey(req) });
    return { refundId };
  }

  /** Everything recorded, oldest first. */
  list(): Promise<DemoPaymentRecord[]> {
    return listRecords<DemoPaymentRecord>(this.dir);
  }

  private write(r: DemoPaymentRecord): Promise<void> {
    return this.folder.write(r.id, ".json", JSON.stringify(r, null, 2) + "\n");
  }
}

/** The request as recorded: the idempotency key is the caller's, not part of the payment. */
function withoutKey<T extends { idempotencyKey: string }>(req: T): Omit<T, "idempotencyKey"> {
  const out: Partial<T> = { ...req };
  delete out.idempotencyKey;
  return out as Omit<T, "idempotencyKey">;
}
