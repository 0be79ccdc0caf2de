import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../security/security-headers.server";
import { chooseEncoding, notModified, preparePage, scriptHash, sealScripts, variantOf } from "./stored-page.server";

const N = "0123456789abcdef0123456789abcdef";

describe("sealScripts: a rendered page without its nonce, with the hashes of the scripts the server wrote", () => {
  it("hashes each inline script that carried the nonce, once, and takes every nonce attribute out", () => {
    const html =
      `<link rel="stylesheet" nonce="${N}" href="/a.css"/><script nonce="${N}">a()</script>` +
      `<script type="application/ld+json">{"@type":"Car"}</script><script nonce="${N}" src="/b.js"></script>` +
      `<script nonce="${N}" id="_R_">a()</script><script nonce="${N}">b()</SCRIPT >`;
    expect(sealScripts(html, N)).toEqual({
      html:
        '<link rel="stylesheet" href="/a.css"/><script>a()</script>' +
        '<script type="application/ld+json">{"@type":"Car"}</script><script src="/b.js"></script>' +
        '<script id="_R_">a()</script><script>b()</SCRIPT >',
      scriptHashes: [scriptHash("a()"), scriptHash("b()")],
    });
  });

  it("gives an injected script no hash: it does not carry the render's nonce", () => {
    const html = `<p><script>steal()</script></p><script nonce="${N}">ours()</script>`;
    expect(sealScripts(html, N)?.scriptHashes).toEqual([scriptHash("ours()")]);
    // One naming another nonce (a stale one, a guessed one) is markup like any other.
    expect(sealScripts(`<script nonce="ffff">x()</script>`, N)?.scriptHashes).toEqual([]);
  });

  it("refuses a page whose scripts a hash of ours might not match, or with the nonce left elsewhere", () => {
    expect(sealScripts(`<script nonce="${N}">a("<!--<script>")</script>`, N)).toBeUndefined();
    expect(sealScripts(`<script nonce="${N}">a()\r\nb()</script>`, N)).toBeUndefined();
    expect(sealScripts(`<script nonce="${N}">a()`, N)).toBeUndefined();
    expect(sealScripts(`<script nonce="${N}">a()</script><p>${N}</p>`, N)).toBeUndefined();
  });

  it("writes the hash as CSP's source: base64 SHA-256 of the text's UTF-8 bytes", () => {
    expect(scriptHash("é")).toBe(
      `'sha256-${createHash("sha256")
        .update(Buffer.from([0xc3, 0xa9]))
        .digest("base64")}'`,
    );
  });
});

describe("a stored page's policy and validators", () => {
  it("allows exactly the page's scripts, with a strong ETag per encoding and per policy", async () => {
    const page = await preparePage({
      status: 200,
      headers: [["content-type", "text/html"]],
      body: Buffer.from(`<script nonce="${N}">a()</script>`),
      nonce: N,
    });
    const plain = variantOf(page!, SECURITY_HEADERS.plain.csp);
    expect(plain.csp).toContain(`script-src 'self' ${scriptHash("a()")};`);
    expect(plain.csp).not.toContain("nonce");
    expect(variantOf(page!, SECURITY_HEADERS.plain.csp)).toBe(plain);
    const https = variantOf(page!, SECURITY_HEADERS.https.csp);
    expect(https.csp).toContain("upgrade-insecure-requests");
    const tags = [...Object.values(plain.etags), ...Object.values(https.etags)];
    expect(new Set(tags).size).toBe(6);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
  });

  it("chooses brotli, then gzip, then no encoding, as Accept-Encoding allows", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  it("matches If-None-Match by weak comparison, in a list, or *", () => {
    expect(notModified('"abc-br"', '"abc-br"')).toBe(true);
    expect(notModified('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(notModified('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(notModified("*", '"abc-br"')).toBe(true);
    expect(notModified('"abc-gz"', '"abc-br"')).toBe(false);
    expect(notModified('"abc"', '"abc-br"')).toBe(false);
    expect(notModified(undefined, '"abc-br"')).toBe(false);
  });
});
