import { desc, eq } from "drizzle-orm";
import { STEP_LABELS, type AnsweredStep } from "~/domain/buying-online/checkout/online-purchase";
import type { OrderAnswers } from "~/domain/buying-online/checkout/online-purchase-form";
import { moneyText } from "~/domain/buying-online/checkout/reservation";
import { endReservation, findReservation } from "~/server/checkout/reservations.server";
import { orders, reservations } from "~/server/db/schema.server";
import { env } from "~/server/env.server";
import { createPaymentProvider } from "~/server/payments/create-provider.server";
import { fail, out, parseListArgs } from "./command";
import { withCliTenant } from "./database";

/**
 * npm run cli -- reservations list <slug> [--limit N]
 *               | reservations sold <slug> <ref> | reservations release <slug> <ref>
 *               | reservations orders <slug> [--limit N]
 *
 * The dealer's hand on a 48-hour hold (spec 02 §4; issue 20 item 3): `sold`
 * ends it with the car sold (the deposit goes toward the price), `release`
 * cancels it and refunds the deposit in full (spec 01 §9 '100% refundable').
 * Each is recorded, sent to the dealer as a lead and to the shopper as a
 * receipt (delivered by the server's outbox), and takes Reserved off the car.
 * `orders` lists the online purchases (issue 20 item 4): each order's state,
 * its deposit's reservation (ended with sold or release like any other),
 * and the steps answered.
 */
export async function runReservationsCommand(command: string | undefined, args: string[]): Promise<number> {
  if (command === "list") {
    const a = parseListArgs(args);
    if (!a) return fail("Usage: npm run cli -- reservations list <slug> [--limit N]", 2);
    return withCliTenant(a.slug, async (db, tenant) => {
      const rows = await db
        .select()
        .from(reservations)
        .where(eq(reservations.tenantId, tenant.id))
        .orderBy(desc(reservations.createdAt))
        .limit(a.limit);
      for (const r of rows)
        out(
          [
            r.publicId,
            r.status,
            `car ${r.vehicleId}`,
            moneyText(r.amountCents),
            r.provider,
            r.heldUntil && r.status === "held" ? `until ${r.heldUntil.toISOString()}` : "",
            r.refundId ? `refunded ${r.refundId}` : r.refundDue ? "refund owed" : "",
            `${r.shopper.name} ${r.shopper.last_name} <${r.shopper.email}>`,
          ]
            .filter(Boolean)
            .join("\t") + "\n",
        );
      if (rows.length === 0) out("No reservations.\n");
      return 0;
    });
  }
  if (command === "orders") {
    const a = parseListArgs(args);
    if (!a) return fail("Usage: npm run cli -- reservations orders <slug> [--limit N]", 2);
    return withCliTenant(a.slug, async (db, tenant) => {
      const rows = await db
        .select({ order: orders, reservation: reservations.publicId })
        .from(orders)
        .leftJoin(reservations, eq(reservations.id, orders.reservationId))
        .where(eq(orders.tenantId, tenant.id))
        .orderBy(desc(orders.createdAt))
        .limit(a.limit);
      for (const { order, reservation } of rows) {
        const answers = order.answers as OrderAnswers;
        const d = answers.details;
        const steps = (Object.keys(answers) as AnsweredStep[]).map((s) => STEP_LABELS[s]).join(", ");
        out(
          [
            order.publicId,
            order.status,
            `car ${order.vehicleId}`,
            reservation ?? "",
            steps ? `steps: ${steps}` : "",
            d ? `${d.name} ${d.last_name} <${d.email}>` : "",
          ]
            .filter(Boolean)
            .join("\t") + "\n",
        );
      }
      if (rows.length === 0) out("No orders.\n");
      return 0;
    });
  }
  if (command === "sold" || command === "release") {
    const [slug, ref] = args;
    if (!slug || !ref || args.length !== 2) return fail(`Usage: npm run cli -- reservations ${command} <slug> <ref>`, 2);
    return withCliTenant(slug, async (db, row) => {
      const tenant = { id: row.id, slug: row.slug, config: row.config };
      const r = await findReservation(db, tenant.id, ref.trim().toUpperCase());
      if (!r) return fail(`No reservation ${ref} at ${slug} (see: npm run cli -- reservations list ${slug})`);
      if (r.status !== "held") return fail(`Reservation ${r.publicId} is ${r.status}, not held: nothing to do.`);
      const payments = createPaymentProvider(env());
      const to = command === "sold" ? "sold" : "released";
      const ended = await endReservation(db, tenant, { payments }, r.id, to, `cli: ${command}`, new Date());
      if (!ended) return fail(`Reservation ${r.publicId} changed meanwhile: nothing done.`);
      out(
        `${ended.publicId}: ${ended.status}` +
          (ended.refundId
            ? `, deposit refunded (${ended.refundId})`
            : ended.refundDue
              ? ", refund owed (retried by the server)"
              : "") +
          "\n",
      );
      return 0;
    });
  }
  return fail(
    "Usage: npm run cli -- reservations list <slug> [--limit N] | reservations sold|release <slug> <ref> | reservations orders <slug> [--limit N]",
    2,
  );
}
