import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../logger.server";
import { logServerError, resetErrorLog } from "./error-log.server";

// Issue 8: errors logged through pino once, without flooding.
describe("logServerError", () => {
  afterEach(() => resetErrorLog());

  it("logs a message once a minute, and counts the repeats into the next log line", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const t0 = 1_000_000;
    expect(logServerError(new Error("boom"), { url: "/a" }, t0)).toBe(true);
    for (let i = 1; i <= 1000; i++) expect(logServerError(new Error("boom"), { url: "/a" }, t0 + i)).toBe(false);
    expect(logServerError(new Error("other"), {}, t0 + 5)).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    expect(logServerError(new Error("boom"), { url: "/a" }, t0 + 61_000)).toBe(true);
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[2][0]).toMatchObject({ repeatedSinceLastLog: 1000, url: "/a" });
  });

  it("keeps a bounded table of messages", () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    for (let i = 0; i < 10_000; i++) logServerError(new Error(`distinct ${i}`), {}, 1);
    // The oldest were forgotten, so they log again; the newest are still quiet.
    expect(logServerError(new Error("distinct 0"), {}, 2)).toBe(true);
    expect(logServerError(new Error("distinct 9999"), {}, 2)).toBe(false);
  });
});
