import { z } from "zod";

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
  // Set by Vitest: tests run with logs off (a test that wants a log reads it another way).
  VITEST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
