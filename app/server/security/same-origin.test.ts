import { describe, expect, it } from "vitest";
import { parseHostHeader } from "./host-header.server";
import { checkSameOrigin } from "./same-origin.server";

// Issue 8 'Cross-site writes': a form POST with Origin: https://evil.example was accepted.
describe("checkSameOrigin", () => {
  const host = parseHostHeader("greywattle.localhost:3000")!;
  it("accepts the site's own pages: Origin, else Referer, else Sec-Fetch-Site same-origin", () => {
    expect(checkSameOrigin({ origin: "http://greywattle.localhost:3000" }, host, false).ok).toBe(true);
    expect(checkSameOrigin({ referer: "http://greywattle.localhost:3000/cars/x?y=1" }, host, false).ok).toBe(true);
    expect(checkSameOrigin({ secFetchSite: "same-origin" }, host, false).ok).toBe(true);
    const plain = parseHostHeader("cars.example.com")!;
    expect(checkSameOrigin({ origin: "https://cars.example.com" }, plain, true).ok).toBe(true);
    expect(checkSameOrigin({ origin: "https://cars.example.com" }, parseHostHeader("cars.example.com:443")!, true).ok).toBe(true);
  });
  it("refuses other sites, sibling tenants, null origins and requests that say nothing", () => {
    // The scheme counts too (as React Router's own check of data requests has it).
    expect(checkSameOrigin({ origin: "https://greywattle.localhost:3000" }, host, false).ok).toBe(false);
    expect(checkSameOrigin({ origin: "http://cars.example.com" }, parseHostHeader("cars.example.com")!, true).ok).toBe(false);
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "http://ironbark-ridge.localhost:3000" },
      { origin: "http://greywattle.localhost:3001" },
      { origin: "http://greywattle.localhost" },
      { origin: "null" },
      { origin: "javascript:alert(1)" },
      { origin: "http://greywattle.localhost:3000.evil.example" },
      // Origin wins over a same-site Referer.
      { origin: "https://evil.example", referer: "http://greywattle.localhost:3000/" },
      { referer: "https://evil.example/greywattle.localhost:3000" },
      { secFetchSite: "same-site" },
      { secFetchSite: "cross-site" },
      {},
    ]) {
      const verdict = checkSameOrigin(headers, host, false);
      expect(verdict.ok, JSON.stringify(headers)).toBe(false);
    }
    const said = checkSameOrigin({ origin: "https://evil.example" }, host, false);
    expect(said).toEqual({ ok: false, reason: 'Origin "https://evil.example" is not this site' });
  });
});
