import net from "node:net";
import { z } from "zod";
import { LENDER_KEY_ENV_PATTERN } from "~/domain/finance/lender-config";
import { REGO_LOOKUP_KEY_ENV_PATTERN } from "~/domain/buying-online/trade-in/trade-in-config";

/**
 * The only place that reads process.env. Validated once, at first use, so a
 * bad value stops the process with the variable's name instead of failing later.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // An empty value means unset (the embedded database).
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ message: "DATABASE_URL must be a postgres:// URL" }).optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // How often each process checks the database for stock or config changes.
  SYNC_INTERVAL_MS: z.coerce.number().int().min(50).max(10_000).default(250),
  SEED_DEMO: z.enum(["auto", "never"]).default("auto"),
  // Threads that load the tenants at start-up on PostgreSQL (docs/PERFORMANCE.md 'Scale'); unset: one a
  // core; 0: the main thread loads them, as it always does on PGlite and for every later change.
  TENANT_LOAD_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  // Proxies (nginx in deploy/) whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses,
  // CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated. Empty: none,
  // so the client is the socket's peer and HTTPS is only what the socket says.
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isProxyAddress, {
          message: "each entry must be an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal or uniquelocal",
        }),
      ),
    ),
  // The most each disk cache (image renditions, demo videos) keeps; the least recently used files go first.
  DISK_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  // How long a stopping server lets the requests in flight finish before it closes their connections (server.js).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // The rendered-page cache (app/server/page-cache/): how long a page is kept, and the most its pages weigh in memory (0 turns it off).
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(100_000).default(64),
  // How many pages render at once; the rest wait their turn, each site and client address in turn (app/server/work-queue.server.ts).
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(4),
  // How many page renders may wait: past it, or past half of it for one site or a quarter for one client address, 503 at once.
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(1_000),
  // Lead emails: an SMTP server (smtp:// or smtps://, credentials in the URL); unset writes .eml files under DATA_DIR/mail.
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .url({ message: "SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465" })
      .refine((u) => /^smtps?:\/\//.test(u), "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  // The sender address of lead emails; set it to one your SMTP server may send as.
  MAIL_FROM: z.email({ message: "MAIL_FROM must be an email address" }).default("no-reply@dealer-platform.example"),
  // The outbox worker every server process runs (app/server/outbox/; docs/decisions/outbox.md).
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(2_000),
  OUTBOX_RETRY_CAP_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  // Lead webhooks to this machine (localhost, 127.0.0.0/8, ::1): "true" lets a receiver running beside a
  // development server take them; off by default, and private, link-local and metadata addresses are refused
  // whatever it says (app/domain/leads/webhook-address.ts). Read by `tenant apply` and by the sender.
  WEBHOOK_ALLOW_LOOPBACK: z
    .enum(["true", "false"], { message: "WEBHOOK_ALLOW_LOOPBACK must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  // --- sign-in (issue 11) ---
  // The key of the sign-in codes' HMAC and of the SMS text waiting in the outbox: at least 32 characters
  // (openssl rand -base64 32), the same in every process. Unset: a generated one kept in DATA_DIR/auth-secret.
  AUTH_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32, { message: "AUTH_SECRET must be at least 32 characters (openssl rand -base64 32)" }).optional(),
  ),
  // SMS through ClickSend's REST API v3 when both are set (app/server/sms/); unset: written under DATA_DIR/sms.
  CLICKSEND_USERNAME: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
  CLICKSEND_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
  CLICKSEND_API_URL: z.url({ message: "CLICKSEND_API_URL must be a URL" }).default("https://rest.clicksend.com/v3"),
  // The sender shown on the phone: an alphanumeric sender id (up to 11 letters and digits) or a number.
  SMS_FROM: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^(?:[A-Za-z0-9]{1,11}|\+?\d{6,15})$/, {
        message: "SMS_FROM must be up to 11 letters and digits, or a phone number",
      })
      .optional(),
  ),
  // --- end sign-in ---
  // --- payments (issue 20: reserve online, /online-payment; app/server/payments/) ---
  // "demo" (default): no money moves, the site shows a labelled demo payment page and records under
  // DATA_DIR/payments. "stripe": Stripe's API with the three keys below (all needed).
  PAYMENT_PROVIDER: z.enum(["demo", "stripe"], { message: "PAYMENT_PROVIDER must be demo or stripe" }).default("demo"),
  STRIPE_SECRET_KEY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { message: "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…)" })
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { message: "STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_…)" })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^whsec_\w+$/, { message: "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)" })
      .optional(),
  ),
  // Another address for Stripe's API (a local stand-in in tests); unset: Stripe's own.
  STRIPE_API_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url({ message: "STRIPE_API_URL must be a URL" }).optional()),
  // How often a process looks for 48-hour holds that have ended (and refunds still owed).
  RESERVATION_SWEEP_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  // --- end payments ---
  // Set by Vitest: tests run with logs off (a test that wants a log reads it another way).
  VITEST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & {
  /**
   * The remote finance lenders' API keys (issue 19 item 6): every FINANCE_LENDER_KEY_<NAME> variable, by
   * name. A tenant's `finance_lender.api_key_env` names one, so no key is written into a tenant config.
   */
  FINANCE_LENDER_KEYS: Readonly<Record<string, string>>;
  /** Registration-lookup services' API keys (issue 20 item 2): every REGO_LOOKUP_KEY_<NAME>, named by `trade_in.registration_lookup.api_key_env`. */
  REGO_LOOKUP_KEYS: Readonly<Record<string, string>>;
};

const checkedEnvSchema = envSchema
  .refine((e) => !e.CLICKSEND_USERNAME === !e.CLICKSEND_API_KEY, {
    path: ["CLICKSEND_API_KEY"],
    message: "CLICKSEND_USERNAME and CLICKSEND_API_KEY must be set together",
  })
  .refine(
    (e) => e.PAYMENT_PROVIDER !== "stripe" || (!!e.STRIPE_SECRET_KEY && !!e.STRIPE_WEBHOOK_SECRET && !!e.STRIPE_PUBLISHABLE_KEY),
    {
      path: ["PAYMENT_PROVIDER"],
      message: "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET",
    },
  );

function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The settings from a set of variables; throws naming each bad variable (tests give their own set). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const lenderKeys = Object.entries(source).filter(
    (e): e is [string, string] => LENDER_KEY_ENV_PATTERN.test(e[0]) && typeof e[1] === "string" && e[1] !== "",
  );
  const regoKeys = Object.entries(source).filter(
    (e): e is [string, string] => REGO_LOOKUP_KEY_ENV_PATTERN.test(e[0]) && typeof e[1] === "string" && e[1] !== "",
  );
  return { ...parsed.data, FINANCE_LENDER_KEYS: Object.fromEntries(lenderKeys), REGO_LOOKUP_KEYS: Object.fromEntries(regoKeys) };
}
