import { openDatabase, type Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";

/** The CLI uses the same database the server would: DATABASE_URL, else PGlite in DATA_DIR. */
export function openCliDatabase(): Promise<Database> {
  const e = env();
  return openDatabase({ url: e.DATABASE_URL, dataDir: e.DATA_DIR });
}
