import fs from "node:fs"; import path from "node:path"; import zlib from "node:zlib";
import { SourceMapConsumer } from "source-map";
const dir = process.argv[2];
for (const f of fs.readdirSync(dir).filter(f => /^(root|search|vehicle-card|listing-state|index|jsx)-.*\.js$/.test(f))) {
  const code = fs.readFileSync(path.join(dir, f), "utf8");
  const map = JSON.parse(fs.readFileSync(path.join(dir, f + ".map"), "utf8"));
  const c = new SourceMapConsumer(map); const sizes = {}; let last = null;
  c.eachMapping((m) => { if (last && m.generatedLine === last.generatedLine) sizes[last.source] = (sizes[last.source] || 0) + (m.generatedColumn - last.generatedColumn); last = m; });
  console.log(f, code.length, zlib.gzipSync(code).length);
  for (const [k, v] of Object.entries(sizes).sort((a, b) => b[1] - a[1])) console.log("   ", v, k.replace(/.*\/work\/main\//, "").replace(/^(\.\.\/)+/, ""));
}
