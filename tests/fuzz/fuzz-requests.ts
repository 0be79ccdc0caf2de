import fc from "fast-check";
import { ALL_FACETS } from "~/domain/search/facets";

/**
 * What the fuzz suite sends (tests/fuzz/run-fuzz.ts): for every route of
 * app/routes.ts, on each demo tenant, requests with malformed paths, query
 * strings, headers (Host, Origin, Content-Type, Content-Length, cookies,
 * forwarding), methods and bodies, drawn by fast-check from one seed.
 */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean;
  /** Which route pattern of app/routes.ts it was made from. */
  route: string;
}

/** What the running demo offers to aim at: real slugs and media, so requests reach deep into routes. */
export interface FuzzTarget {
  tenant: string;
  port: number;
  carSlugs: string[];
  carIds: number[];
  imageSrcs: string[];
  listingSegments: string[];
}

const NASTY = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "",
  " ",
  "%",
  "%%",
  "%zz",
  "%00",
  "%ff%fe",
  "%C0%AF",
  "%E2%80%AE",
  "%F0%9F%92%A5",
  "..",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f",
  "<script>alert(1)</script>",
  "\"'`;--",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "1e309",
  "0x10",
  "9".repeat(400),
  "1:2:3",
  ":",
  "100:1",
  "-5:",
  ":abc",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "%0d%0aSet-Cookie:%20x=1",
  "\\",
  "//evil.example",
  "http://evil.example/x.jpg",
  "javascript:alert(1)",
  "a".repeat(5000),
  "A%20B",
  "+",
  "ß",
  "İ",
];

const PARAMS = [
  ...ALL_FACETS,
  "query",
  "page",
  "sortBy",
  "src",
  "w",
  "fm",
  "q",
  "car_id",
  "photos_count",
  "updated_at",
  "website_id",
  "mode",
  "show_phone",
  "hitsPerPage",
  "index",
  "_data",
  "__proto__",
  "constructor",
  "a[b]",
  "make[]",
  "",
];

/** Mostly GET, as the web sends; writes and odd methods often enough to reach every guard. */
const METHODS = [
  ...Array<string>(24).fill("GET"),
  "HEAD",
  "POST",
  "POST",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "M-SEARCH",
  "PURGE",
];

/** A value a shopper, a bug or an attacker might put in a URL, percent-encoded as a browser would or not at all. */
const urlValue = (target: FuzzTarget) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: "grapheme" }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: "binary" }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.integer({ min: -1e12, max: 1e12 }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "Toyota",
        "used",
        "new",
        "in_stock",
        "webp",
        "avif",
        "320",
        "1600",
        "75",
        "90",
        ...target.listingSegments,
      ),
    },
  );

const query = (target: FuzzTarget) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 10 }).map(encodeURIComponent)), urlValue(target)),
          {
            minLength: 1,
            maxLength: 8,
          },
        )
        .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("?", "?&&&", "?=", "?a", "?%", "?q=%zz&&==", `?${"x=1&".repeat(400)}`, "?#frag") },
  );

/** Concrete paths for a route pattern: real values mostly, malformed ones often. */
function pathFor(pattern: string, target: FuzzTarget): fc.Arbitrary<string> {
  const slug = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...target.carSlugs, ...target.imageSrcs.map((src) => src.split("/").pop()!)) },
    { weight: 2, arbitrary: urlValue(target) },
  );
  const splat = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...target.listingSegments) },
    { weight: 2, arbitrary: fc.array(urlValue(target), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("/")) },
  );
  const segments = pattern.split("/").filter(Boolean);
  const parts = segments.map((s) => (s === "*" ? splat : s.startsWith(":") ? slug : fc.constant(s)));
  const base = parts.length ? fc.tuple(...parts).map((ps) => `/${ps.join("/")}`) : fc.constant("/");
  return fc
    .tuple(
      base,
      fc.constantFrom(
        "",
        "",
        "",
        "/",
        "//",
        ".data",
        "/.",
        "/..",
        "%2f",
        ";x=1",
        "/%",
        `/${"x".repeat(3000)}`,
        "/../../server.js",
      ),
    )
    .map(([p, suffix]) => asciiPath((p + suffix).replace(/^\/\/+/, "/")));
}

/** A request target Node will send: printable ASCII, anything else percent-encoded (invalid escapes kept). */
function asciiPath(path: string): string {
  return [...path].map((c) => (/[!-~]/.test(c) ? c : encodeURIComponent(c))).join("");
}

const hostHeader = (target: FuzzTarget) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(`${target.tenant}.localhost:${target.port}`) },
    { weight: 2, arbitrary: fc.constant(`${target.tenant}.localhost`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        `${target.tenant}.localhost:99999`,
        `${target.tenant}.localhost.`,
        `${target.tenant.toUpperCase()}.LOCALHOST`,
        "a, b",
        "unknown.localhost",
        "localhost",
        "127.0.0.1",
        "[::1]",
        "[::1",
        "x:",
        ":80",
        "evil.example/path",
        "user@evil.example",
        "h".repeat(300),
        `${target.tenant}.localhost:0`,
        `${target.tenant}.localhost:-1`,
      ),
    },
  );

const headerValue = fc.oneof(
  fc.constantFrom(...NASTY.map(decodeLoosely)),
  fc.string({ maxLength: 60 }),
  fc.string({ maxLength: 30, unit: "binary" }),
);

function headers(target: FuzzTarget, method: string) {
  const own = `http://${target.tenant}.localhost:${target.port}`;
  return fc
    .record(
      {
        host: hostHeader(target),
        origin: fc.oneof(
          { weight: 6, arbitrary: fc.constant(own) },
          {
            weight: 1,
            arbitrary: fc.constantFrom("https://evil.example", "null", "http://ironbark-ridge.localhost", own + ".evil", ""),
          },
          { weight: 1, arbitrary: headerValue },
        ),
        referer: fc.oneof(fc.constant(`${own}/search`), headerValue),
        "content-type": fc.oneof(
          fc.constantFrom(
            "application/json",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "multipart/form-data; boundary=xyz",
            "text/plain",
            "text/csv",
            "application/json; charset=utf-16",
            "application/merge-patch+json",
            "",
          ),
          headerValue,
        ),
        cookie: fc.oneof(
          fc.constantFrom(
            "vid=abc",
            `vid=${"a".repeat(64)}`,
            "vid=",
            "vid=../..",
            "=;;=",
            `big=${"x".repeat(6000)}`,
            "a=1; a=2; vid=%zz",
          ),
          headerValue,
        ),
        accept: fc.constantFrom("text/html", "application/json", "*/*", "image/avif,image/webp", "text/x-script.phps", ""),
        "user-agent": fc.constantFrom(
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
          "Googlebot/2.1 (+http://www.google.com/bot.html)",
          "",
          "x".repeat(2000),
          "curl/8.0",
        ),
        "x-forwarded-for": fc.oneof(
          fc.ipV4(),
          fc.ipV6(),
          fc.constantFrom("1.2.3.4, 5.6.7.8", "unknown", "::ffff:1.2.3.4", "999.1.1.1", ""),
        ),
        "x-forwarded-proto": fc.constantFrom("https", "http", "gopher", ""),
        "x-forwarded-host": fc.constantFrom("ironbark-ridge.localhost", "evil.example", "a, b"),
        "if-none-match": fc.oneof(fc.constant('"abc"'), headerValue),
        range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=999999999-", "items=1-2", "bytes=a-b"),
        authorization: fc.constantFrom("Bearer fk_wrong", "Bearer ", "Basic Zm9vOmJhcg==", "Bearer " + "a".repeat(2000)),
        "sec-fetch-site": fc.constantFrom("same-origin", "same-site", "cross-site", "none"),
        "accept-encoding": fc.constantFrom("gzip", "br", "identity", "*;q=0", "x"),
      },
      { requiredKeys: ["host"] },
    )
    .map((h) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k] = sanitiseHeader(v);
      // Writes mostly carry the site's own Origin, so they get past the cross-site guard to the routes.
      if (method !== "GET" && method !== "HEAD" && out.origin === undefined && Math.abs(hash(out.host)) % 4 !== 0)
        out.origin = own;
      return out;
    });
}

const body = (target: FuzzTarget) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          car_id: fc.oneof(fc.constantFrom(...target.carIds), fc.jsonValue({ maxDepth: 1 })),
          website_id: fc.oneof(fc.constant(target.tenant), fc.string()),
          dealership_id: fc.oneof(fc.string(), fc.constant(null)),
        })
        .map((v) => JSON.stringify(v)),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom("car_id", "website_id", "dealership_id", "__proto__", "x"), urlValue(target)), {
          maxLength: 5,
        })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "{",
        "[".repeat(20_000),
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        "\u0000\u0001\u0002",
        '--xyz\r\nContent-Disposition: form-data; name="car_id"\r\n\r\n1\r\n--xyz--\r\n',
        "x".repeat(40 * 1024),
        "y".repeat(3 * 1024),
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 200, unit: "binary" }) },
  );

export function fuzzRequest(routes: string[], target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  // Writes go to the API half the time, where the actions are, so they reach the routes' own code.
  const api = routes.filter((r) => r.startsWith("/api/"));
  const routeFor = (method: string) =>
    method === "GET" || method === "HEAD" || !api.length
      ? fc.constantFrom(...routes)
      : fc.oneof(fc.constantFrom(...routes), fc.constantFrom(...api));
  return fc
    .constantFrom(...METHODS)
    .chain((method) => fc.tuple(routeFor(method), fc.constant(method)))
    .chain(([route, method]) =>
      fc.record({
        route: fc.constant(route),
        method: fc.constant(method),
        path: fc.tuple(pathFor(route, target), query(target)).map(([p, q]) => p + asciiPath(q)),
        headers: headers(target, method),
        body:
          method === "GET" || method === "HEAD" || method === "OPTIONS"
            ? fc.constant(undefined)
            : fc.option(body(target), { nil: undefined }),
        chunked: fc.boolean(),
      }),
    );
}

/** Node sends only header values without control characters or code points past U+00FF. */
function sanitiseHeader(v: string): string {
  return [...v]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0xff && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
}

function decodeLoosely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}
