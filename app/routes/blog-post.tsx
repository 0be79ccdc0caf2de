import { data } from "react-router";
import { blogExcerpt } from "~/domain/content/blog-excerpt";
import {
  BLOG_CATEGORY_PATHS,
  BLOG_CATEGORY_TITLES,
  BLOG_PATH,
  contentPageAt,
  publishedText,
} from "~/domain/content/content-pages";
import { renderMarkdown } from "~/domain/content/markdown";
import { siteOrigin } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { ContentPage } from "~/ui/content/content-page";
import contentCss from "~/styles/content.css?url";
import type { Route } from "./+types/blog-post";
import type { PageHandle } from "~/ui/page-script/page-mode";

/** /blog/{slug}: one of the tenant's posts (spec 02 §2 '/blog'); any other slug is a 404. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentCss, precedence: "default" }];

/** Nothing on this page needs React in the browser: it is not hydrated (ui/page-script/page-mode.ts). */
export const handle: PageHandle = { hydrate: false };

export function loader({ params, context }: Route.LoaderArgs) {
  const cfg = tenantScope(context).tenant.config;
  const path = `${BLOG_PATH}/${params.slug}`;
  const post = contentPageAt(cfg.content_pages, path);
  if (!post || post.kind !== "blog") throw data(null, { status: 404 });
  const origin = siteOrigin(cfg);
  return {
    siteName: cfg.name,
    canonical: origin ? `${origin}${path}` : null,
    description: post.description ?? blogExcerpt(post.body),
    view: {
      title: post.title,
      html: renderMarkdown(post.body),
      termsHtml: null,
      published: { iso: post.published, text: publishedText(post.published) },
      back: post.category
        ? { href: BLOG_CATEGORY_PATHS[post.category], label: BLOG_CATEGORY_TITLES[post.category] }
        : { href: BLOG_PATH, label: "Blog" },
    },
  };
}

export default function BlogPostRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <title>{`${d.view.title} | ${d.siteName}`}</title>
      <meta name="description" content={d.description} />
      {d.canonical ? <link rel="canonical" href={d.canonical} /> : null}
      <ContentPage page={d.view} />
    </>
  );
}
