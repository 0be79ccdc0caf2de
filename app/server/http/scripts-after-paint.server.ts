/**
 * The page's scripts start loading after its first paint (issue 19: the
 * vehicle page's Lighthouse score).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every
 * module of the first load (18 files, 149 kB gzip on the vehicle page), which
 * React hoists into `<head>`, and an inline module script whose static
 * `import`s fetch the route modules as soon as it is parsed. On a slow
 * connection those downloads share the bandwidth with the two render-blocking
 * style sheets and the main photo, so the first paint and the largest one wait
 * for script that only hydration needs; the page is already readable and its
 * forms work without it.
 *
 * This rewrites the shell React writes (the first flush, which holds `<head>`
 * and `<Scripts>`): the module preloads are removed, and the inline module
 * script waits for the first contentful paint, then adds the same preloads, imports the same route modules in
 * parallel, and goes on exactly as React Router wrote it (the manifest, the
 * route modules' registry, the entry's import). A hidden tab paints nothing,
 * so there it starts at once.
 *
 * Anything not in the shape React Router 7 writes leaves the page as it was:
 * the scripts then load early, as before, and never fail to load.
 * `tests/e2e/vehicle-lead-loading.spec.ts` opens a real page and fails if the
 * rewrite stops applying.
 */

const MODULE_SCRIPT_ATTRIBUTES = '" type="module" async="">';
const SCRIPT_OPEN = '<script nonce="';
const SCRIPT_CLOSE = "</script>";
const HEAD_CLOSE = "</head>";
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const STATIC_IMPORT = /^import \* as (route\d+(?:_[A-Za-z]+)?) from ("[^"\\]+");\n/gm;

/**
 * What the inline module script runs first: a promise for the page's first
 * contentful paint (the paint timing entry, as Lighthouse and the e2e test
 * read it; an animation frame and a task where the browser does not report
 * paints), at once in a hidden tab, which paints nothing, and after 3 s at
 * the latest, so a page slower than that to paint still hydrates.
 */
const AFTER_PAINT =
  "await new Promise(function(r){" +
  'if(document.visibilityState==="hidden"||performance.getEntriesByName("first-contentful-paint").length)return r();' +
  "setTimeout(r,3000);" +
  'if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")===-1)return requestAnimationFrame(function(){setTimeout(r)});' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})' +
  "});";

/**
 * The shell with its module preloads taken out and its module script
 * rewritten; the shell itself when it is not in React Router's shape. Works
 * on the bytes: only `<head>` and the module script are decoded (the shell is
 * the whole page when it renders at once, 60–160 kB).
 */
export function scriptsAfterPaint(shell: Buffer): Buffer {
  const headEnd = shell.indexOf(HEAD_CLOSE);
  if (headEnd < 0) return shell;
  const attributes = shell.indexOf(MODULE_SCRIPT_ATTRIBUTES, headEnd);
  if (attributes < 0) return shell;
  const open = shell.lastIndexOf(SCRIPT_OPEN, attributes);
  const textStart = attributes + MODULE_SCRIPT_ATTRIBUTES.length;
  const close = shell.indexOf(SCRIPT_CLOSE, textStart);
  if (open < headEnd || close < 0) return shell;
  const nonce = shell.toString("latin1", open + SCRIPT_OPEN.length, attributes);
  if (!/^[\w+/=-]*$/.test(nonce)) return shell;
  const text = shell.toString("utf8", textStart, close);
  const imports = [...text.matchAll(STATIC_IMPORT)];
  const rest = text.replace(STATIC_IMPORT, "");
  // A static import of another shape (the manifest module without lazy route discovery, HMR) is not rewritten.
  if (imports.length === 0 || /(^|[;\n])\s*import\s*[^(\s]/.test(rest)) return shell;

  const head = shell.toString("utf8", 0, headEnd);
  const preloads = [...head.matchAll(PRELOAD)].map((m) => m[1]);
  const names = imports.map((m) => m[1]).join(",");
  const hrefs = imports.map((m) => m[2]).join(",");
  const deferred =
    AFTER_PAINT +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `const [${names}]=await Promise.all([${hrefs}].map(function(h){return import(h)}));` +
    rest;
  return Buffer.concat([
    Buffer.from(head.replace(PRELOAD, ""), "utf8"),
    shell.subarray(headEnd, textStart),
    Buffer.from(deferred, "utf8"),
    shell.subarray(close),
  ]);
}
