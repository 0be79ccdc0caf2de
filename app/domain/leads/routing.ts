import type { DeliveryRoute, LeadConfig, WebhookTarget } from "./lead-settings";
import { STORED_LEAD_FORMS, leadCategory } from "./kind";

/**
 * Where a lead goes (issue 10 §5, issue 17 §2): the most specific route that
 * matches it, else the default targets. A route matches when everything it
 * names — category, location (a department such as a service centre),
 * dealership — is the lead's. What a route names decides how specific it is,
 * category first, then location, then dealership:
 *
 *   category + location  >  category + dealership  >  category
 *     >  dealership + location  >  location  >  dealership
 *
 * so a careers application goes to the careers inbox whichever dealership's
 * location the applicant chose, and a service booking at the Toyota Service
 * Centre to that centre, not to Toyota's sales team. Two routes that match
 * the same lead and name the same keys name the same values: one is a copy of
 * the other, which the config check refuses (unreachableRouteIssues), so the
 * order of the list never decides.
 */

const WEIGHT = { category: 4, location: 2, dealership: 1 } as const;

/** How specific a route is (higher wins): the sum of what it names, weighted so one key outranks all below it together. */
export function routeSpecificity(r: Pick<DeliveryRoute, "category" | "location" | "dealership">): number {
  return (r.category ? WEIGHT.category : 0) + (r.location ? WEIGHT.location : 0) + (r.dealership ? WEIGHT.dealership : 0);
}

/** What routing knows of a lead: its place (leads/place.server.ts) and category (kind.ts). */
export interface RoutedLead {
  dealership?: string | null;
  location?: string | null;
  category: string;
}

type RouteKeys = Pick<DeliveryRoute, "category" | "location" | "dealership">;

function matches(r: RouteKeys, lead: RoutedLead): boolean {
  return (
    (r.category === undefined || r.category === lead.category) &&
    (r.location === undefined || r.location === lead.location) &&
    (r.dealership === undefined || r.dealership === lead.dealership)
  );
}

/** The index of the route a lead takes, or null for the default targets. */
export function chosenRoute(routes: readonly RouteKeys[], lead: RoutedLead): number | null {
  let chosen: number | null = null;
  let best = -1;
  routes.forEach((r, i) => {
    const score = routeSpecificity(r);
    if (score > best && matches(r, lead)) [chosen, best] = [i, score];
  });
  return chosen;
}

export interface ResolvedTargets {
  email: string[];
  crm_email: string[];
  webhooks: WebhookTarget[];
  /** The index of the route used, or null for the default. */
  route: number | null;
}

export function deliveryTargetsFor(cfg: LeadConfig, lead: RoutedLead): ResolvedTargets {
  const route = chosenRoute(cfg.delivery.routes, lead);
  const targets = route === null ? cfg.delivery.default : cfg.delivery.routes[route];
  const byId = new Map(cfg.webhooks.map((w) => [w.id, w]));
  return {
    email: targets.email,
    crm_email: targets.crm_email,
    webhooks: targets.webhooks.map((id) => byId.get(id)).filter((w): w is WebhookTarget => w !== undefined),
    route,
  };
}

/** A route by its place in the list and what it matches: "routes.8 (category Careers)". */
export function describeRoute(r: RouteKeys, index: number): string {
  const keys = [
    r.category && `category ${r.category}`,
    r.location && `location ${r.location}`,
    r.dealership && `dealership ${r.dealership}`,
  ].filter(Boolean);
  return `routes.${index} (${keys.join(", ")})`;
}

/** What the reachability check needs of the rest of the tenant config. */
export interface RoutingPlaces {
  dealerships: { id: string; slug: string }[];
  locations: { slug: string; dealership_id: string; visible?: boolean; primary?: boolean }[];
}

/**
 * Every category a lead of this site can have: each form's fixed one and the
 * contact form's choices (kind.ts leadCategory).
 */
export function leadCategories(cfg: LeadConfig): string[] {
  const fixed = STORED_LEAD_FORMS.filter((f) => f !== "general_contact").map((f) => leadCategory(f).category);
  return [...new Set([...cfg.forms.categories.map((c) => c.name), ...fixed])];
}

/**
 * Every dealership, location and category a lead can arrive with, as
 * leads/place.server.ts places it: a location and its dealership (the car's,
 * the one chosen, the page's), or a chosen dealership without a visible
 * location of its own, at the site's primary location.
 */
function leadShapes(cfg: LeadConfig, places: RoutingPlaces): RoutedLead[] {
  const dealerById = new Map(places.dealerships.map((d) => [d.id, d.slug]));
  const pairs = new Map<string, { dealership: string; location: string }>();
  const add = (dealership: string | undefined, location: string | undefined) => {
    if (dealership && location) pairs.set(`${dealership} ${location}`, { dealership, location });
  };
  for (const l of places.locations) add(dealerById.get(l.dealership_id), l.slug);
  const primary = places.locations.find((l) => l.primary) ?? places.locations[0];
  for (const d of places.dealerships)
    if (!places.locations.some((l) => l.dealership_id === d.id && l.visible !== false)) add(d.slug, primary?.slug);
  const categories = leadCategories(cfg);
  return [...pairs.values()].flatMap((p) => categories.map((category) => ({ ...p, category })));
}

/**
 * The routes no lead can ever take, each named with the reason (issue 17 §2):
 * a category no form produces, a location of another dealership, a copy of an
 * earlier route, or one whose every lead goes to more specific routes.
 * Routes naming a dealership or location that does not exist are left to
 * leadConfigReferenceIssues. Paths are relative to the lead config.
 */
export function unreachableRouteIssues(cfg: LeadConfig, places: RoutingPlaces): { path: (string | number)[]; message: string }[] {
  const routes = cfg.delivery.routes;
  const shapes = leadShapes(cfg, places);
  const categories = leadCategories(cfg);
  const dealerById = new Map(places.dealerships.map((d) => [d.id, d.slug]));
  const dealerOfLocation = new Map(places.locations.map((l) => [l.slug, dealerById.get(l.dealership_id)]));
  const dealerSlugs = new Set(places.dealerships.map((d) => d.slug));
  const taken = new Map<number, Set<number | null>>();
  for (const shape of shapes) {
    const winner = chosenRoute(routes, shape);
    routes.forEach((r, i) => {
      if (!matches(r, shape)) return;
      const winners = taken.get(i) ?? new Set();
      winners.add(winner);
      taken.set(i, winners);
    });
  }
  const issues: { path: (string | number)[]; message: string }[] = [];
  routes.forEach((r, i) => {
    if (taken.get(i)?.has(i)) return;
    if ((r.location && !dealerOfLocation.has(r.location)) || (r.dealership && !dealerSlugs.has(r.dealership))) return;
    const never = `${describeRoute(r, i)} can never be chosen`;
    const copy = routes.findIndex(
      (o, j) => j < i && o.category === r.category && o.location === r.location && o.dealership === r.dealership,
    );
    let why: string;
    if (r.category && !categories.includes(r.category))
      why = `no lead has the category ${r.category} (the categories are ${categories.join(", ")})`;
    else if (r.location && r.dealership && dealerOfLocation.get(r.location) !== r.dealership)
      why = `location ${r.location} belongs to dealership ${dealerOfLocation.get(r.location)}`;
    else if (copy >= 0) why = `it matches the same leads as ${describeRoute(routes[copy], copy)}, which comes first`;
    else {
      const others = [...(taken.get(i) ?? [])].filter((w): w is number => w !== null).sort((a, b) => a - b);
      why = `every lead it matches goes to a more specific route: ${others.map((w) => describeRoute(routes[w], w)).join("; ")}`;
    }
    issues.push({ path: ["delivery", "routes", i], message: `${never}: ${why}` });
  });
  return issues;
}

/**
 * What a config may mean by mistake but is allowed (said by `tenant apply`):
 * default targets no lead reaches, because every lead matches a route.
 */
export function routingWarnings(cfg: LeadConfig, places: RoutingPlaces): string[] {
  const d = cfg.delivery.default;
  const targets = [...d.email, ...d.crm_email, ...d.webhooks.map((w) => `webhook ${w}`)];
  if (!targets.length) return [];
  const shapes = leadShapes(cfg, places);
  if (!shapes.length || shapes.some((s) => chosenRoute(cfg.delivery.routes, s) === null)) return [];
  return [
    `delivery.default (${targets.join(", ")}) is never used: every lead matches a route; ` +
      "add these targets to the routes that should have them, or remove them",
  ];
}
