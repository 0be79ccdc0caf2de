import { contentPageAt, type ContentPage } from "./content-pages";

/** The tenant's terms page (spec 02 §2 '/terms-and-conditions'). */
export const TERMS_PAGE_PATH = "/terms-and-conditions";

/**
 * The footer's terms of use (spec 02 §4 'Terms of use text collapses/expands
 * on small screens'), taken from what the tenant wrote: the opening of its
 * /terms-and-conditions page, up to the page's first heading, and a link to
 * the whole page. No terms page, no terms in the footer: the platform writes
 * no legal text of its own.
 */
export function footerTermsOfUse(pages: readonly ContentPage[]): { intro: string | null; href: string } | null {
  const page = contentPageAt(pages, TERMS_PAGE_PATH);
  if (!page) return null;
  const intro = page.body.split(/^ {0,3}#{1,6}(?:\s|$)/m)[0].trim();
  return { intro: intro || null, href: TERMS_PAGE_PATH };
}

/** What the footer draws: the opening as safe HTML (domain/content/markdown.ts, on the server), or null, and the page. */
export interface FooterTermsView {
  html: string | null;
  href: string;
}
