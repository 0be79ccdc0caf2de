import { brandLogoSlug } from "~/domain/content/brands";
import { slugify } from "~/domain/navigation/slug";
import { renderBrandLogo } from "~/server/brands/brand-logo.server";
import { searchIndexContext, tenantContext } from "~/server/context.server";
import { stockSummary } from "~/server/navigation/site-nav.server";
import type { Route } from "./+types/brand-logos";

/**
 * GET /brand-logos/{brand slug}.svg: a brand's logo drawn from its name
 * (server/brands/brand-logo.server.ts), for the brands page, the mega menu
 * and the home page's brands grid. Only this tenant's brands and the makes
 * in its stock are drawn; any other name is a 404 that costs a lookup.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const slug = brandLogoSlug(params.file);
  const name = slug ? nameFor(slug, context) : null;
  if (name === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(renderBrandLogo(name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // A brand can be renamed in config, so a day rather than for good.
      "Cache-Control": "public, max-age=86400",
    },
  });
}

function nameFor(slug: string, context: Route.LoaderArgs["context"]): string | null {
  const brand = context.get(tenantContext).config.brands.find((b) => b.slug === slug);
  if (brand) return brand.name;
  return stockSummary(context.get(searchIndexContext)).makes.find((m) => slugify(m.value) === slug)?.value ?? null;
}
