import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribePath, unsubscribeToken } from "./unsubscribe-token.server";

describe("the unsubscribe token (issue 11 §8)", () => {
  const secret = randomBytes(32);
  const token = unsubscribeToken(secret, { tenantId: 3, userId: 42 });

  it("names the tenant and the user, and is read back on that tenant", () => {
    expect(token).toMatch(/^3\.42\.[A-Za-z0-9_-]{22}$/);
    expect(readUnsubscribeToken(secret, token, 3)).toEqual({ tenantId: 3, userId: 42 });
    expect(unsubscribePath(secret, { tenantId: 3, userId: 42 })).toBe(`/pages/unsubscribe?token=${token}`);
  });

  it("is refused on another tenant's host, under another secret, or altered", () => {
    expect(readUnsubscribeToken(secret, token, 4)).toBeNull();
    expect(readUnsubscribeToken(randomBytes(32), token, 3)).toBeNull();
    // The same MAC with another user or tenant id.
    const mac = token.split(".")[2];
    expect(readUnsubscribeToken(secret, `3.43.${mac}`, 3)).toBeNull();
    expect(readUnsubscribeToken(secret, `4.42.${mac}`, 4)).toBeNull();
    const flipped = mac[0] === "A" ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(readUnsubscribeToken(secret, `3.42.${flipped}`, 3)).toBeNull();
  });

  it("refuses what is not a token", () => {
    for (const t of [
      null,
      undefined,
      "",
      "3.42",
      "03.42.AAAAAAAAAAAAAAAAAAAAAA",
      "3.42.short",
      `${token}x`,
      "3.42.AAAAAAAAAAAAAAAAAAAAA==",
    ])
      expect(readUnsubscribeToken(secret, t, 3)).toBeNull();
  });

  it("does not expire: the same token tomorrow is the same token", () => {
    expect(unsubscribeToken(secret, { tenantId: 3, userId: 42 })).toBe(token);
  });
});
