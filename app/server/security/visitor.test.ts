import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { countingDay, visitorOf } from "./visitor.server";

describe("visitors", () => {
  const info = { clientIp: "203.0.113.5", secure: false };
  const request = (headers: Record<string, string> = {}) =>
    new Request("http://x.test/", { headers: { "user-agent": "UA", ...headers } });

  it("gives a first request the cookie of the id it was counted under, so its next requests are the same visitor", () => {
    const first = visitorOf(request(), info);
    expect(first.setCookie).toMatch(/^vid=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const id = first.setCookie!.split(";")[0].slice(4);
    const again = visitorOf(request({ cookie: `other=1; vid=${id}` }), { clientIp: "198.51.100.1", secure: false });
    expect(again).toEqual({ key: first.key });
    // Without the cookie, address and user agent decide; the raw id is never the stored key.
    expect(visitorOf(request(), info).key).toBe(first.key);
    expect(first.key).not.toContain(id);
    expect(visitorOf(request({ "user-agent": "Other" }), info).key).not.toBe(first.key);
  });

  it("marks the cookie Secure over HTTPS and ignores malformed ones", () => {
    expect(visitorOf(request(), { ...info, secure: true }).setCookie).toContain("; Secure");
    expect(visitorOf(request({ cookie: "vid=../../x" }), info).setCookie).toBeDefined();
  });

  it("counts by the dealer's calendar day at its primary location", () => {
    // 2026-03-01 14:30 UTC is already 2 March in Brisbane (UTC+10).
    expect(countingDay(tenantConfig(), new Date("2026-03-01T14:30:00Z"))).toBe("2026-03-02");
    expect(countingDay(tenantConfig(), new Date("2026-03-01T13:30:00Z"))).toBe("2026-03-01");
  });
});
