import { describe, expect, it } from "vitest";
import { withStripeSources } from "./csp.server";

describe("the payment pages' policy with Stripe", () => {
  it("adds Stripe's script, frame and API hosts to the directives the base policy has", () => {
    const base =
      "default-src 'self';script-src 'self' 'nonce-abc';frame-src https://www.youtube-nocookie.com;connect-src 'self';object-src 'none'";
    expect(withStripeSources(base)).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' https://js.stripe.com;" +
        "frame-src https://www.youtube-nocookie.com https://js.stripe.com https://hooks.stripe.com;" +
        "connect-src 'self' https://api.stripe.com;object-src 'none'",
    );
    expect(withStripeSources(withStripeSources(base))).toBe(withStripeSources(base));
  });
});
