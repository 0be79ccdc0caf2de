// Writes app/domain/leads/forms/phone-metadata-au.json: libphonenumber-js's full ("max")
// metadata cut down to country calling code 61 (AU and its external territories),
// so the browser validates Mobile Number (spec 02 §3, §5) with ~3 kB of metadata
// instead of the library's 80-150 kB. Run after upgrading libphonenumber-js:
//   node scripts/phone-metadata-au.mjs
// app/domain/leads/forms/phone.test.ts fails while the committed file is stale.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const max = require("libphonenumber-js/metadata.max.json");

export function auMetadata(full) {
  const codes = full.country_calling_codes["61"];
  return {
    version: full.version,
    country_calling_codes: { 61: codes },
    countries: Object.fromEntries(codes.map((c) => [c, full.countries[c]])),
    nonGeographic: {},
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = new URL("../app/domain/leads/forms/phone-metadata-au.json", import.meta.url);
  writeFileSync(out, JSON.stringify(auMetadata(max)) + "\n");
  console.log(`wrote ${out.pathname}`);
}
