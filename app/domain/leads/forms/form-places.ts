import type { LeadFormOptions } from "./form-options";
import type { LeadForm } from "../kind";
import type { OpeningHourEntry } from "../../locations/opening-hours";

/**
 * Which of a site's places a form offers (issue 17 §4). A service booking is
 * for a location that services cars, a parts enquiry for one with a parts
 * counter, a test drive for a sales yard (spec 02 §3 Location: location_type
 * sales, service, parts or service-and-parts; empty means sales). A site with
 * no location of the kind offers them all, as before. Both the page (the
 * select's choices, the opening hours beside the date) and the server (the
 * schema's allowed values, where the lead is filed) ask here.
 */

export interface PlaceLocation {
  id: string;
  dealership_id: string;
  location_type: string;
  visible?: boolean;
  primary?: boolean;
  contact_detail: { opening_hours: OpeningHourEntry[] };
}

export interface PlaceConfig {
  locations: readonly PlaceLocation[];
  dealerships: readonly { id: string; slug: string }[];
}

/** The departments (location types) a form is for; absent: any location. */
export const FORM_DEPARTMENTS: Partial<Record<LeadForm, readonly string[]>> = {
  service_booking: ["service", "service-and-parts"],
  parts_accessories: ["parts", "service-and-parts"],
  book_test_drive: ["sales"],
};

/** The visible locations a form offers: those with its department, or all when none has it. */
export function formLocations<L extends PlaceLocation>(form: LeadForm, locations: readonly L[]): L[] {
  const visible = locations.filter((l) => l.visible !== false);
  const types = FORM_DEPARTMENTS[form];
  if (!types) return visible;
  const own = visible.filter((l) => types.includes(l.location_type));
  return own.length ? own : visible;
}

/** The site's form options narrowed to the places this form offers (its location and dealership selects). */
export function formOptionsFor(form: LeadForm, options: LeadFormOptions, cfg: PlaceConfig): LeadFormOptions {
  if (!FORM_DEPARTMENTS[form]) return options;
  const places = formLocations(form, cfg.locations);
  const ids = new Set(places.map((l) => l.id));
  const dealerIds = new Set(places.map((l) => l.dealership_id));
  const dealerSlugs = new Set(cfg.dealerships.filter((d) => dealerIds.has(d.id)).map((d) => d.slug));
  return {
    ...options,
    locations: options.locations.filter((c) => ids.has(c.value)),
    dealerships: options.dealerships.filter((c) => dealerSlugs.has(c.value)),
  };
}

/** The place a department's form is about before one is chosen (shown beside it): its kind's primary, else first. */
export function departmentLocation<L extends PlaceLocation>(form: LeadForm, locations: readonly L[]): L | undefined {
  if (!FORM_DEPARTMENTS[form]) return undefined;
  const places = formLocations(form, locations);
  return places.find((l) => l.primary) ?? places[0];
}

/** The form's only place, when it offers exactly one location (then it shows no select, and the lead is filed there). */
export function onlyFormLocation<L extends PlaceLocation>(form: LeadForm, locations: readonly L[]): L | undefined {
  if (!FORM_DEPARTMENTS[form]) return undefined;
  const places = formLocations(form, locations);
  return places.length === 1 ? places[0] : undefined;
}

/**
 * The location a choice in the form's select stands for: the location itself,
 * or the chosen dealership's location of the form's kind (primary first).
 */
export function locationOfChoice<L extends PlaceLocation>(
  form: LeadForm,
  cfg: { locations: readonly L[]; dealerships: PlaceConfig["dealerships"] },
  choice: { location_id?: unknown; dealership_slug?: unknown },
): L | undefined {
  const places = formLocations(form, cfg.locations);
  if (typeof choice.location_id === "string") {
    const found = places.find((l) => l.id === choice.location_id);
    if (found) return found;
  }
  if (typeof choice.dealership_slug === "string") {
    const dealer = cfg.dealerships.find((d) => d.slug === choice.dealership_slug);
    const own = dealer ? places.filter((l) => l.dealership_id === dealer.id) : [];
    return own.find((l) => l.primary) ?? own[0];
  }
  return undefined;
}

/** Each choice of the form's select with its location's opening hours: the preferred time follows the place chosen. */
export function hoursByChoice(form: LeadForm, cfg: PlaceConfig, options: LeadFormOptions): Record<string, OpeningHourEntry[]> {
  const out: Record<string, OpeningHourEntry[]> = {};
  for (const c of options.locations) {
    const l = locationOfChoice(form, cfg, { location_id: c.value });
    if (l) out[c.value] = l.contact_detail.opening_hours;
  }
  for (const c of options.dealerships) {
    const l = locationOfChoice(form, cfg, { dealership_slug: c.value });
    if (l) out[c.value] = l.contact_detail.opening_hours;
  }
  return out;
}
