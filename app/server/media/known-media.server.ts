/**
 * The media a tenant's site may serve from its own paths (issue 8
 * 'Unbounded expensive work for anyone'): every /demo-photos/… and
 * /demo-videos/… path that its stock or its config names. /demo-photos,
 * /demo-videos and /images answer only for these, so a made-up name is a 404
 * that costs a set lookup, never a drawing, a video or a rendition.
 *
 * The demo seed writes its photo, spin and video paths into the vehicles it
 * imports and its logos into the configs (demo/), so the set is
 * derived from what is stored, not kept beside it. The registry builds it
 * with the tenant's index and adds each stock change (sync.server.ts); paths
 * of vehicles later removed stay until the next full reload.
 */
export const DEMO_PHOTO_PREFIX = "/demo-photos/";
export const DEMO_VIDEO_PREFIX = "/demo-videos/";
export const OWN_MEDIA_PREFIXES = [DEMO_PHOTO_PREFIX, DEMO_VIDEO_PREFIX] as const;

export class KnownMedia {
  private readonly paths = new Set<string>();

  /** Adds every own-media path found in a value (a vehicle, a config), however deep. */
  addFrom(value: unknown): this {
    collect(value, this.paths, 0);
    return this;
  }

  has(path: string): boolean {
    return this.paths.has(path);
  }

  get size(): number {
    return this.paths.size;
  }
}

const MAX_DEPTH = 12;

function collect(value: unknown, out: Set<string>, depth: number): void {
  if (typeof value === "string") {
    if (OWN_MEDIA_PREFIXES.some((p) => value.startsWith(p))) out.add(value);
    return;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object" || value instanceof Date) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
    return;
  }
  for (const v of Object.values(value)) collect(v, out, depth + 1);
}
