import { TermsOfUse } from "./terms-of-use";

export interface ContentPageView {
  title: string;
  /** Safe HTML from the tenant's Markdown (domain/content/markdown.ts). */
  html: string;
  termsHtml: string | null;
  /** A blog post's date, 'Published 14 March 2026'. */
  published?: { iso: string; text: string } | null;
  back?: { href: string; label: string } | null;
}

/** A tenant's Markdown page, sale page or blog post (issue 12 deliver 6). */
export function ContentPage({ page }: { page: ContentPageView }) {
  return (
    <article className="content-page">
      {page.back ? (
        <p className="content-page__back">
          <a href={page.back.href}>← {page.back.label}</a>
        </p>
      ) : null}
      <h1>{page.title}</h1>
      {page.published ? (
        <p className="content-page__date">
          Published <time dateTime={page.published.iso}>{page.published.text}</time>
        </p>
      ) : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.termsHtml ? <TermsOfUse html={page.termsHtml} /> : null}
    </article>
  );
}
