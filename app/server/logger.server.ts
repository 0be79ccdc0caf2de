import pino from "pino";
import { env } from "./env.server";
import { REDACT_PATHS } from "./redact.server";

const e = env();

/**
 * Structured logs (JSON lines) on stdout; LOG_LEVEL chooses how much, and tests
 * have none. Contact details are censored wherever a field is named like one
 * (issue 10 §6; redact.server.ts).
 */
export const logger = pino({
  level: e.VITEST ? "silent" : e.LOG_LEVEL,
  base: undefined,
  redact: { paths: REDACT_PATHS, censor: "[redacted]" },
});
