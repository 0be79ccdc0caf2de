import fs from "node:fs/promises";
import path from "node:path";
import { logger } from "./logger.server";

/**
 * Files made once and kept on disk (image renditions, demo videos): a cached
 * file is read back; a missing one is made, written atomically and returned;
 * concurrent asks for one key share one making.
 *
 * The cache holds at most `maxBytes` (DISK_CACHE_MAX_MB; issue 8: it grew
 * without limit): when a new file takes it over, the least recently used
 * files are deleted until it fits again. What is on disk is listed once, on
 * first use, oldest modification first; after that, use is tracked in
 * memory. Processes sharing one directory each keep their own account, so
 * together they may hold up to their number times the limit.
 */
export class DiskCache {
  private inFlight = new Map<string, Promise<Buffer | null>>();
  /** Relative path -> size, in recency order (Map order: oldest first). */
  private entries = new Map<string, number>();
  private bytes = 0;
  private listed: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    /** Named in log lines ("image rendition", "demo video"). */
    private readonly what: string,
    private readonly maxBytes: number,
  ) {}

  /** The cached file at `relativePath`, or what `make` returns (null: nothing to cache). */
  get(relativePath: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    let pending = this.inFlight.get(relativePath);
    if (!pending) {
      pending = this.readOrMake(relativePath, make).finally(() => this.inFlight.delete(relativePath));
      this.inFlight.set(relativePath, pending);
    }
    return pending;
  }

  /** Bytes held, as this process counts them. */
  get size(): number {
    return this.bytes;
  }

  private async readOrMake(relativePath: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    await (this.listed ??= this.list());
    const file = path.join(this.dir, relativePath);
    try {
      const body = await fs.readFile(file);
      this.touch(relativePath, body.length);
      return body;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT")
        logger.warn({ err, file }, `${this.what} cache unreadable; making it again`);
      this.forget(relativePath);
    }
    const body = await make();
    if (body) {
      try {
        await writeAtomically(file, body);
        this.touch(relativePath, body.length);
        await this.evict();
      } catch (err) {
        logger.warn({ err, file }, `could not cache a ${this.what}`);
      }
    }
    return body;
  }

  private touch(relativePath: string, size: number): void {
    this.forget(relativePath);
    this.entries.set(relativePath, size);
    this.bytes += size;
  }

  private forget(relativePath: string): void {
    const size = this.entries.get(relativePath);
    if (size === undefined) return;
    this.entries.delete(relativePath);
    this.bytes -= size;
  }

  private async evict(): Promise<void> {
    for (const [relativePath, size] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      // The file just made is the newest: it is never the one evicted while older ones remain.
      this.forget(relativePath);
      await fs.rm(path.join(this.dir, relativePath), { force: true });
      logger.debug({ what: this.what, file: relativePath, bytes: size, cacheBytes: this.bytes }, "evicted from the disk cache");
    }
  }

  /** What an earlier run left on disk, least recently modified first. */
  private async list(): Promise<void> {
    const found: { relativePath: string; size: number; mtimeMs: number }[] = [];
    const walk = async (dir: string): Promise<void> => {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const name of names) {
        const full = path.join(dir, name);
        const stat = await fs.stat(full).catch(() => undefined);
        if (!stat) continue;
        if (stat.isDirectory()) await walk(full);
        // A half-written file left by a process that stopped (not one another process is writing now).
        else if (name.endsWith(".tmp")) {
          if (Date.now() - stat.mtimeMs > 10 * 60_000) await fs.rm(full, { force: true });
        } else found.push({ relativePath: path.relative(this.dir, full), size: stat.size, mtimeMs: stat.mtimeMs });
      }
    };
    await walk(this.dir);
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const f of found) this.touch(f.relativePath, f.size);
    await this.evict();
  }
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}
