import { themeVars } from "../content/brand-colours";
import type { TenantConfig } from "./tenant-config";

/** The part of a tenant's config the browser may see (no feed keys, no internal flags beyond features). */
export interface PublicSite {
  slug: string;
  name: string;
  template: string;
  theme: TenantConfig["theme"];
  phone: string;
  features: TenantConfig["features"];
  texts: TenantConfig["texts"];
  locations: { id: string; name: string; slug: string; city: string; state: string; phone: string; location_type: string }[];
  make_list_count: number;
  /** Spec 01 §2: grid positions of promo cards (8 and 17, or 9). */
  promo_positions: number[];
  /** The theme made legible (brand-colours.ts) as CSS custom properties, computed on the server. */
  theme_vars: Record<string, string>;
  facebook_url: string | null;
  instagram_url: string | null;
  /** Where finance links go (spec 01 §2; ../finance/finance-page.ts). */
  finance_page: TenantConfig["finance_page"];
  /** The cards' Reserve and Buy Online links (../checkout/reservation.ts checkoutPath, ../checkout/online-purchase.ts). */
  checkout: { path: TenantConfig["checkout"]["path"]; online_purchase: { enabled: boolean; makes: string[] } };
}

export function publicSite(cfg: TenantConfig): PublicSite {
  const primary = cfg.locations.find((l) => l.primary) ?? cfg.locations[0];
  return {
    slug: cfg.slug,
    name: cfg.name,
    template: cfg.template,
    theme: cfg.theme,
    phone: primary.contact_detail.phone,
    features: cfg.features,
    texts: cfg.texts,
    locations: cfg.locations
      .filter((l) => l.visible)
      .map((l) => ({
        id: l.id,
        name: l.name,
        slug: l.slug,
        city: l.address.city,
        state: l.address.state,
        phone: l.contact_detail.phone,
        location_type: l.location_type,
      })),
    make_list_count: cfg.search.make_list_count,
    promo_positions: cfg.search.promo_positions,
    theme_vars: themeVars(cfg.theme),
    facebook_url: cfg.facebook_url ?? null,
    instagram_url: cfg.instagram_url ?? null,
    finance_page: cfg.finance_page,
    checkout: {
      path: cfg.checkout.path,
      online_purchase: { enabled: cfg.checkout.online_purchase.enabled, makes: cfg.checkout.online_purchase.makes },
    },
  };
}
