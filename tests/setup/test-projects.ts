/**
 * Which test files share a worker process and which run each in a process of
 * its own (vitest.config.ts). Sharing spares a file the start of a process
 * and the loading of Vitest, React Router and the app (about a second each);
 * it is safe for a file that leaves no process-wide state behind. A file that
 * mocks a module (vi.mock), changes process.env, or starts server processes
 * runs isolated: tests/architecture/test-isolation.test.ts keeps the first
 * two in this list.
 */
export const ISOLATED = ["cli/**/*.test.ts", "tests/integration/**/*.test.ts", "app/server/sync.test.ts"];

export const SHARED = ["app/**/*.test.{ts,tsx}", "demo/**/*.test.ts", "scripts/**/*.test.mjs", "tests/architecture/**/*.test.ts"];

/** A glob of the forms above (`**` any folders, `*` within a name, `{a,b}` either) as a RegExp over a relative path. */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith("**/", i)) {
      re += "(?:.*/)?";
      i += 2;
    } else if (c === "*") re += "[^/]*";
    else if (c === "{") re += "(?:";
    else if (c === "}") re += ")";
    else if (c === "," && re.lastIndexOf("(?:") > re.lastIndexOf(")")) re += "|";
    else re += c.replace(/[.+?^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
