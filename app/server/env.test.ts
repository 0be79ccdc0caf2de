import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("WEBHOOK_ALLOW_LOOPBACK (issue 17 §9)", () => {
  it("is off unless set to true, and names itself when set to anything else", () => {
    expect(parseEnv({}).WEBHOOK_ALLOW_LOOPBACK).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_LOOPBACK: "false" }).WEBHOOK_ALLOW_LOOPBACK).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_LOOPBACK: "true" }).WEBHOOK_ALLOW_LOOPBACK).toBe(true);
    expect(() => parseEnv({ WEBHOOK_ALLOW_LOOPBACK: "yes" })).toThrow(
      "Invalid environment:\n  WEBHOOK_ALLOW_LOOPBACK: WEBHOOK_ALLOW_LOOPBACK must be true or false",
    );
  });
});
