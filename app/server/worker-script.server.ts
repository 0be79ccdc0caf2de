import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The script of a worker thread `name` started by the module at `callerUrl`
 * (its import.meta.url): `${name}.js` at the top of the server build
 * (vite.config.ts emits it; the caller may sit there or in its assets/
 * folder); or, running from the source (development, tests, the CLI), a
 * loader that registers tsx in the worker and imports `${name}.server.ts`
 * beside the caller. `eval` says how new Worker must read it.
 */
export function workerScript(callerUrl: string, name: string): { script: string; eval: boolean } {
  const here = path.dirname(fileURLToPath(callerUrl));
  if (callerUrl.endsWith(".js")) {
    const built = [here, path.dirname(here)].map((dir) => path.join(dir, `${name}.js`)).find((f) => fs.existsSync(f));
    if (!built) throw new Error(`${name}.js is not in the server build beside ${here}: rebuild (npx react-router build)`);
    return { script: built, eval: false };
  }
  const source = pathToFileURL(path.join(here, `${name}.server.ts`)).href;
  return {
    script: `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}
