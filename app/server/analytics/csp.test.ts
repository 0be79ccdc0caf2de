import { describe, expect, it } from "vitest";
import { withAnalyticsSources } from "./csp.server";

describe("a tagged tenant's Content-Security-Policy (issue 10 §3)", () => {
  const base = "default-src 'self';script-src 'self' 'nonce-abc';connect-src 'self';img-src 'self' https:;object-src 'none'";
  it("adds the tag manager's script host and the collection hosts, nothing else", () => {
    const policy = withAnalyticsSources(base, { gtm_container_id: "GTM-AB12CD", ga_measurement_id: null });
    expect(policy).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' https://www.googletagmanager.com;" +
        "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;" +
        "img-src 'self' https:;object-src 'none'",
    );
    // Applied twice, the same policy.
    expect(withAnalyticsSources(policy, { gtm_container_id: "GTM-AB12CD", ga_measurement_id: null })).toBe(policy);
  });
  it("leaves an untagged tenant's policy as it is", () => {
    expect(withAnalyticsSources(base, null)).toBe(base);
  });
});
