const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

/**
 * The page's scripts fetched at low priority (the shell's <head> holds every
 * module preload React Router writes, and it offers no attribute for them):
 * the page is whole without them (server-rendered, its forms post without
 * JavaScript), so on a slow network its stylesheets, fonts and first photo go
 * first and the scripts hydrate it after (docs/PERFORMANCE.md 'Lighthouse
 * and JavaScript').
 */
export function lowPriorityScripts(shell: Buffer): Buffer {
  const headEnd = shell.indexOf(HEAD_END);
  if (headEnd < 0 || shell.indexOf(MODULE_PRELOAD) < 0) return shell;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = shell.indexOf(MODULE_PRELOAD); at >= 0 && at < headEnd; at = shell.indexOf(MODULE_PRELOAD, from)) {
    parts.push(shell.subarray(from, at), LOW_PRIORITY_MODULE_PRELOAD);
    from = at + MODULE_PRELOAD.length;
  }
  parts.push(shell.subarray(from));
  return Buffer.concat(parts);
}
