import type { MetaTag } from "~/domain/vehicle/seo";

/**
 * A page's title, meta and link tags, rendered where the page is: React 19
 * hoists them into <head> on the server and keeps them current on client
 * navigation. (React Router's <Meta> does the same job with ~0.6 kB gzip more
 * JavaScript on every page.) JSON-LD stays in the body, where search engines
 * read it too; `<` is escaped so the data cannot close the script.
 */
export function HeadTags({ tags, jsonLd = [] }: { tags: readonly MetaTag[]; jsonLd?: readonly unknown[] }) {
  return (
    <>
      {tags.map((tag, i) =>
        "title" in tag ? (
          <title key="title">{tag.title}</title>
        ) : "tagName" in tag ? (
          <link key={i} rel={tag.rel} href={tag.href} />
        ) : "property" in tag ? (
          <meta key={i} property={tag.property} content={tag.content} />
        ) : (
          <meta key={i} name={tag.name} content={tag.content} />
        ),
      )}
      {jsonLd.map((ld, i) => (
        <script
          key={`ld${i}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(ld).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
