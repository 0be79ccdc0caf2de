import pino from "pino";
import { env } from "./env.server";

/** Structured logs (JSON lines) on stdout; LOG_LEVEL chooses how much. */
export const logger = pino({
  level: process.env.VITEST ? "silent" : env().LOG_LEVEL,
  base: undefined,
});
