/**
 * The page links under a listing (spec 01 §2: 21 cards a page): first, last,
 * the current page and its neighbours, with gaps between.
 */
export type PageItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

export function paginationItems(page: number, pages: number, siblings = 1): PageItem[] {
  if (pages <= 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const wanted = new Set<number>([1, pages]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push({ kind: "page", page: p - 1, current: false });
    else if (prev !== undefined && p - prev > 2) out.push({ kind: "gap", key: `gap-${prev}` });
    out.push({ kind: "page", page: p, current: p === current });
  });
  return out;
}
