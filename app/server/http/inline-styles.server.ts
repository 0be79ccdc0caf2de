import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The production build's stylesheets by the href the pages link them with
 * ("/assets/vehicle-BsgztsmJ.css"), read once per process, for pages to carry
 * them inline (app/ui/layout/stylesheets.tsx). Under the Vite dev server there
 * is no build directory: the map is empty and pages link their stylesheets.
 */
let loaded: Promise<ReadonlyMap<string, string>> | undefined;

export function builtStylesheets(): Promise<ReadonlyMap<string, string>> {
  loaded ??= readBuiltStylesheets();
  return loaded;
}

async function readBuiltStylesheets(): Promise<ReadonlyMap<string, string>> {
  const build = await import("virtual:react-router/server-build");
  const dir = path.join(build.assetsBuildDirectory, "assets");
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const styles = new Map<string, string>();
  for (const name of names.filter((n) => n.endsWith(".css"))) {
    // A stylesheet cannot close the <style> element it is written into: Vite's minifier never writes "</style".
    const text = await readFile(path.join(dir, name), "utf8");
    if (!/<\/style/i.test(text)) styles.set(`${build.publicPath}assets/${name}`, text);
  }
  return styles;
}
