import fs from "node:fs"; import path from "node:path";
import { SourceMapConsumer } from "source-map";
const dir = process.argv[2], pattern = process.argv[3], srcMatch = process.argv[4];
const f = fs.readdirSync(dir).find(f => f.startsWith(pattern) && f.endsWith(".js"));
const code = fs.readFileSync(path.join(dir, f), "utf8");
const map = JSON.parse(fs.readFileSync(path.join(dir, f + ".map"), "utf8"));
const c = new SourceMapConsumer(map);
const bySrcLine = {};
let last = null;
c.eachMapping((m) => {
  if (last && m.generatedLine === last.generatedLine && last.source && last.source.includes(srcMatch)) {
    bySrcLine[last.originalLine] = (bySrcLine[last.originalLine] || 0) + (m.generatedColumn - last.generatedColumn);
  }
  last = m;
});
const srcPath = map.sources.find(s => s.includes(srcMatch));
const src = fs.readFileSync(path.resolve(dir, srcPath), "utf8").split("\n");
const decls = []; src.forEach((l, i) => { const m = l.match(/^(?:async )?(?:function\*? |var |let |const |class )([\w$]+)/); if (m) decls.push([i + 1, m[1]]); });
const per = {};
for (const [line, bytes] of Object.entries(bySrcLine)) {
  let name = "?"; for (const [l, n] of decls) { if (l <= +line) name = n; else break; }
  per[name] = (per[name] || 0) + bytes;
}
const arr = Object.entries(per).sort((a, b) => b[1] - a[1]);
console.log(arr.length, "decls", arr.reduce((s, a) => s + a[1], 0), "bytes");
console.log(arr.slice(0, 70).map(([n, b]) => `${b} ${n}`).join("\n"));
