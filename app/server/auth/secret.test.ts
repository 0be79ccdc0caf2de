import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.server";
import { authSecretFile, loadAuthSecret } from "./secret.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the sign-in secret (issue 11 §2)", () => {
  it("is AUTH_SECRET when set", () => {
    const s = loadAuthSecret({ AUTH_SECRET: "x".repeat(40), DATA_DIR: dir });
    expect(s).toMatchObject({ source: "env", description: "AUTH_SECRET" });
    expect(s.key.toString()).toBe("x".repeat(40));
  });
  it("is generated once under DATA_DIR (0600) and read back by the next process", () => {
    const first = loadAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir });
    const second = loadAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir });
    expect(first.source).toBe("file");
    expect(first.description).toContain(path.resolve(authSecretFile({ DATA_DIR: dir })));
    expect(second.key.equals(first.key)).toBe(true);
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(authSecretFile({ DATA_DIR: dir })).mode & 0o777).toBe(0o600);
  });
});

describe("sign-in settings are validated at boot", () => {
  it("refuses a short AUTH_SECRET, half a ClickSend login and a bad sender id, naming each", () => {
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: AUTH_SECRET must be at least 32 characters/);
    expect(() => parseEnv({ CLICKSEND_USERNAME: "dealer" })).toThrow(
      /CLICKSEND_API_KEY: CLICKSEND_USERNAME and CLICKSEND_API_KEY must be set together/,
    );
    expect(() => parseEnv({ SMS_FROM: "Too Long Sender Name" })).toThrow(/SMS_FROM/);
    expect(() => parseEnv({ CLICKSEND_API_URL: "not a url" })).toThrow(/CLICKSEND_API_URL/);
  });
  it("accepts the defaults and a full ClickSend setting", () => {
    expect(parseEnv({}).CLICKSEND_API_URL).toBe("https://rest.clicksend.com/v3");
    const e = parseEnv({ CLICKSEND_USERNAME: "u", CLICKSEND_API_KEY: "k", SMS_FROM: "GreyWattle", AUTH_SECRET: "" });
    expect(e).toMatchObject({ CLICKSEND_USERNAME: "u", CLICKSEND_API_KEY: "k", SMS_FROM: "GreyWattle", AUTH_SECRET: undefined });
    expect(parseEnv({ SMS_FROM: "+61412345678" }).SMS_FROM).toBe("+61412345678");
  });
});
