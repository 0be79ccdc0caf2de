import { historyReportHref } from "./history-report";
import { tradeInAllowedFor, tradeInHref } from "../buying-online/trade-in/eligibility";
import { dealerCommentsShown, type DealerComments } from "./dealer-comments";
import { similarHref } from "../search/card-view";
import { canSave, type FavouriteEntry } from "../garage/favourites";
import { defaultConsumption, showFuelCalculator } from "./fuel-calculator";
import { isOwnImageSource } from "./image-renditions";
import { INFO_TAB_LABELS, reserveOnlineText, visibleInfoTabs, type InfoTab } from "./info-tabs";
import { showMarketPriceBadge } from "./market-price";
import { displayPrice, type PriceDisplay } from "./price-display";
import { detailsHeading, featureList, keyInformationRows, type SpecRow } from "./spec-rows";
import { tagBanner, type TagBanner } from "./tag-banner";
import { primaryLocation, vehiclePageSchema, type TenantConfig } from "../tenant/tenant-config";
import { isInStock, vehicleTitle, type CarType, type Hotspot, type StockStatus, type Vehicle } from "./vehicle";
import { directionsUrl } from "../locations/location-view";
import { galleryViews, locatedAtCity, vehicleBreadcrumbs, vehicleLocation, type GalleryView } from "./page-behaviour";
import { calculatorDisclaimer } from "../finance/calculator-disclaimer";
import { financeHref } from "../finance/finance-link";
import type { FinanceProviderConfig } from "../finance/provider-config";
import { vehicleEstimate, type VehicleEstimate } from "../finance/vehicle-estimate";
import { publicPhone, shownPhone, type ShownPhone } from "./phone-number";
import type { Crumb } from "../search/listing-meta";
import { withSafeAddresses } from "./media-urls";
import { vehicleVideo, type VehicleVideo } from "./video";
import { checkoutEnabled, checkoutPath } from "../buying-online/checkout/reservation";
import { journeyHref, onlinePurchaseEnabled } from "../buying-online/checkout/online-purchase";

/**
 * Everything the vehicle detail page shows (spec 01 §2 'Vehicle detail page'),
 * worked out once on the server from the stored vehicle and the tenant's
 * config, so the browser receives plain data and no rule twice.
 */
export interface VehiclePageModel {
  id: number;
  slug: string;
  path: string;
  /** "2021 Toyota RAV4" */
  title: string;
  /** "GX MXAA52R" */
  subtitle: string;
  /** Spec 01 §2 details box heading: "Used 2021 Toyota RAV4 GX MXAA52R". */
  heading: string;
  make: string;
  model: string;
  year: number;
  km: number;
  carType: CarType;
  status: StockStatus;
  inStock: boolean;
  soldText: string;
  price: PriceDisplay;
  banner: TagBanner | null;
  marketBadge: boolean;
  media: {
    views: GalleryView[];
    images: { src: string; thumb: string | null }[];
    spin: string[];
    interior: string | null;
    hotspots: { exterior: Hotspot[]; interior: Hotspot[] };
    video: VehicleVideo | null;
    primary: string | null;
  };
  quickFacts: { label: string; value: string }[];
  keyInfo: SpecRow[];
  features: string[];
  comments: DealerComments;
  tabs: { id: InfoTab; label: string; items: string[] | null; text: string | null }[];
  /** The feature list sits in the Features tab when the tenant has one, else under Key information. */
  featuresInTab: boolean;
  location: { id: string; name: string; street: string; city: string; state: string; postcode: string; directionsUrl: string };
  locatedAt: string | null;
  /** By phone-number.ts: on a masking tenant the number is absent until revealed. */
  phone: ShownPhone | null;
  fuel: { show: boolean; consumption: number };
  /** Spec 02 §5: only where a finance estimate is offered, on a tenant with finance (finance/vehicle-estimate.ts). */
  weekly: VehicleEstimate | null;
  /** Spec 02 §2 'Finance calculator panel (vehicle page)': an in-stock car on a tenant with finance; else null. */
  finance: VehicleFinance | null;
  views: number;
  crumbs: Crumb[];
  favourite: { canSave: boolean; entry: FavouriteEntry };
  stickyBottomBar: boolean;
  /** Spec 01 §2: similar cars as a grid, or a carousel where the tenant chooses it. */
  similarLayout: "grid" | "carousel";
  /** A car no longer in stock: the listing of 'Find Me Something Similar' (the search card's similarHref). */
  similarHref: string | null;
  /** Spec 01 §4 'history report button only when the car has a file' (history-report.ts): the report's address, or null. */
  historyReport: string | null;
  /** Spec 01 §4 'Trade-in button only when trade-in is allowed for the car' (trade-in/eligibility.ts): the valuation's address, or null. */
  tradeIn: string | null;
  /** Spec 01 §4 'reserve only when checkout is enabled for the car': the Reserve Online tab's link, else null (and no tab). */
  checkoutHref: string | null;
  /** Spec 01 §4 'reserve and online purchase only when checkout is enabled': '/checkout-journey?car_id={slug}' for an eligible car, else null. */
  buyOnlineHref: string | null;
  /** The reveal call's payload (spec 01 §7): car_id, dealership_id, website_id. */
  reveal: { car_id: number; dealership_id: string; website_id: string };
  updatedAt: string;
}

export interface VehicleFinance {
  /** The tenant's provider: the browser's calculator works the figures out from it (finance/calculator.ts). */
  provider: FinanceProviderConfig;
  /** The calculator's amount: the car's price, or null for the spec's 30,000. */
  price: number | null;
  /** The lender's disclaimer for the car (finance_lenders), else the site's (finance/calculator-disclaimer.ts). */
  disclaimer: string;
  /** '/finance?...#finance-form' (spec 01 §2). */
  applyHref: string;
  /** The quote call's car fields (spec 02 §7 payload: purchasePrice, year, vin, nvic). */
  car: { price: number; year: number; vin: string | null; nvic: string | null };
}

export function buildVehiclePageModel(
  cfg: TenantConfig,
  stored: Vehicle,
  now: number,
  opts: { phoneRevealed?: boolean } = {},
): VehiclePageModel {
  const v = withSafeAddresses(stored);
  // Configs stored before vehicle_page existed get its defaults.
  const pageCfg = vehiclePageSchema.parse(cfg.vehicle_page ?? {});
  const inStock = isInStock(v.status);
  const location = vehicleLocation(cfg, v.location_id);
  const features = featureList(v);
  const lists: Partial<Record<InfoTab, string[]>> = {
    whats_included: pageCfg.whats_included,
    why_buy_from_us: pageCfg.why_buy_from_us,
    protect_your_car: pageCfg.protect_your_car,
  };
  const checkoutHref = checkoutEnabled(cfg, v) ? checkoutPath(cfg, v.slug) : null;
  const tabIds = visibleInfoTabs(pageCfg.info_tabs, {
    reserveOnline: checkoutHref !== null,
    inStock,
    featureCount: features.length,
    lists,
  });
  // Our own photos get their thumbnails from the image endpoint; a feed's own thumb is kept for others.
  const images = v.images.map((i) => ({ src: i.image, thumb: isOwnImageSource(i.image) ? null : (i.thumb ?? null) }));
  const primary = v.primary_image_url ?? images[0]?.src ?? v.spin_images[0] ?? null;
  const title = vehicleTitle(v);
  const km = new Intl.NumberFormat("en-AU").format(v.km);
  const quickFacts = [
    { label: "Odometer", value: `${km} km` },
    { label: "Transmission", value: v.simple_transmission ?? v.trans ?? "" },
    { label: "Fuel", value: v.simple_fuel ?? v.fuel ?? "" },
    { label: "Body", value: v.simple_body ?? v.bodyconfiguration ?? "" },
  ].filter((f) => f.value && f.value.toLowerCase() !== "null");

  return {
    id: v.id,
    slug: v.slug,
    path: v.path,
    title,
    subtitle: [v.badge, v.series].filter((s) => s && s.toLowerCase() !== "null").join(" "),
    heading: detailsHeading(v),
    make: v.make,
    model: v.model,
    year: v.year,
    km: v.km,
    carType: v.car_type,
    status: v.status,
    inStock,
    soldText: cfg.texts.soldText,
    price: displayPrice(v, { subscriptionPricing: cfg.features.subscription_pricing, noPriceText: cfg.texts.noPriceText }),
    banner: tagBanner(v, cfg, now),
    marketBadge: inStock && showMarketPriceBadge(v.price, v.autograb_data),
    media: {
      views: galleryViews(v),
      images,
      spin: v.spin_images,
      interior: v.spin_interior_image ?? null,
      hotspots: v.hotspots,
      video: vehicleVideo(v),
      primary,
    },
    quickFacts,
    keyInfo: keyInformationRows(v),
    features,
    comments: dealerCommentsShown(v.dealercomments),
    tabs: tabIds.map((id) => ({
      id,
      label: INFO_TAB_LABELS[id],
      items: lists[id] ?? null,
      text: id === "reserve_online" ? reserveOnlineText(pageCfg.reserve_deposit) : null,
    })),
    featuresInTab: tabIds.includes("features"),
    location: {
      id: location.id,
      name: location.name,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      directionsUrl: directionsUrl(location),
    },
    locatedAt: locatedAtCity(location.address.city, primaryLocation(cfg).address.city),
    phone: shownPhone(cfg, v, { revealed: opts.phoneRevealed ?? false }),
    fuel: { show: showFuelCalculator(v), consumption: defaultConsumption(v.variant) },
    weekly: cfg.features.finance ? vehicleEstimate(v, cfg.finance, new Date(now).getFullYear()) : null,
    finance: inStock ? vehicleFinance(cfg, v, location.dealership_id) : null,
    views: v.views,
    crumbs: vehicleBreadcrumbs(v),
    favourite: {
      canSave: canSave(
        { status: v.status, car_type: v.car_type, price: v.price, photos_count: v.photos_count, primary_image_url: primary },
        cfg.features,
      ),
      entry: {
        id: v.id,
        name: v.name ?? `${title} ${v.badge ?? ""}`.trim(),
        slug: v.slug,
        make: v.make,
        model: v.model,
        primary_image_url: primary,
      },
    },
    stickyBottomBar: cfg.features.sticky_bottom_bar,
    similarLayout: pageCfg.similar_layout,
    similarHref: inStock
      ? null
      : similarHref({ make: v.make, model: v.model, simple_body: v.simple_body ?? null, price: v.price }),
    historyReport: historyReportHref(cfg.features.history_report, v.file),
    tradeIn: tradeInAllowedFor(cfg, v) ? tradeInHref(v.id) : null,
    checkoutHref,
    buyOnlineHref: onlinePurchaseEnabled(cfg, v) ? journeyHref(v.slug) : null,
    reveal: { car_id: v.id, dealership_id: location.dealership_id, website_id: cfg.slug },
    updatedAt: v.updated_at.toISOString(),
  };
}

function vehicleFinance(cfg: TenantConfig, v: Vehicle, dealershipId: string): VehicleFinance | null {
  // Null where the site offers no finance: no calculator without a page to apply on.
  const applyHref = financeHref(cfg, {
    id: v.id,
    car_type: v.car_type,
    price: v.price,
    vin: v.vin,
    dealership_slug: cfg.dealerships.find((d) => d.id === dealershipId)?.slug,
  });
  if (!applyHref) return null;
  const lender = cfg.finance_provider ? v.finance_lenders?.[cfg.finance_provider] : null;
  const own = lender && typeof lender === "object" && "disclaimer" in lender ? lender.disclaimer : null;
  return {
    provider: cfg.finance,
    price: v.price > 0 ? v.price : null,
    disclaimer:
      typeof own === "string" && own.trim()
        ? own
        : calculatorDisclaimer({ siteName: cfg.name, phone: publicPhone(cfg, v), fees: cfg.finance.fees }),
    applyHref,
    car: { price: v.price, year: v.year, vin: v.vin ?? null, nvic: v.nvic ?? null },
  };
}
