import { answerLabel } from "../trade-in/adjustments";
import { DELIVERY_METHODS, PAYMENT_METHODS, STEP_LABELS, type AnsweredStep } from "./online-purchase";
import type { DeliveryAnswer, DetailsAnswer, OrderAnswers, PaymentAnswer, TradeInAnswer } from "./online-purchase-form";

/**
 * Each answered step in words: the review step shows them, and the dealer's
 * lead for the step carries the same lines, so what the shopper confirmed
 * is what the dealer reads.
 */

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;

export function detailsLines(a: DetailsAnswer): string[] {
  return [`${a.name} ${a.last_name}`, a.email, a.phone];
}

export function deliveryLines(a: DeliveryAnswer): string[] {
  if (a.method === "pickup") return [DELIVERY_METHODS.pickup];
  return [
    `${DELIVERY_METHODS.delivery}: postcode ${a.postcode}`,
    a.quote
      ? `Delivery quote: ${dollars(a.quote.price)} to ${a.quote.name}`
      : "No delivery quote online for that postcode: the dealer will quote it",
  ];
}

export function tradeInLines(a: TradeInAnswer): string[] {
  if (!a.has) return ["No trade-in"];
  const v = a.vehicle;
  return [
    `${v.year} ${v.make} ${v.model}, ${a.km.toLocaleString("en-AU")} km`,
    [
      answerLabel("condition", a.answers.condition),
      answerLabel("service_history", a.answers.service_history),
      a.answers.accident_damage === "yes" ? "Accident damage" : "No accident damage",
      a.answers.finance_owing === "yes" ? "Finance owing" : "No finance owing",
    ].join("; "),
    a.valuation.kind === "offer"
      ? `Trade-in estimate: ${dollars(a.valuation.low)} to ${dollars(a.valuation.high)}`
      : a.valuation.text,
  ];
}

export function paymentLines(a: PaymentAnswer): string[] {
  return [PAYMENT_METHODS[a.method]];
}

/** The lines of one answered step. */
export function stepLines(step: AnsweredStep, answers: OrderAnswers): string[] {
  switch (step) {
    case "details":
      return answers.details ? detailsLines(answers.details) : [];
    case "delivery":
      return answers.delivery ? deliveryLines(answers.delivery) : [];
    case "trade_in":
      return answers.trade_in ? tradeInLines(answers.trade_in) : [];
    case "payment":
      return answers.payment ? paymentLines(answers.payment) : [];
  }
}

/** The whole order as the review shows it and the 'Order Placed' lead carries it. */
export function orderSummary(
  steps: readonly AnsweredStep[],
  answers: OrderAnswers,
): { step: AnsweredStep; label: string; lines: string[] }[] {
  return steps.map((step) => ({ step, label: STEP_LABELS[step], lines: stepLines(step, answers) }));
}
