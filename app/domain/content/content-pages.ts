import { z } from "zod";
import { CONTENT_PAGE_PATHS, RESERVED_TOP_LEVEL_SEGMENTS, type ServedPathSite } from "../navigation/served-paths";

/**
 * A tenant's own pages written in Markdown (issue 12 deliver 6; spec 02 §2
 * 'Other' routes): a page at one of the spec's content paths, a sale page of
 * the tenant's own at /{slug} (spec 02 §2 '/eofy and dealer-specific sale
 * pages'), or a blog post at /blog/{slug} (spec 02 §2 '/blog,
 * /blog/vehicle-reviews').
 */

const slug = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens")
  .max(80, "must be at most 80 characters");
const title = z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(120, "must be at most 120 characters");
const body = z.string({ error: "must be text" }).min(1, "must not be empty").max(100_000, "must be at most 100,000 characters");
const description = z.string().trim().max(300, "must be at most 300 characters").nullish();

/**
 * Content paths that are already an enquiry page of their own (spec 02 §2
 * '/service', '/careers', '/vehicle-parts-and-accessories'; issue 10):
 * the content route is not registered there, so the form keeps its page,
 * and a content page may not take one (its words would never be shown).
 */
export const ENQUIRY_CONTENT_PATHS: ReadonlySet<string> = new Set(["/service", "/careers", "/vehicle-parts-and-accessories"]);

const page = z.object({
  kind: z.literal("page"),
  path: z
    .enum(CONTENT_PAGE_PATHS, { error: `must be one of ${CONTENT_PAGE_PATHS.join(", ")}` })
    .refine((p) => !ENQUIRY_CONTENT_PATHS.has(p), "is an enquiry page with its own form; write the words at another path"),
  title,
  description,
  body,
});

const sale = z.object({
  kind: z.literal("sale"),
  slug: slug.refine((s) => !RESERVED_TOP_LEVEL_SEGMENTS.has(s), "is a path the platform already uses"),
  title,
  description,
  body,
  // The offer's terms of use, in Markdown: shown under the page, collapsed on small screens (spec 02 §4 'Terms of use text collapses/expands on small screens').
  terms: z.string({ error: "must be text" }).max(20_000, "must be at most 20,000 characters").nullish(),
});

export const BLOG_CATEGORIES = ["vehicle-reviews"] as const;

const blog = z.object({
  kind: z.literal("blog"),
  slug: slug.refine((s) => !(BLOG_CATEGORIES as readonly string[]).includes(s), "is the path of a blog category"),
  title,
  description,
  body,
  published: z
    .string({ error: "must be a date such as 2026-03-14" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-03-14"),
  category: z.enum(BLOG_CATEGORIES, { error: `must be one of ${BLOG_CATEGORIES.join(", ")}` }).nullish(),
  image_url: z
    .string({ error: "must be text" })
    .trim()
    .regex(/^(https:\/\/|\/(?!\/))\S+$/, "must be an https:// address or a site path")
    .max(2000, "must be at most 2000 characters")
    .nullish(),
});

export const contentPageSchema = z.discriminatedUnion("kind", [page, sale, blog], { error: "kind must be page, sale or blog" });
export type ContentPage = z.output<typeof contentPageSchema>;

export function contentPagePath(p: ContentPage): string {
  if (p.kind === "page") return p.path;
  if (p.kind === "sale") return `/${p.slug}`;
  return `/blog/${p.slug}`;
}

/** Content pages, each path used once. */
export const contentPagesSchema = z
  .array(contentPageSchema)
  .max(500, "must list at most 500 pages")
  .superRefine((pages, ctx) => {
    const seen = new Map<string, number>();
    pages.forEach((p, i) => {
      const path = contentPagePath(p);
      const earlier = seen.get(path);
      if (earlier !== undefined) {
        ctx.addIssue({ code: "custom", path: [i], message: `${path} is already used by content page ${earlier}` });
      } else seen.set(path, i);
    });
  });

/** Blog posts newest first (the /blog list). */
export function blogPosts(pages: readonly ContentPage[], category?: (typeof BLOG_CATEGORIES)[number]) {
  return pages
    .filter((p): p is Extract<ContentPage, { kind: "blog" }> => p.kind === "blog" && (!category || p.category === category))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

export const BLOG_PATH = "/blog";
export const BLOG_CATEGORY_PATHS: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  "vehicle-reviews": "/blog/vehicle-reviews",
};

/** A blog category's heading (spec 02 §2 '/blog/vehicle-reviews'). */
export const BLOG_CATEGORY_TITLES: Record<(typeof BLOG_CATEGORIES)[number], string> = { "vehicle-reviews": "Vehicle Reviews" };

/**
 * Every path the tenant's content serves: each page, sale page and post, and
 * the blog lists when there is a post for them (a list with nothing in it is
 * a page the tenant has not written, so it is a 404 and not linked).
 */
export function contentServedPaths(pages: readonly ContentPage[]): string[] {
  const paths = pages.map(contentPagePath);
  const posts = blogPosts(pages);
  if (posts.length) paths.push(BLOG_PATH);
  for (const c of BLOG_CATEGORIES) if (posts.some((p) => p.category === c)) paths.push(BLOG_CATEGORY_PATHS[c]);
  return paths;
}

/**
 * What a tenant serves beyond the platform's own routes, for navigation/served-paths.ts
 * `isServedPath`: its slugs, its brands and every path its content serves
 * (the blog lists included). The one builder for the config's link checks
 * (tenant-config.ts) and the menus (navigation/menus.ts), so a link the
 * config accepts is a link the menus show (issue 17: /blog was dropped).
 */
export function servedPathSite(site: {
  dealerships: readonly { slug: string }[];
  locations: readonly { slug: string }[];
  brands?: readonly { slug: string }[];
  content_pages: readonly ContentPage[];
  spin_to_win?: object | null;
  models?: ServedPathSite["models"];
  features?: ServedPathSite["features"];
}): ServedPathSite {
  return {
    features: site.features,
    dealerships: site.dealerships,
    locations: site.locations,
    brands: site.brands,
    contentPaths: contentServedPaths(site.content_pages),
    spin_to_win: site.spin_to_win,
    models: site.models,
  };
}

/** The tenant's page at a path ('/about-us', '/eofy-sale', '/blog/my-post'), or undefined: a 404. */
export function contentPageAt(pages: readonly ContentPage[], path: string): ContentPage | undefined {
  const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return pages.find((x) => contentPagePath(x) === p);
}

/** '2026-03-14' as '14 March 2026'. */
export function publishedText(date: string): string {
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
