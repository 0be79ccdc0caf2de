import { headingNoun, itemNoun } from "../search/item-nouns";
import { canonicalHref } from "../search/listing-paths";
import { carTypeLabel, type Crumb } from "../search/listing-meta";
import { searchState, type ListingState } from "../search/query-edits";
import type { TenantConfig } from "../tenant/tenant-config";
import type { CarType } from "./vehicle";

/**
 * Small rules and constants of the vehicle detail page (spec 01 §2, §4, §9),
 * shared by the server (what it renders) and the browser (what it does).
 */

/** Spec 01 §9: "Sticky header after 500px; sticky bottom bar after 900px." */
export const STICKY_HEADER_AFTER_PX = 500;
export const STICKY_BOTTOM_BAR_AFTER_PX = 900;
/**
 * Which sticky bar a vehicle page has (spec 01 §2 "Sticky header after
 * scrolling 500px ... One tenant family uses a sticky bottom bar after
 * 900px"): one, at every width (issue 17: on a phone both showed, the title,
 * price, Enquire and Call twice). The family's bottom bar where the tenant
 * has it on and it has something to offer (Enquire Now for a car in stock,
 * Call Now where there is a number); the sticky header otherwise.
 */
export function stickyBar(page: { stickyBottomBar: boolean; inStock: boolean; hasPhone: boolean }): "header" | "bottom" {
  return page.stickyBottomBar && (page.inStock || page.hasPhone) ? "bottom" : "header";
}

/** Spec 01 §9: "Spin view: sensitivity 20 px, auto-rotate 100 ms." */
export const SPIN_SENSITIVITY_PX = 20;
export const SPIN_AUTO_ROTATE_MS = 100;
/** Spec 01 §9: "views count animation 1 s"; "Collapsible animation 300 ms". */
export const VIEWS_ANIMATION_MS = 1000;
export const COLLAPSE_ANIMATION_MS = 300;
/** Spec 01 §4: "Copy link button shows 'Copied' for 1.5 s." */
export const COPIED_FOR_MS = 1500;
/** Spec 01 §4: "Sharing opens a 550x400 window; its closing is polled every second." */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
export const SHARE_POLL_MS = 1000;
/** Spec 01 §2: "the first 2 images are loaded with priority; image size 600x400". */
export const PRIORITY_IMAGES = 2;
export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 400;

/** Spec 01 §2: "Thumbnail strip only when the car has more than 3 images". */
export function showThumbnails(imageCount: number): boolean {
  return imageCount > 3;
}

export type GalleryView = "spin" | "images" | "interior";

/** Spec 01 §4: "Gallery view: spin (default), gallery, interior" - the views a car offers, default first. */
export function galleryViews(v: {
  spin_images: readonly string[];
  spin_interior_image?: string | null;
  images: readonly unknown[];
}): GalleryView[] {
  const views: GalleryView[] = [];
  if (v.spin_images.length > 1) views.push("spin");
  if (v.images.length > 0 || views.length === 0) views.push("images");
  if (v.spin_interior_image) views.push("interior");
  return views;
}

/**
 * Spec 01 §2: "Announcement bar 'Located at {city}' with a Get Directions
 * link, dismissible, shown only when the car's city differs from the primary
 * dealership city." Returns the city to announce, or null.
 */
export function locatedAtCity(carCity: string | null | undefined, primaryCity: string | null | undefined): string | null {
  if (!carCity || !primaryCity) return null;
  return carCity.trim().toLowerCase() === primaryCity.trim().toLowerCase() ? null : carCity.trim();
}

/**
 * Spec 02 §2: "Breadcrumbs: Home, car-type listing, make, model, body,
 * current page." Each link is the canonical listing for the car's values so
 * far (the listing's own breadcrumbs link the same way).
 */
export function vehicleBreadcrumbs(v: {
  car_type: CarType;
  item_type?: string | null;
  make: string;
  model: string;
  year: number;
  badge?: string | null;
  simple_body?: string | null;
}): Crumb[] {
  const href = (filters: ListingState["filters"]) => canonicalHref(searchState({ filters }), { kind: "search" });
  const car_type = [v.car_type];
  // A motorcycle's trail reads 'Used Motorcycles' and lists used motorcycles (item-nouns.ts).
  const kind = v.item_type && v.item_type.toLowerCase() !== "car" ? { item_type: [v.item_type] } : {};
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    {
      label: `${carTypeLabel(v.car_type)} ${headingNoun(itemNoun(v.item_type ? [v.item_type] : []))}`,
      href: href({ car_type, ...kind }),
    },
    { label: v.make, href: href({ car_type, make: [v.make] }) },
    { label: v.model, href: href({ car_type, make: [v.make], model: [v.model] }) },
  ];
  if (v.simple_body)
    crumbs.push({ label: v.simple_body, href: href({ car_type, make: [v.make], model: [v.model], body: [v.simple_body] }) });
  crumbs.push({ label: [v.year, v.make, v.model, v.badge].filter(Boolean).join(" "), href: null });
  return crumbs;
}

/** The tenant location a car stands at: its location_id, else the primary location (as search does). */
export function vehicleLocation(
  cfg: Pick<TenantConfig, "locations">,
  locationId: string | null | undefined,
): TenantConfig["locations"][number] {
  return cfg.locations.find((l) => l.id === locationId) ?? cfg.locations.find((l) => l.primary) ?? cfg.locations[0];
}
