/**
 * Where a tenant's finance applications go (issue 19 item 6; spec 02 §7
 * /api/youx/create-customer answers redirectUrl): the embedded default keeps
 * the application as a finance lead for the dealer and sends the shopper to
 * the platform's own status page; `remote` posts it to the lender's API as
 * well, whose answer names where the shopper goes. The API key is never in
 * the config: the config names the environment variable holding it
 * (FINANCE_LENDER_KEY_*, read once at start-up by env.server.ts), so a config
 * can be shown, exported and versioned without a secret in it.
 */
import { z } from "zod";

/** The environment variables a lender's key may be read from. */
export const LENDER_KEY_ENV_PATTERN = /^FINANCE_LENDER_KEY_[A-Z0-9_]{1,60}$/;

/** https, or http to this machine (a lender's sandbox beside a development server, and the tests' lender). */
const lenderUrl = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: "must be an https:// address of the lender's API" }))
  .refine((u) => {
    const url = new URL(u);
    return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  }, "must be an https:// address of the lender's API (http only to this machine)");

export const lenderConfigSchema = z
  .discriminatedUnion("adapter", [
    z.object({ adapter: z.literal("embedded") }),
    z.object({
      adapter: z.literal("remote"),
      /** The lender's create-customer endpoint (the request is a POST of JSON). */
      url: lenderUrl,
      /** The environment variable holding the API key, sent as the X-Api-Key header. */
      api_key_env: z.string().regex(LENDER_KEY_ENV_PATTERN, "must name an environment variable FINANCE_LENDER_KEY_<NAME>"),
      timeout_ms: z.number().int().min(1000).max(30_000).default(10_000),
    }),
  ])
  .default({ adapter: "embedded" });
export type LenderConfig = z.output<typeof lenderConfigSchema>;

/** The lender's answer (spec 02 §7 'redirectUrl or error'): an https address, or http for a lender on this machine in development. */
export const lenderReplySchema = z.object({
  redirectUrl: z.url({ protocol: /^https?$/ }),
});
