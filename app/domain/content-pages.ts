import { z } from "zod";
import { CONTENT_PAGE_PATHS, RESERVED_TOP_LEVEL_SEGMENTS } from "./site-paths";

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

const page = z.object({
  kind: z.literal("page"),
  path: z.enum(CONTENT_PAGE_PATHS, { error: `must be one of ${CONTENT_PAGE_PATHS.join(", ")}` }),
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
  image_url: z.string().trim().min(1).max(2000).nullish(),
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
