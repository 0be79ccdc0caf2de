import { describe, expect, it } from "vitest";
import { scriptsAfterPaint as rewrite } from "./scripts-after-paint.server";

const scriptsAfterPaint = (shell: string) => rewrite(Buffer.from(shell, "utf8")).toString("utf8");

const NONCE = "0123456789abcdef0123456789abcdef";
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`;

/** The shell as React Router 7's <Scripts> and React 19 write it (lazy route discovery on). */
function shell(moduleScript: string): string {
  return (
    `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>` +
    `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
    preload("/assets/entry.client.js") +
    preload("/assets/framework.js") +
    preload("/assets/root.js") +
    preload("/assets/vehicle.js") +
    `<link rel="preload" as="image" href="/img/1.webp" fetchPriority="high"/>` +
    `<title>A car</title></head><body><main id="main"><h1>A car</h1></main>` +
    `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${NONCE}" type="module" async="">${moduleScript}</script>` +
    `<script nonce="${NONCE}">$RC("B:0","S:0")</script></body></html>`
  );
}

const ROUTER_SCRIPT =
  ";\n" +
  'import * as route0 from "/assets/root.js";\n' +
  'import * as route1_clientAction from "/assets/vehicle-action.js";\n' +
  'import * as route1_main from "/assets/vehicle.js";\n' +
  "const route1 = {...route1_clientAction,...route1_main};\n" +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js","imports":["/assets/framework.js"]}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/vehicle":route1};\n\n' +
  'import("/assets/entry.client.js");';

describe("scriptsAfterPaint", () => {
  const page = scriptsAfterPaint(shell(ROUTER_SCRIPT));

  it("takes the module preloads out of <head> and leaves the style sheets and the photo's preload", () => {
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(page).toContain('<link rel="preload" as="image" href="/img/1.webp" fetchPriority="high"/>');
  });

  it("waits for the first paint, then preloads the same modules and imports the same route modules", () => {
    const text = /<script nonce="[^"]+" type="module" async="">([^<]*)<\/script>/.exec(page)![1];
    expect(text.indexOf("first-contentful-paint")).toBeLessThan(text.indexOf("modulepreload"));
    expect(text).toContain('["/assets/entry.client.js","/assets/framework.js","/assets/root.js","/assets/vehicle.js"].forEach(');
    expect(text).toContain(
      'const [route0,route1_clientAction,route1_main]=await Promise.all(["/assets/root.js","/assets/vehicle-action.js","/assets/vehicle.js"].map(',
    );
    expect(text).not.toMatch(/^import \*/m);
    // The rest is React Router's own, in its order.
    expect(text).toMatch(
      /const route1 = \{\.\.\.route1_clientAction,\.\.\.route1_main\};[\s\S]*__reactRouterRouteModules[\s\S]*import\("\/assets\/entry.client.js"\);$/,
    );
  });

  it("keeps the nonce and everything else of the page", () => {
    expect(page).toContain(`<script nonce="${NONCE}" type="module" async="">await new Promise(`);
    expect(page).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(page).toContain('<main id="main"><h1>A car</h1></main>');
    expect(page.endsWith(`<script nonce="${NONCE}">$RC("B:0","S:0")</script></body></html>`)).toBe(true);
  });

  it("runs as a module script: the rewritten text parses", () => {
    const text = /type="module" async="">([^<]*)<\/script>/.exec(page)![1];
    // An async function body accepts top-level await as a module does; import() is an expression in both.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(text)).not.toThrow();
  });

  it("keeps every other byte, text outside ASCII included", () => {
    const page = shell(ROUTER_SCRIPT)
      .replace("<title>A car</title>", "<title>360° Spin – Ranger</title>")
      .replace("<h1>A car</h1>", "<h1>Café 🚗</h1>");
    const out = scriptsAfterPaint(page);
    expect(out).toContain("<title>360° Spin – Ranger</title>");
    expect(out).toContain("<h1>Café 🚗</h1>");
    expect(out.replace(/<link rel="modulepreload"[^>]*>/g, "")).toBe(out);
  });

  it("leaves a shell it does not recognise as it was", () => {
    const withManifestImport = shell(';import "/assets/manifest.js";\n' + ROUTER_SCRIPT.slice(2));
    expect(scriptsAfterPaint(withManifestImport)).toBe(withManifestImport);
    const noImports = shell(' ;\nwindow.__reactRouterRouteModules = {};\nimport("/assets/entry.client.js");');
    expect(scriptsAfterPaint(noImports)).toBe(noImports);
    const noModuleScript = shell(ROUTER_SCRIPT).replace(' type="module" async=""', "");
    expect(scriptsAfterPaint(noModuleScript)).toBe(noModuleScript);
    expect(scriptsAfterPaint("text")).toBe("text");
  });
});
