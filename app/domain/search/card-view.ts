import type { CardVehicle } from "./card-fields";
import { canSave } from "../garage/favourites";
import { imageSrcSet, imageUrl } from "../vehicle/image-renditions";
import { carTypeLabel } from "./listing-meta";
import { canonicalHref } from "./listing-paths";
import { similarListingQuery, similarSearchState } from "../vehicle/similar-vehicles";
import { displayPrice } from "../vehicle/price-display";
import { tagBanner, type BannerSite, type TagBanner } from "../vehicle/tag-banner";
import { financeHref, type FinancePageConfig } from "../finance/finance-link";
import { checkoutEnabled, checkoutPath, type CheckoutConfig } from "../buying-online/checkout/reservation";
import { journeyHref, onlinePurchaseEnabled } from "../buying-online/checkout/online-purchase";

/**
 * What a search card shows (spec 01 §4; spec 02 §2 'Search cards'), worked
 * out from the domain rules: price by the display priority with the was-price
 * only when higher, the tag banner by its priority, condition, transmission,
 * odometer in km and fuel for in-stock cars, favourites only where offered,
 * and for sold cars only 'Find Me Something Similar'.
 */

export interface CardView {
  id: number;
  path: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  title: string;
  subtitle: string;
  sold: boolean;
  banner: TagBanner | null;
  price: { text: string; suffix: string | null; was: string | null; type: string | null };
  specs: string[];
  /** The photo; its renditions are worked out where the card is drawn (cardImage), not carried as data. */
  primary_image_url: string | null;
  savable: boolean;
  /** Sold cars only. */
  similarHref: string | null;
  /** Spec 01 §4 card actions 'finance': in-stock cars where the site offers finance (spec 01 §2 link, #finance-form). */
  financeHref: string | null;
  /** Spec 01 §4 'reserve only when checkout is enabled for the car' (checkout/reservation.ts): gone once the car is Reserved. */
  reserveHref: string | null;
  /** Spec 01 §4 'reserve or buy online': the online purchase for an eligible car (checkout/online-purchase.ts), which then replaces Reserve. */
  buyOnlineHref: string | null;
  /** Further sold cars folded into this card (spec 01 §4 sold runs). */
  moreSold: number;
}

export interface CardSite extends BannerSite {
  features: BannerSite["features"] & {
    subscription_pricing: boolean;
    favourites_used_priced_only: boolean;
    finance?: boolean;
    reserve_online?: boolean;
  };
  finance_page?: FinancePageConfig;
  checkout?: CheckoutConfig;
  texts: BannerSite["texts"] & { noPriceText: string };
}

const kmFormat = new Intl.NumberFormat("en-AU");
/** The card photo's widths: a grid card is at most ~420 CSS px wide. */
const CARD_WIDTHS = [320, 480, 600, 800] as const;

/**
 * The listing 'Find Me Something Similar' opens (spec 01 §4): the similar
 * query of domain/vehicle/similar-vehicles.ts (similarListingQuery) as a search URL,
 * its price window as the price range; in stock only, so a sold car never
 * finds itself.
 */
export function similarHref(car: Pick<CardVehicle, "make" | "model" | "simple_body" | "price">): string {
  const q = similarListingQuery({ make: car.make, model: car.model, price: car.price, simple_body: car.simple_body });
  return canonicalHref(similarSearchState(q), { kind: "search" });
}

/**
 * A card photo's address and renditions. Worked out as the card is drawn:
 * as loader data they were about a fifth of a listing's, sent twice.
 */
export function cardImage(photo: string | null): { src: string; srcSet: string | undefined } | null {
  return photo ? { src: imageUrl(photo, 600), srcSet: imageSrcSet(photo, CARD_WIDTHS) } : null;
}

export function cardView(car: CardVehicle, site: CardSite, now: number, moreSold = 0): CardView {
  const sold = car.status === "sold";
  const p = displayPrice(car, { subscriptionPricing: site.features.subscription_pricing, noPriceText: site.texts.noPriceText });
  const price: CardView["price"] =
    p.kind === "subscription"
      ? { text: p.text, suffix: p.suffix, was: null, type: "Subscription" }
      : p.kind === "price" || p.kind === "reduced"
        ? { text: p.text, suffix: null, was: p.wasText, type: p.priceType }
        : { text: p.text, suffix: null, was: null, type: null };
  const title = `${car.year} ${car.make} ${car.model}`;
  const fuel = car.simple_fuel ?? car.fuel;
  return {
    id: car.id,
    path: car.path,
    slug: car.slug,
    name: car.name || title,
    make: car.make,
    model: car.model,
    title,
    subtitle: [car.badge, car.series].filter(Boolean).join(" "),
    sold,
    banner: tagBanner(car, site, now),
    price,
    specs: sold
      ? []
      : [carTypeLabel(car.car_type), car.simple_transmission, `${kmFormat.format(car.km)} km`, fuel].filter((s): s is string =>
          Boolean(s),
        ),
    primary_image_url: car.primary_image_url,
    savable: canSave(car, site.features),
    similarHref: sold ? similarHref(car) : null,
    financeHref: sold ? null : financeHref(site, { id: car.id, price: car.price, car_type: car.car_type }),
    reserveHref: checkoutEnabled({ features: { reserve_online: site.features.reserve_online ?? false } }, car)
      ? checkoutPath({ features: { reserve_online: true }, checkout: site.checkout }, car.slug)
      : null,
    buyOnlineHref: onlinePurchaseEnabled(
      { features: { reserve_online: site.features.reserve_online ?? false }, checkout: site.checkout },
      car,
    )
      ? journeyHref(car.slug)
      : null,
    moreSold,
  };
}
