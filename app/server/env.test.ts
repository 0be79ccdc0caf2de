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

describe("TENANT_LOAD_THREADS", () => {
  it("is unset (one a core) unless given a whole number from 0, and names itself otherwise", () => {
    expect(parseEnv({}).TENANT_LOAD_THREADS).toBeUndefined();
    expect(parseEnv({ TENANT_LOAD_THREADS: "0" }).TENANT_LOAD_THREADS).toBe(0);
    expect(parseEnv({ TENANT_LOAD_THREADS: "3" }).TENANT_LOAD_THREADS).toBe(3);
    for (const bad of ["-1", "1.5", "many"]) expect(() => parseEnv({ TENANT_LOAD_THREADS: bad })).toThrow(/TENANT_LOAD_THREADS/);
  });
});
