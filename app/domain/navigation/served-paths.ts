/**
 * The platform's own top-level path segments: every route of spec 01 §2 and
 * spec 02 §2 plus the app's technical routes. A tenant's sale page or brand
 * slug becomes a top-level path (/{slug}, /{brand}/overview), so it may not
 * take one of these.
 */
export const RESERVED_TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set([
  // spec 01 §2, spec 02 §2 routes
  "search",
  "parts",
  "used-car",
  "cars",
  "checkout-journey",
  "finance",
  "apply-for-finance",
  "finance-enquiry",
  "personalised",
  "budget-finder",
  "print",
  "success",
  "sign-in",
  "special-offers",
  "terms-and-conditions",
  "dealer-locator",
  "brands",
  "about-us",
  "service",
  "trade-in",
  "book-test-drive",
  "sell-my-car",
  "sell-your-car",
  "vehicle-parts-and-accessories",
  "contact",
  "contact-us",
  "our-location",
  "locations",
  "privacy-policy",
  "spin-to-win",
  "online-payment",
  "blog",
  "warranty",
  "diamond-advantage",
  "eofy",
  "models",
  "capped-price-servicing",
  "roadside-assist",
  "fleet",
  "careers",
  "teams",
  "buying",
  "faqs",
  "pages",
  "autopact-handback-guarantee",
  "autopact-protection-plan",
  "ultratek",
  "mymotorama",
  "mybigboxcars",
  "myblinkr",
  "myservco",
  "my-garage",
  // the platform's own pages (issue 9)
  "compare",
  "favourites",
  // the app's technical routes
  "api",
  "assets",
  "images",
  "demo-photos",
  "demo-history-reports",
  "brand-logos",
  "demo-videos",
  "healthz",
  "favicon.svg",
  "sitemap.xml",
  "robots.txt",
]);

/**
 * The paths a content page may take (spec 02 §2 'Other' routes that carry
 * the dealer's own words rather than a flow).
 */
export const CONTENT_PAGE_PATHS = [
  "/about-us",
  "/terms-and-conditions",
  "/privacy-policy",
  "/warranty",
  "/faqs",
  "/careers",
  "/service",
  "/capped-price-servicing",
  "/roadside-assist",
  "/fleet",
  "/teams",
  "/buying",
  "/diamond-advantage",
  "/eofy",
  "/autopact-handback-guarantee",
  "/autopact-protection-plan",
  "/ultratek",
  "/vehicle-parts-and-accessories",
  "/pages/book-a-service",
  "/pages/parts-accessories",
  "/pages/warranty",
  "/pages/lifecycle-checkup",
  "/pages/service-benefits",
  "/pages/reviews",
  "/pages/home-drive",
  "/pages/pre-owned-benefits",
  "/pages/experience-gt",
] as const;
export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

/** A link target in config: a path on the site ('/finance', '/search/used-cars?make=toyota') or an https:// address. */
export const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+(\/[^\s]*)?)$/;
export const LINK_MESSAGE = "must be a site path such as /finance or an https:// address";

/** The path part of a site link (no query or fragment), or null for an outside address. */
export function sitePathOf(link: string): string | null {
  if (!link.startsWith("/")) return null;
  return link.split(/[?#]/, 1)[0];
}

/**
 * What a site serves, beyond the platform's own routes: the tenant's
 * dealership and location slugs (listings at /search/{slug}) and, once a
 * tenant writes them, its content pages.
 */
export interface ServedPathSite {
  dealerships: readonly { slug: string }[];
  locations: readonly { slug: string }[];
  /** Paths of the tenant's own content pages (issue 12), when it has any. */
  contentPaths?: readonly string[];
  /** The group's brands (spec 01 §2 '/{brand}/overview'). */
  brands?: readonly { slug: string }[];
  /** The tenant's Spin to Win campaign: /spin-to-win is served while one is configured. */
  spin_to_win?: object | null;
  /** The model range (spec 02 §2 '/models/...', '/{model slug}/accessories'; model-range/model-config.ts). */
  models?: readonly { slug: string; accessories: readonly unknown[] }[];
  /** The finance pages (spec 02 §2) are served where the tenant offers finance. */
  features?: { finance?: boolean; trade_in?: boolean };
}

/** Spec 02 §2 'Finance: /finance, /apply-for-finance, /finance-enquiry, /personalised/finance' (domain/finance/finance-page.ts). */
const FINANCE_PATHS: ReadonlySet<string> = new Set([
  "/finance",
  "/apply-for-finance",
  "/finance-enquiry",
  "/personalised/finance",
]);

/**
 * The paths the platform serves today: the one list a configured link
 * (promo cards at `tenant apply`; header and footer menus through
 * menu-config.ts's PathAvailable) is checked against. An issue that adds a
 * route adds its path here (/finance, /trade-in, /contact, ...), and links to
 * it become valid; until then a link to it is refused rather than shown as a 404.
 */
const SERVED_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/search",
  "/special-offers",
  "/compare",
  "/favourites",
  // issue 12: the dealer locator; the brands page (spec 01 §2 '/brands': the group's brands and the manufacturer list)
  "/dealer-locator",
  "/brands",
  // Sign-in and the signed-in areas (issue 11; spec 02 §2).
  "/sign-in",
  "/my-garage",
  "/mymotorama",
  "/mybigboxcars",
  "/myblinkr",
  "/myservco",
  "/sitemap.xml",
  "/robots.txt",
  // The enquiry pages (spec 02 §2; issue 10): app/domain/leads/enquiry-pages.ts.
  "/contact",
  "/contact-us",
  "/book-test-drive",
  "/service",
  "/sell-my-car",
  "/sell-your-car",
  "/vehicle-parts-and-accessories",
  "/careers",
  // The budget finder and its price-range slider page (spec 02 §2; issue 19 item 7).
  "/budget-finder",
  "/budget-finder/price-range",
]);

/** Listing paths (spec 01 §2): a car type, a make or make and model, a dealership or a location; makes are checked against stock when asked for. */
const LISTING_PATH = /^\/search\/[^/]+(\/[^/]+)?$/;
/** A vehicle page (spec 01 §2 '/cars/{slug}'); whether the car is listed is the page's to say. */
// /cars/trade-in is the trade-in valuation flow (spec 02 §2), not a vehicle: served with /trade-in below.
const VEHICLE_PATH = /^\/cars\/(?!trade-in$)[a-z0-9]+(-[a-z0-9]+)*$/;

/** A location page (issue 12): /locations/{slug} or /our-location/{slug}, for one of the site's own slugs. */
const LOCATION_PATH = /^\/(locations|our-location)\/([^/]+)$/;

export function isServedPath(site: ServedPathSite, path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (SERVED_PATHS.has(p) || VEHICLE_PATH.test(p)) return true;
  if (p === "/spin-to-win") return site.spin_to_win != null;
  if (FINANCE_PATHS.has(p)) return site.features?.finance === true;
  // The trade-in valuation (issue 20 item 2): where the site offers trade-in.
  if (p === "/trade-in" || p === "/cars/trade-in") return site.features?.trade_in === true;
  const location = LOCATION_PATH.exec(p);
  if (location) return [...site.locations, ...site.dealerships].some((x) => x.slug === location[2]);
  if (site.contentPaths?.includes(p)) return true;
  const brand = /^\/([^/]+)\/overview$/.exec(p);
  if (brand) return site.brands?.some((b) => b.slug === brand[1]) ?? false;
  // /contact-us/{location slug} (spec 02 §2): one of the site's locations.
  const contactLocation = /^\/contact-us\/([^/]+)$/.exec(p);
  if (contactLocation) return site.locations.some((l) => l.slug === contactLocation[1]);
  if (LISTING_PATH.test(p)) return true;
  return isModelRangePath(site.models ?? [], p);
}

/** /models, /models/{slug} and /{slug}/accessories: only a site with a model range has them; accessories only where listed. */
function isModelRangePath(models: NonNullable<ServedPathSite["models"]>, p: string): boolean {
  if (p === "/models") return models.length > 0;
  const model = /^\/models\/([^/]+)$/.exec(p);
  if (model) return models.some((m) => m.slug === model[1]);
  const accessories = /^\/([^/]+)\/accessories$/.exec(p);
  return accessories ? models.some((m) => m.slug === accessories[1] && m.accessories.length > 0) : false;
}

/** The message a configured link to a path the platform does not serve gets. */
export function unservedPathMessage(path: string): string {
  return `${path} is not a page this site serves yet; link to one it does (such as /special-offers or a /search listing) or to an https:// address`;
}
