import { lenderReplySchema, type LenderConfig } from "~/domain/finance/lender-config";

/**
 * The finance application's hand-off (issue 19 item 6; spec 02 §7
 * /api/youx/create-customer: 'redirectUrl or error; the visitor is sent to
 * redirectUrl'). By then the application is already stored and on its way to
 * the dealer as a finance lead (apply.server.ts): the hand-off only decides
 * where the shopper goes next.
 *
 * - `embedded` (the default): nothing leaves the platform; the shopper goes to
 *   the platform's own application page, which says the dealer's finance team
 *   will call. No credit decision is made or implied.
 * - `remote`: the application is POSTed as JSON to the lender's URL with the
 *   tenant's API key (X-Api-Key), and the lender's reply names the redirect.
 */

/** What the lender is sent: the create-customer `data` of spec 02 §7 and the lead's reference. */
export interface LenderApplication {
  /** The platform's lead reference ('GR-7K3Q9DXM'), also the request's Idempotency-Key. */
  reference: string;
  data: {
    nvic: string | null;
    vin: string | null;
    selfAssessedCreditScore: string;
    purchasePrice: number;
    year: number | null;
    loanTerm: number;
    phoneNumber: string;
    firstName: string;
    lastName: string;
    email: string;
    subscribe: boolean;
    postCode: string;
  };
  additionalData: {
    dealership_slug: string | null;
    car_id: number | null;
    car_type: string | null;
    whoIsHelping: string | null;
    tags: string[];
  };
  /** The platform's own page for this application (the embedded redirect). */
  statusUrl: string;
}

export type HandoffResult = { ok: true; redirectUrl: string } | { ok: false; message: string; detail: string };

export interface LenderHandoff {
  kind: LenderConfig["adapter"];
  /** Said at start-up and in logs: where this tenant's applications go. */
  description: string;
  handOff(application: LenderApplication): Promise<HandoffResult>;
}

/** Spec 02 §8, quoted. */
export const HANDOFF_MESSAGES = {
  failed: "Failed to create customer with YouX",
  noRedirect: "Failed to create customer or no redirect URL received.",
} as const;

export function embeddedHandoff(): LenderHandoff {
  return {
    kind: "embedded",
    description: "embedded: applications are stored and delivered to the dealer as finance leads; no lender is called",
    handOff: async (application) => ({ ok: true, redirectUrl: application.statusUrl }),
  };
}

/**
 * The remote lender: one POST per application, JSON both ways, bounded by the
 * tenant's timeout. A reply without a usable redirectUrl is an error, never a
 * guess; the key is the configured variable's value, or the hand-off fails
 * saying the variable is unset.
 */
export function remoteHandoff(
  cfg: Extract<LenderConfig, { adapter: "remote" }>,
  keys: Readonly<Record<string, string>>,
  fetchFn: typeof fetch = fetch,
): LenderHandoff {
  const host = new URL(cfg.url).host;
  return {
    kind: "remote",
    description: `remote lender at ${host} (key from ${cfg.api_key_env}${keys[cfg.api_key_env] ? "" : ", which is NOT set"})`,
    async handOff(application) {
      const key = keys[cfg.api_key_env];
      if (!key) return { ok: false, message: HANDOFF_MESSAGES.failed, detail: `${cfg.api_key_env} is not set` };
      let response: Response;
      try {
        response = await fetchFn(cfg.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "X-Api-Key": key,
            "Idempotency-Key": application.reference,
          },
          body: JSON.stringify({
            reference: application.reference,
            data: application.data,
            additionalData: application.additionalData,
          }),
          redirect: "error",
          signal: AbortSignal.timeout(cfg.timeout_ms),
        });
      } catch (err) {
        return { ok: false, message: HANDOFF_MESSAGES.failed, detail: `request failed: ${(err as Error).message}` };
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        // Spec 02 §8 '(server error text preferred)': the lender's own message, when it gives one in JSON.
        const message = errorText(text) ?? HANDOFF_MESSAGES.failed;
        return { ok: false, message, detail: `lender answered ${response.status}` };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, message: HANDOFF_MESSAGES.noRedirect, detail: "lender's reply is not JSON" };
      }
      const reply = lenderReplySchema.safeParse(body);
      if (!reply.success) return { ok: false, message: HANDOFF_MESSAGES.noRedirect, detail: "lender's reply has no redirectUrl" };
      return { ok: true, redirectUrl: reply.data.redirectUrl };
    },
  };
}

/** A short error text from a lender's JSON error body ({ error } or { message }), else null. */
function errorText(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const m = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : null;
    return m && m.length <= 200 ? m : null;
  } catch {
    return null;
  }
}

/** The tenant's hand-off from its config and the process's lender keys. */
export function lenderHandoffFor(
  cfg: LenderConfig,
  keys: Readonly<Record<string, string>>,
  fetchFn: typeof fetch = fetch,
): LenderHandoff {
  return cfg.adapter === "remote" ? remoteHandoff(cfg, keys, fetchFn) : embeddedHandoff();
}
