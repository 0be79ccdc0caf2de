import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateCode, hashCode, sameDigest, seal, unseal } from "./code-crypto.server";

describe("code cryptography (issue 11 §2)", () => {
  it("generates 6-digit codes spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    // 2,000 draws from a million repeat about 2 codes (Poisson); 1990 was crossed about once in 2,000 runs.
    // Thirty repeats would take a generator with far fewer values than a million.
    expect(new Set(codes).size).toBeGreaterThan(1970);
    // Every leading digit about a tenth of the time (200 expected each; 100 is more than 7 deviations off).
    for (const digit of "0123456789") expect(codes.filter((c) => c.startsWith(digit)).length).toBeGreaterThan(100);
  });
  it("hashes under the key, bound to tenant and phone", () => {
    const k = randomBytes(32);
    const h = hashCode(k, 1, "0412345678", "123456");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(k, 2, "0412345678", "123456")).not.toBe(h);
    expect(hashCode(k, 1, "0412345679", "123456")).not.toBe(h);
    expect(hashCode(randomBytes(32), 1, "0412345678", "123456")).not.toBe(h);
    expect(sameDigest(h, hashCode(k, 1, "0412345678", "123456"))).toBe(true);
    expect(sameDigest(h, hashCode(k, 1, "0412345678", "123457"))).toBe(false);
    expect(sameDigest(h, "")).toBe(false);
  });
  it("seals and unseals; another key or a changed byte gives null", () => {
    const k = randomBytes(32);
    const s = seal(k, "123456 is your code");
    expect(s).not.toContain("123456");
    expect(unseal(k, s)).toBe("123456 is your code");
    expect(unseal(randomBytes(32), s)).toBeNull();
    const parts = s.split(".");
    // Flip one bit of the decoded ciphertext: replacing base64 characters
    // could leave the bytes unchanged when they already were those characters.
    const body = Buffer.from(parts[3], "base64url");
    body[0] ^= 1;
    parts[3] = body.toString("base64url");
    expect(unseal(k, parts.join("."))).toBeNull();
    expect(unseal(k, "garbage")).toBeNull();
  });
});
