import { data } from "react-router";
import { blogExcerpt } from "~/domain/content/blog-excerpt";
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_PATHS,
  BLOG_CATEGORY_TITLES,
  BLOG_PATH,
  blogPosts,
  publishedText,
} from "~/domain/content/content-pages";
import { imageSrcSet, imageUrl } from "~/domain/vehicle/image-renditions";
import { siteOrigin } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { BlogList } from "~/ui/content/blog-list";
import contentCss from "~/styles/content.css?url";
import type { Route } from "./+types/blog";
import { pagePath } from "~/server/http/page-path.server";
import type { PageHandle } from "~/ui/page-script/page-mode";

/** /blog and /blog/vehicle-reviews (spec 02 §2; §9 'Blog excerpt 80 characters'). A list with no posts is a 404. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentCss, precedence: "default" }];

const CARD_WIDTHS = [320, 480, 600, 800] as const;

/** Nothing on this page needs React in the browser: it is not hydrated (ui/page-script/page-mode.ts). */
export const handle: PageHandle = { hydrate: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const cfg = tenantScope(context).tenant.config;
  const path = pagePath(request).replace(/\/+$/, "");
  const category = BLOG_CATEGORIES.find((c) => BLOG_CATEGORY_PATHS[c] === path);
  const posts = blogPosts(cfg.content_pages, category);
  if (!posts.length) throw data(null, { status: 404 });
  const all = blogPosts(cfg.content_pages);
  const categories = [
    { href: BLOG_PATH, label: "All posts", current: !category },
    ...BLOG_CATEGORIES.filter((c) => all.some((p) => p.category === c)).map((c) => ({
      href: BLOG_CATEGORY_PATHS[c],
      label: BLOG_CATEGORY_TITLES[c],
      current: c === category,
    })),
  ];
  const origin = siteOrigin(cfg);
  return {
    siteName: cfg.name,
    canonical: origin ? `${origin}${path}` : null,
    view: {
      title: category ? BLOG_CATEGORY_TITLES[category] : "Blog",
      categories,
      posts: posts.map((p) => ({
        title: p.title,
        href: `/blog/${p.slug}`,
        published: { iso: p.published, text: publishedText(p.published) },
        excerpt: blogExcerpt(p.body),
        image: p.image_url ? { src: imageUrl(p.image_url, 600), srcSet: imageSrcSet(p.image_url, CARD_WIDTHS) } : null,
      })),
    },
  };
}

export default function BlogRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <title>{`${d.view.title} | ${d.siteName}`}</title>
      <meta name="description" content={`News, advice and vehicle reviews from ${d.siteName}.`} />
      {d.canonical ? <link rel="canonical" href={d.canonical} /> : null}
      <BlogList view={d.view} />
    </>
  );
}
