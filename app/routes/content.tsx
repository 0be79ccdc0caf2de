import { data } from "react-router";
import { contentPageAt } from "~/domain/content/content-pages";
import { renderMarkdown } from "~/domain/content/markdown";
import { siteOrigin } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { ContentPage } from "~/ui/content/content-page";
import contentCss from "~/styles/content.css?url";
import type { Route } from "./+types/content";
import { pagePath } from "~/server/http/page-path.server";
import type { PageHandle } from "~/ui/page-script/page-mode";

/**
 * The tenant's Markdown pages at the spec's paths (/about-us,
 * /terms-and-conditions, /privacy-policy, /warranty, /faqs, /pages/..., see
 * domain/navigation/served-paths.ts CONTENT_PAGE_PATHS) and its own sale pages at /{slug}
 * (routes.ts). A page the tenant has not written is a 404.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentCss, precedence: "default" }];

/** Nothing on this page needs React in the browser: it is not hydrated (ui/page-script/page-mode.ts). */
export const handle: PageHandle = { hydrate: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const cfg = tenantScope(context).tenant.config;
  const path = pagePath(request);
  const page = contentPageAt(cfg.content_pages, path);
  if (!page || page.kind === "blog") throw data(null, { status: 404 });
  const origin = siteOrigin(cfg);
  return {
    siteName: cfg.name,
    canonical: origin ? `${origin}${path.replace(/\/+$/, "")}` : null,
    description: page.description ?? null,
    view: {
      title: page.title,
      html: renderMarkdown(page.body),
      termsHtml: page.kind === "sale" && page.terms ? renderMarkdown(page.terms) : null,
    },
  };
}

export default function ContentRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <title>{`${d.view.title} | ${d.siteName}`}</title>
      {d.description ? <meta name="description" content={d.description} /> : null}
      {d.canonical ? <link rel="canonical" href={d.canonical} /> : null}
      <ContentPage page={d.view} />
    </>
  );
}
