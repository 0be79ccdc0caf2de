import { weeklyHoursTable, upcomingSpecialHours, type HoursRow, type SpecialHoursRow } from "./opening-hours";
import { openStatus, type OpenStatusSource } from "./open-status";
import { showReviewBadge, type ReviewSampleItem, type ReviewSettings, type ReviewSummary } from "../content/reviews";
import type { Dealership, Location, TenantConfig } from "../tenant/tenant-config";
import { localTime, timeZoneForLocation } from "./time-zones";
import { telHref } from "../vehicle/phone-number";

/**
 * What the location card, the locations block and the location details page
 * show (spec 02 §2 'Locations'), shaped on the server from the tenant config
 * and the review summaries, drawn by app/ui/locations/.
 */

export const LOCATION_TYPE_LABELS: Record<string, string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "service-and-parts": "Service & Parts",
};

/** The hours data the browser recomputes the 'Open now' line from (open-status.ts), so a cached page does not lie. */
export type HoursData = OpenStatusSource;

export interface LocationCardView {
  id: string;
  name: string;
  slug: string;
  locationType: string;
  typeLabel: string;
  street: string;
  /** 'Cleveland QLD 4163'. */
  locality: string;
  phone: string;
  phoneHref: string;
  directionsUrl: string;
  imageUrl: string | null;
  hours: HoursRow[];
  hoursData: HoursData;
  /** As computed on the server at render time; the browser recomputes it after hydration. */
  openText: string | null;
  isOpen: boolean;
  /** Null when the badge rule (spec 02 §5) says no badge. */
  rating: ReviewSummary | null;
  /** 'DL 3170824' or 'LMCT 11842' (licenceText), only when the site's flag is on. */
  dealerLicence: string | null;
  repairer: string | null;
  detailsHref: string;
  /** The location's stock listing, for sales locations. */
  stockHref: string | null;
  /** 'Contact Us', or 'Book a Service' at a service location (spec 02 §2 location card). */
  contact: { label: "Contact Us" | "Book a Service"; href: string };
}

/**
 * Get Directions, wherever it is shown (location card and page, the vehicle
 * page's 'Located at' bar and sidebar, the success page). Spec 02 §3 gives a
 * location's address a place_url (its own maps page) and lat/long: the
 * place_url when the tenant set one, else Google Maps directions to the
 * coordinates (no key needed; opens the app on a phone).
 */
export function directionsUrl(loc: { address: Pick<Location["address"], "lat" | "long" | "place_url"> }): string {
  const a = loc.address;
  if (a.place_url) return a.place_url;
  return `https://www.google.com/maps/dir/?api=1&destination=${a.lat},${a.long}`;
}

export function hoursDataOf(loc: Location): HoursData {
  return {
    location_type: loc.location_type,
    contact_detail: { opening_hours: loc.contact_detail.opening_hours },
    special_hours: loc.special_hours,
    service_booking_url: loc.service_booking_url ?? null,
    address: { state: loc.address.state, postcode: loc.address.postcode },
    time_zone: loc.time_zone ?? null,
  };
}

const SERVICE_TYPES = new Set(["service", "service-and-parts"]);

export function locationCard(
  cfg: Pick<TenantConfig, "location_numbers" | "reviews">,
  loc: Location,
  summary: ReviewSummary | undefined,
  now: number,
): LocationCardView {
  const status = openStatus(loc, now);
  const service = SERVICE_TYPES.has(loc.location_type);
  return {
    id: loc.id,
    name: loc.name,
    slug: loc.slug,
    locationType: loc.location_type,
    typeLabel: LOCATION_TYPE_LABELS[loc.location_type] ?? "Sales",
    street: loc.address.street,
    locality: `${loc.address.city} ${loc.address.state} ${loc.address.postcode}`,
    phone: loc.contact_detail.phone,
    phoneHref: telHref(loc.contact_detail.phone),
    directionsUrl: directionsUrl(loc),
    imageUrl: loc.image_url ?? null,
    hours: weeklyHoursTable(loc),
    hoursData: hoursDataOf(loc),
    openText: status?.text ?? null,
    isOpen: status?.open ?? false,
    rating: summary && showReviewBadge(summary, reviewSettings(cfg)) ? summary : null,
    dealerLicence: cfg.location_numbers.show_dealer_license_number ? licenceText("DL", loc.dealer_license_number) : null,
    repairer: cfg.location_numbers.show_motor_vehicle_repairer ? licenceText("MRB", loc.motor_vehicle_repairer) : null,
    detailsHref: `/locations/${loc.slug}`,
    stockHref: loc.location_type === "sales" ? `/search/${loc.slug}` : null,
    contact: service
      ? { label: "Book a Service", href: loc.service_booking_url ?? `/contact-us/${loc.slug}` }
      : { label: "Contact Us", href: `/contact-us/${loc.slug}` },
  };
}

/**
 * 'DL 3170824'; a number that carries its state's own prefix ('LMCT 11842',
 * 'MVRL50731') is shown as written, not as 'DL LMCT 11842'.
 */
export function licenceText(label: "DL" | "MRB", value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  return /^[A-Za-z]/.test(v) ? v : `${label} ${v}`;
}

export function reviewSettings(cfg: Pick<TenantConfig, "reviews">): ReviewSettings {
  return { hidden: cfg.reviews.hidden, minimum_rating: cfg.reviews.minimum_rating };
}

/** Visible locations, primary first, then in config order. */
export function visibleLocations(cfg: Pick<TenantConfig, "locations">): Location[] {
  const list = cfg.locations.filter((l) => l.visible);
  return [...list.filter((l) => l.primary), ...list.filter((l) => !l.primary)];
}

export interface LocationPageTarget {
  location: Location;
  /** Set when the page was asked for by a dealership slug. */
  dealership: Dealership | null;
}

/**
 * `/locations/{slug}` by location slug or dealership slug (spec 02 §2): a
 * dealership's page shows its primary location, else its first sales
 * location, else its first. Hidden locations have no page.
 */
export function locationPageTarget(
  cfg: Pick<TenantConfig, "locations" | "dealerships">,
  slug: string,
): LocationPageTarget | null {
  const loc = cfg.locations.find((l) => l.slug === slug && l.visible);
  if (loc) return { location: loc, dealership: null };
  const dealership = cfg.dealerships.find((d) => d.slug === slug);
  if (!dealership) return null;
  const own = cfg.locations.filter((l) => l.visible && l.dealership_id === dealership.id);
  const location = own.find((l) => l.primary) ?? own.find((l) => l.location_type === "sales") ?? own[0];
  return location ? { location, dealership } : null;
}

export interface DepartmentLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The sales/service/parts switch (spec 02 §2 'A dropdown switches between
 * sales, service and parts at the same site when more than one type
 * exists'): the dealership's visible locations of other types, one per type.
 * Empty when there is only one type.
 */
export function departmentLinks(cfg: Pick<TenantConfig, "locations">, loc: Location): DepartmentLink[] {
  const seen = new Set<string>();
  const links: DepartmentLink[] = [];
  const order = ["sales", "service", "service-and-parts", "parts"];
  const same = cfg.locations
    .filter((l) => l.visible && l.dealership_id === loc.dealership_id)
    .sort((a, b) => order.indexOf(a.location_type) - order.indexOf(b.location_type));
  for (const l of same) {
    const type = l.location_type;
    if (seen.has(type)) continue;
    seen.add(type);
    const current = type === loc.location_type;
    links.push({ label: LOCATION_TYPE_LABELS[type] ?? "Sales", href: `/locations/${current ? loc.slug : l.slug}`, current });
  }
  return links.length > 1 ? links : [];
}

export interface LocationPageView {
  heading: string;
  card: LocationCardView;
  departments: DepartmentLink[];
  /** Special and holiday hours in the coming 90 days, in the location's own dates. */
  specialHours: SpecialHoursRow[];
  reviews: { summary: ReviewSummary; badge: boolean; sample: ReviewSampleItem[] } | null;
  timeZone: string;
  /** The site's other visible locations, for the 'Our Locations' carousel. */
  others: LocationCardView[];
}

export function locationPageView(
  cfg: Pick<TenantConfig, "locations" | "location_numbers" | "reviews">,
  target: LocationPageTarget,
  summary: ReviewSummary | undefined,
  sample: ReviewSampleItem[],
  now: number,
  summaries: ReadonlyMap<string, ReviewSummary> = new Map(),
): LocationPageView {
  const loc = target.location;
  const zone = timeZoneForLocation(loc);
  const card = locationCard(cfg, loc, summary, now);
  const hidden = cfg.reviews.hidden;
  return {
    heading: target.dealership?.name ?? loc.name,
    card,
    departments: departmentLinks(cfg, loc),
    specialHours: upcomingSpecialHours(loc, localTime(now, zone).date, 90),
    reviews:
      !hidden && summary && summary.count > 0
        ? { summary, badge: card.rating !== null, sample: sample.slice(0, cfg.reviews.sample_size) }
        : null,
    timeZone: zone,
    others: visibleLocations(cfg)
      .filter((l) => l.id !== loc.id)
      .map((l) => locationCard(cfg, l, summaries.get(l.id), now)),
  };
}
