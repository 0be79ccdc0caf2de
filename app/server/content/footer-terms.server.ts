import { footerTermsOfUse, type FooterTermsView } from "~/domain/content/footer-terms";
import { renderMarkdown } from "~/domain/content/markdown";
import type { TenantConfig } from "~/domain/tenant/tenant-config";

// A config is replaced whole when it changes, so its pages key the rendering (one Markdown render per config).
const cache = new WeakMap<TenantConfig["content_pages"], FooterTermsView | null>();

/** The footer's terms of use for the tenant (domain/content/footer-terms.ts), rendered once per config. */
export function footerTermsView(config: TenantConfig): FooterTermsView | null {
  const hit = cache.get(config.content_pages);
  if (hit !== undefined) return hit;
  const terms = footerTermsOfUse(config.content_pages);
  const view = terms ? { html: terms.intro ? renderMarkdown(terms.intro) : null, href: terms.href } : null;
  cache.set(config.content_pages, view);
  return view;
}
