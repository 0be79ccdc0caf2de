/**
 * Promotional cards in a listing and campaign tiles on the home page, one
 * rule for both (spec 01 §2 'An optional promotional card appears at
 * configured positions (8 and 17, or 9)'; spec 02 §3 'Promo node: start,
 * expiry, position, display, strictDisplay'; §4 'Time-limited campaign tiles
 * and promo cards show only between start and expiry, and may be limited to
 * car types. Promos with a position come first; the rest follow (optionally
 * shuffled).').
 *
 * `display: false` hides a promo. `strictDisplay` promos need both dates set
 * (an open-ended strict promo is never shown); others treat a missing date as open.
 */

/** What decides whether and where a promo card or campaign tile shows. */
export interface ScheduledPromo {
  start?: Date | string | null;
  expiry?: Date | string | null;
  position?: number | null;
  /** Absent counts as true. */
  display?: boolean;
  /** Absent counts as false. */
  strictDisplay?: boolean;
  car_types?: readonly string[] | null;
}

export interface PromoNode extends ScheduledPromo {
  title: string;
  text?: string | null;
  image_url?: string | null;
  link: string;
  display: boolean;
  strictDisplay: boolean;
}

function time(d: Date | string | null | undefined): number | null {
  if (d == null) return null;
  const t = typeof d === "string" ? Date.parse(d) : d.getTime();
  return Number.isFinite(t) ? t : null;
}

export function isPromoLive(p: ScheduledPromo, now: number): boolean {
  if (p.display === false) return false;
  const start = time(p.start);
  const expiry = time(p.expiry);
  if (p.strictDisplay && (start === null || expiry === null)) return false;
  return (start === null || start <= now) && (expiry === null || now <= expiry);
}

/**
 * A promo limited to car types shows only when the page's car types (none =
 * all) meet them: a listing's car_type filter, or on the home page the car
 * types the tenant sells (stock_filter.car_types).
 */
export function promoFitsCarTypes(p: ScheduledPromo, listingCarTypes: readonly string[] | undefined): boolean {
  if (!p.car_types || p.car_types.length === 0) return true;
  if (!listingCarTypes || listingCarTypes.length === 0) return true;
  const wanted = new Set(p.car_types.map((c) => c.toLowerCase()));
  return listingCarTypes.some((c) => wanted.has(c.toLowerCase()));
}

/** Live promos or tiles: positioned ones by position, then the rest (shuffled with `random` when asked). */
export function orderedPromos<P extends ScheduledPromo>(
  promos: readonly P[],
  opts: { now: number; carTypes?: readonly string[]; shuffle?: boolean; random?: () => number },
): P[] {
  const live = promos.filter((p) => isPromoLive(p, opts.now) && promoFitsCarTypes(p, opts.carTypes));
  const positioned = live.filter((p) => p.position != null).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const rest = live.filter((p) => p.position == null);
  if (opts.shuffle) {
    const random = opts.random ?? Math.random;
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rest[i], rest[j]] = [rest[j], rest[i]];
    }
  }
  return [...positioned, ...rest];
}

export type GridItem<H, P> = { kind: "vehicle"; item: H } | { kind: "promo"; promo: P };

/**
 * Puts promos into a grid (1-based tiles counted over the whole grid, promos
 * included): a promo with a position at that tile (spec 02 §3 'Promo node:
 * ... position'), the rest, in order, at the tenant's promo positions still
 * free (spec 01 §2 '8 and 17, or 9'). A tile past the end of a short page
 * stays empty. Two promos asking for one tile: the first has it, the other
 * takes a free position.
 */
export function placePromos<H, P extends { position?: number | null }>(
  items: readonly H[],
  promos: readonly P[],
  positions: readonly number[],
): GridItem<H, P>[] {
  const out: GridItem<H, P>[] = items.map((item) => ({ kind: "vehicle", item }));
  if (items.length === 0) return out;
  const placed = new Map<number, P>();
  const rest: P[] = [];
  for (const p of promos) {
    const at = p.position != null && p.position >= 1 ? p.position : null;
    if (at !== null && !placed.has(at)) placed.set(at, p);
    else rest.push(p);
  }
  for (const position of [...new Set(positions)].filter((n) => n >= 1).sort((a, b) => a - b)) {
    if (rest.length === 0) break;
    if (!placed.has(position)) placed.set(position, rest.shift()!);
  }
  for (const [position, promo] of [...placed].sort(([a], [b]) => a - b)) {
    const index = position - 1;
    if (index > out.length) break;
    out.splice(index, 0, { kind: "promo", promo });
  }
  return out;
}
