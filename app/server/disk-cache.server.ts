import fs from "node:fs/promises";
import path from "node:path";
import { logger } from "./logger.server";

/**
 * Files made once and kept on disk (image renditions, demo videos): a cached
 * file is read back; a missing one is made, written atomically and returned;
 * concurrent asks for one key share one making.
 */
export class DiskCache {
  private inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly dir: string,
    /** Named in log lines ("image rendition", "demo video"). */
    private readonly what: string,
  ) {}

  /** The cached file at `relativePath`, or what `make` returns (null: nothing to cache). */
  get(relativePath: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    let pending = this.inFlight.get(relativePath);
    if (!pending) {
      pending = this.readOrMake(path.join(this.dir, relativePath), make).finally(() => this.inFlight.delete(relativePath));
      this.inFlight.set(relativePath, pending);
    }
    return pending;
  }

  private async readOrMake(file: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    try {
      return await fs.readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT")
        logger.warn({ err, file }, `${this.what} cache unreadable; making it again`);
    }
    const body = await make();
    if (body)
      await writeAtomically(file, body).catch((err: unknown) => logger.warn({ err, file }, `could not cache a ${this.what}`));
    return body;
  }
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}
