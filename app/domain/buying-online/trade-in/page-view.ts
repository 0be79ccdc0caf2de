import type { FieldErrors } from "./steps";
import type { Valuation } from "./valuation";

/**
 * What the valuation page shows at each step (spec 01 §4 'Valuation flow'):
 * made by the server (app/server/trade-in/flow.server.ts), drawn by
 * app/ui/trade-in/. Plain data, so the page renders the same before and
 * after JavaScript.
 */
interface Base {
  /** The answers so far, as form values: the page's hidden fields and the refill of a form with errors. */
  values: Record<string, string>;
  errors: FieldErrors;
  /** A message about the step as a whole (a lookup that found nothing, a limit). */
  notice: string | null;
  /** The idempotency key of this step's lead (a double click is one lead). */
  submissionId: string;
}

export type TradeInView =
  | (Base & { step: "lookup"; mode: "rego" | "pick"; lookupConfigured: boolean; years: number[]; makes: string[] })
  | (Base & { step: "model"; title: string; models: { value: string; label: string; model: string }[] })
  | (Base & { step: "adjustments"; title: string })
  | (Base & { step: "offer"; title: string; valuation: Valuation });

/** The steps as the progress list names them. */
export const PROGRESS = [
  { id: "car", label: "Your car", steps: ["lookup", "model"] },
  { id: "condition", label: "Kilometres and condition", steps: ["adjustments"] },
  { id: "offer", label: "Your offer", steps: ["offer"] },
] as const;
