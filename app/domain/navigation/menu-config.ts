import { z } from "zod";
import { LINK_MESSAGE, LINK_PATTERN, sitePathOf } from "./served-paths";

/**
 * The header menu and footer groups as tenant data (spec 02 §2 'Header menu:
 * Home, Vehicles (dynamic models dropdown), Our Stock (dynamic stock
 * dropdown), Offers, Service and Parts dropdown, Finance, More dropdown. A
 * mega menu of brands with logos. Footer groups: Models, Buyer Tools,
 * Servicing and Parts, dealership group.'). A 'dynamic' entry is filled by
 * the page from stock or brands; issue 12: 'links to flows a tenant does not
 * have are not shown' (pruneMenu).
 */

const label = z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(60, "must be at most 60 characters");
const link = z.string({ error: "must be text" }).trim().regex(LINK_PATTERN, LINK_MESSAGE);

export const navLinkSchema = z.object({ label, path: link });
export type NavLink = z.output<typeof navLinkSchema>;

export const HEADER_DYNAMIC = ["models", "stock", "brands"] as const;
export const FOOTER_DYNAMIC = ["models"] as const;

function exactlyOne(fields: string[]) {
  return (item: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = fields.filter((f) => item[f] != null);
    if (given.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: given.length ? [given[1]] : [],
        message: `needs exactly one of ${fields.join(", ")}`,
      });
    }
  };
}

export const headerItemSchema = z
  .object({
    label,
    path: link.nullish(),
    children: z.array(navLinkSchema).min(1, "must list at least one link").max(20, "must list at most 20 links").nullish(),
    dynamic: z.enum(HEADER_DYNAMIC, { error: `must be one of ${HEADER_DYNAMIC.join(", ")}` }).nullish(),
  })
  .superRefine(exactlyOne(["path", "children", "dynamic"]));
export type HeaderItem = z.output<typeof headerItemSchema>;

export const footerGroupSchema = z
  .object({
    // null: the tenant's own name (the dealership group of spec 02 §2).
    title: label.nullish(),
    links: z.array(navLinkSchema).min(1, "must list at least one link").max(20, "must list at most 20 links").nullish(),
    dynamic: z.enum(FOOTER_DYNAMIC, { error: `must be one of ${FOOTER_DYNAMIC.join(", ")}` }).nullish(),
  })
  .superRefine(exactlyOne(["links", "dynamic"]));
export type FooterGroup = z.output<typeof footerGroupSchema>;

const SERVICE_AND_PARTS: NavLink[] = [
  { label: "Book a Service", path: "/service" },
  { label: "Parts and Accessories", path: "/vehicle-parts-and-accessories" },
  { label: "Capped Price Servicing", path: "/capped-price-servicing" },
  { label: "Warranty", path: "/warranty" },
  { label: "Roadside Assist", path: "/roadside-assist" },
];

export const DEFAULT_HEADER_MENU: HeaderItem[] = [
  { label: "Home", path: "/" },
  { label: "Vehicles", dynamic: "models" },
  { label: "Our Stock", dynamic: "stock" },
  { label: "Offers", path: "/special-offers" },
  { label: "Service and Parts", children: SERVICE_AND_PARTS },
  { label: "Finance", path: "/finance" },
  {
    label: "More",
    children: [
      { label: "About Us", path: "/about-us" },
      { label: "Our Locations", path: "/dealer-locator" },
      { label: "Contact Us", path: "/contact-us" },
      { label: "Careers", path: "/careers" },
      { label: "Blog", path: "/blog" },
      { label: "FAQs", path: "/faqs" },
    ],
  },
];

export const DEFAULT_FOOTER_GROUPS: FooterGroup[] = [
  { title: "Models", dynamic: "models" },
  {
    title: "Buyer Tools",
    links: [
      { label: "Finance", path: "/finance" },
      { label: "Budget Finder", path: "/budget-finder" },
      { label: "Trade-in", path: "/trade-in" },
      { label: "Sell My Car", path: "/sell-my-car" },
      { label: "Special Offers", path: "/special-offers" },
      { label: "Dealer Locator", path: "/dealer-locator" },
    ],
  },
  { title: "Servicing and Parts", links: SERVICE_AND_PARTS },
  {
    title: null,
    links: [
      { label: "About Us", path: "/about-us" },
      { label: "Contact Us", path: "/contact-us" },
      { label: "Careers", path: "/careers" },
      { label: "Privacy Policy", path: "/privacy-policy" },
      { label: "Terms and Conditions", path: "/terms-and-conditions" },
    ],
  },
];

/** The tenant's menus as config (tenant/tenant-config.ts `navigation`). */
export const navigationSchema = z
  .object({
    header: z
      .array(headerItemSchema)
      .min(1, "must list at least one item")
      .max(10, "must list at most 10 items")
      .default(() => structuredClone(DEFAULT_HEADER_MENU)),
    footer: z
      .array(footerGroupSchema)
      .max(6, "must list at most 6 groups")
      .default(() => structuredClone(DEFAULT_FOOTER_GROUPS)),
  })
  .prefault({});
export type NavigationConfig = z.output<typeof navigationSchema>;

/** Is a site path served for this tenant (a flow it has, a content page it wrote)? Outside addresses are always kept. */
export type PathAvailable = (path: string) => boolean;

const keep = (l: NavLink, available: PathAvailable) => {
  const path = sitePathOf(l.path);
  return path === null || available(path);
};

/** The header without links the tenant cannot serve; a dropdown left empty goes too. Dynamic entries stay. */
export function pruneHeader(items: readonly HeaderItem[], available: PathAvailable): HeaderItem[] {
  return items.flatMap((item): HeaderItem[] => {
    if (item.path != null) return keep({ label: item.label, path: item.path }, available) ? [item] : [];
    if (item.children) {
      const children = item.children.filter((c) => keep(c, available));
      return children.length ? [{ ...item, children }] : [];
    }
    return [item];
  });
}

/** The footer groups without links the tenant cannot serve; a group left empty goes too. */
export function pruneFooter(groups: readonly FooterGroup[], available: PathAvailable): FooterGroup[] {
  return groups.flatMap((g): FooterGroup[] => {
    if (!g.links) return [g];
    const links = g.links.filter((l) => keep(l, available));
    return links.length ? [{ ...g, links }] : [];
  });
}
