import { describe, expect, it } from "vitest";
import { blogExcerpt, plainText } from "./blog-excerpt";
import { blogPosts, contentPageAt, contentPagePath, contentPagesSchema, contentServedPaths } from "./content-pages";
import { describeConfigIssues } from "../tenant/tenant-config";

const issuesOf = (input: unknown) => {
  const r = contentPagesSchema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
};

describe("content pages (issue 12; spec 02 §2 'Other' routes)", () => {
  const pages = contentPagesSchema.parse([
    { kind: "page", path: "/about-us", title: "About Us", body: "# Family owned since 1978" },
    { kind: "page", path: "/pages/home-drive", title: "Home Drive", body: "We bring the car to you." },
    { kind: "sale", slug: "spring-sale", title: "Spring Sale", body: "Big savings." },
    { kind: "blog", slug: "first", title: "First", body: "Hello", published: "2026-01-10" },
    {
      kind: "blog",
      slug: "ranger-review",
      title: "Ranger review",
      body: "Tough.",
      published: "2026-02-01",
      category: "vehicle-reviews",
    },
  ]);

  it("puts each page at its path", () => {
    expect(pages.map(contentPagePath)).toEqual([
      "/about-us",
      "/pages/home-drive",
      "/spring-sale",
      "/blog/first",
      "/blog/ranger-review",
    ]);
  });

  it("lists blog posts newest first, by category when asked", () => {
    expect(blogPosts(pages).map((p) => p.slug)).toEqual(["ranger-review", "first"]);
    expect(blogPosts(pages, "vehicle-reviews").map((p) => p.slug)).toEqual(["ranger-review"]);
  });

  it("refuses paths outside the spec's, sale pages over platform paths, and duplicates", () => {
    expect(issuesOf([{ kind: "page", path: "/our-story", title: "x", body: "x" }])[0]).toMatch(
      /^0\.path: must be one of \/about-us, /,
    );
    expect(issuesOf([{ kind: "sale", slug: "finance", title: "x", body: "x" }])).toEqual([
      "0.slug: is a path the platform already uses",
    ]);
    expect(issuesOf([{ kind: "blog", slug: "vehicle-reviews", title: "x", body: "x", published: "2026-01-01" }])).toEqual([
      "0.slug: is the path of a blog category",
    ]);
    expect(issuesOf([{ kind: "wiki", title: "x", body: "x" }])).toEqual(["0.kind: kind must be page, sale or blog"]);
    expect(
      issuesOf([
        { kind: "page", path: "/faqs", title: "FAQs", body: "x" },
        { kind: "page", path: "/faqs", title: "FAQ", body: "y" },
      ]),
    ).toEqual(["1: /faqs is already used by content page 0"]);
    expect(issuesOf([{ kind: "page", path: "/faqs", title: "", body: "" }])).toEqual([
      "0.title: must not be empty",
      "0.body: must not be empty",
    ]);
  });
});

describe("blog excerpt (spec 02 §9 'Blog excerpt 80 characters')", () => {
  it("keeps a short text whole, without its Markdown", () => {
    expect(blogExcerpt("## New arrivals\n\nThe **2026 Ranger** is [here](/cars/ranger).")).toBe(
      "New arrivals The 2026 Ranger is here.",
    );
  });

  it("cuts a long text at a word within 80 characters, ellipsis included", () => {
    const text = "Our team has looked after families across Brisbane's north for over forty years, and we are proud of it.";
    const excerpt = blogExcerpt(text);
    expect(excerpt).toBe("Our team has looked after families across Brisbane's north for over forty years…");
    expect(excerpt.length).toBeLessThanOrEqual(80);
    expect(blogExcerpt("x".repeat(200))).toBe(`${"x".repeat(79)}…`);
  });

  it("never carries HTML through", () => {
    expect(plainText('<script>alert("x")</script>\n\nHi <b>there</b>')).toBe('<script>alert("x")</script> Hi <b>there</b>');
  });
});

describe("content paths served (issue 12: each at the path the spec names, a 404 until written)", () => {
  const pages = contentPagesSchema.parse([
    { kind: "page", path: "/faqs", title: "FAQs", body: "Q" },
    { kind: "sale", slug: "eofy-sale", title: "EOFY", body: "Sale", terms: "Ends 30 June." },
    { kind: "blog", slug: "a", title: "A", body: "A", published: "2026-01-01" },
  ]);

  it("lists the pages, the sale pages, the posts, and a blog list only when it has posts", () => {
    expect(contentServedPaths(pages)).toEqual(["/faqs", "/eofy-sale", "/blog/a", "/blog"]);
    const review = contentPagesSchema.parse([
      { kind: "blog", slug: "b", title: "B", body: "B", published: "2026-01-02", category: "vehicle-reviews" },
    ]);
    expect(contentServedPaths([...pages, ...review])).toContain("/blog/vehicle-reviews");
    expect(contentServedPaths([])).toEqual([]);
  });

  it("finds a page by its path, a trailing slash aside", () => {
    expect(contentPageAt(pages, "/eofy-sale/")?.title).toBe("EOFY");
    expect(contentPageAt(pages, "/about-us")).toBeUndefined();
  });

  it("refuses a page at a path that is an enquiry page with its own form", () => {
    expect(issuesOf([{ kind: "page", path: "/careers", title: "Careers", body: "Join us" }])).toEqual([
      "0.path: is an enquiry page with its own form; write the words at another path",
    ]);
  });
});
