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
  locations: { id: string; name: string; slug: string; city: string; state: string; phone: string }[];
  make_list_count: number;
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
      .map((l) => ({ id: l.id, name: l.name, slug: l.slug, city: l.address.city, state: l.address.state, phone: l.contact_detail.phone })),
    make_list_count: cfg.search.make_list_count,
  };
}
