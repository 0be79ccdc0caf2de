import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * A folder the embedded adapters (mail, SMS) write what they would have sent
 * to: one record per message under an id that sorts by time, each file
 * written whole then renamed, so a reader (the CLI, a test polling the
 * folder) never sees half a message.
 */

const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export function recordFolder(dir: string) {
  let made: Promise<string | undefined> | null = null;
  return {
    /** A new record's id, sorting by `now`. */
    newId(now: Date): string {
      return `${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(4).toString("hex")}`;
    },
    /** Writes `{id}{extension}` whole; the folder is made on first use (and again if that failed). */
    async write(id: string, extension: string, data: Buffer | string, mode?: number): Promise<void> {
      made ??= fs.mkdir(dir, { recursive: true }).catch((err: unknown) => {
        made = null;
        throw err;
      });
      await made;
      const file = path.join(dir, `${id}${extension}`);
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data, mode === undefined ? undefined : { mode });
      await fs.rename(tmp, file);
    },
  };
}

/** Every record's JSON in a folder, oldest first; none when the folder does not exist yet. */
export async function listRecords<T>(dir: string): Promise<T[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const ids = names.filter((n) => n.endsWith(".json") && ID.test(n.slice(0, -5))).sort();
  return Promise.all(ids.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as T));
}

/** One record's `{id}{extension}` file as text, or null when there is no such record. */
export async function readRecord(dir: string, id: string, extension: string): Promise<string | null> {
  if (!ID.test(id)) return null;
  try {
    return await fs.readFile(path.join(dir, `${id}${extension}`), "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}
