import pino from "pino";
import { env } from "./env.server";

const e = env();

/** Structured logs (JSON lines) on stdout; LOG_LEVEL chooses how much, and tests have none. */
export const logger = pino({
  level: e.VITEST ? "silent" : e.LOG_LEVEL,
  base: undefined,
});
