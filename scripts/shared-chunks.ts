// The browser's shared chunks, derived from the route graph (issue 21 item 3): which of our modules go
// into one file together, decided by which routes load them and how much each route's first load is
// worth, instead of kits named by hand. vite.config.ts feeds it every module of the client build.

/** One of our modules shared by two or more routes: the routes that load it and its size (bytes of code). */
export type SharedModule = { id: string; routes: ReadonlySet<string>; size: number };

export type ChunkPlanOptions = {
  /** How much a route's first load counts: the page types with budgets count fully, the rest a little. */
  weight: (route: string) => number;
  /** What one more file costs a page, in bytes of code: a round trip on a phone's connection. */
  fileCost: number;
};

type Group = { routes: Set<string>; size: number; ids: string[] };

/**
 * Groups the shared modules into chunks. It starts from one group per set of routes (every route loading
 * a group needs all of it) and merges two groups while that makes the weighted first loads cheaper: a
 * merge saves a file on every route that loads both, and costs each route that loads only one of them the
 * other's bytes. Deterministic: ties go to the earlier pair in a fixed order.
 * Returns each module's chunk name: `shared-` and the group's three weightiest entries (a later load by
 * its file name).
 */
export function planSharedChunks(modules: SharedModule[], { weight, fileCost }: ChunkPlanOptions): Map<string, string> {
  const byRoutes = new Map<string, Group>();
  for (const m of [...modules].sort((a, b) => a.id.localeCompare(b.id))) {
    const key = [...m.routes].sort().join(" ");
    const group = byRoutes.get(key) ?? { routes: new Set(m.routes), size: 0, ids: [] };
    group.size += m.size;
    group.ids.push(m.id);
    byRoutes.set(key, group);
  }
  const groups = [...byRoutes.keys()].sort().map((key) => byRoutes.get(key)!);
  const weighOf = (routes: Iterable<string>) => {
    let total = 0;
    for (const r of routes) total += weight(r);
    return total;
  };
  /** What merging b into a changes in the weighted bytes loaded (negative: cheaper). */
  const delta = (a: Group, b: Group) => {
    const onlyA = [...a.routes].filter((r) => !b.routes.has(r));
    const onlyB = [...b.routes].filter((r) => !a.routes.has(r));
    const both = [...a.routes].filter((r) => b.routes.has(r));
    return weighOf(onlyA) * b.size + weighOf(onlyB) * a.size - weighOf(both) * fileCost;
  };
  for (;;) {
    let best: { i: number; j: number; change: number } | null = null;
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const change = delta(groups[i], groups[j]);
        if (change < 0 && (!best || change < best.change)) best = { i, j, change };
      }
    if (!best) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    for (const r of b.routes) a.routes.add(r);
    a.size += b.size;
    a.ids.push(...b.ids);
    groups.splice(best.j, 1);
  }
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const g of groups) {
    const top = [...g.routes]
      .sort((x, y) => weight(y) - weight(x) || x.localeCompare(y))
      .slice(0, 3)
      .map((entry) => entry.replace(/^later:(.*\/)?|\.[jt]sx?$/g, ""));
    let name = `shared-${top.join("-")}`;
    for (let n = 2; taken.has(name); n++) name = `shared-${top.join("-")}-${n}`;
    taken.add(name);
    for (const id of g.ids) names.set(id, name);
  }
  return names;
}
