export interface BlogListItem {
  title: string;
  href: string;
  published: { iso: string; text: string };
  /** Spec 02 §9 'Blog excerpt 80 characters' (domain/content/blog-excerpt.ts). */
  excerpt: string;
  image: { src: string; srcSet?: string } | null;
}

export interface BlogListView {
  title: string;
  posts: BlogListItem[];
  categories: { href: string; label: string; current: boolean }[];
}

/** /blog and /blog/vehicle-reviews (spec 02 §2): the posts newest first, each with its 80-character excerpt. */
export function BlogList({ view }: { view: BlogListView }) {
  return (
    <section className="blog" aria-labelledby="blog-title">
      <h1 id="blog-title">{view.title}</h1>
      {view.categories.length > 1 ? (
        <nav className="blog__categories" aria-label="Blog categories">
          <ul>
            {view.categories.map((c) => (
              <li key={c.href}>
                <a href={c.href} aria-current={c.current ? "page" : undefined}>
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ul className="blog__posts">
        {view.posts.map((p) => (
          <li key={p.href}>
            <article className="blog-card">
              {p.image ? (
                <img
                  className="blog-card__image"
                  src={p.image.src}
                  srcSet={p.image.srcSet}
                  sizes={p.image.srcSet ? "(min-width: 992px) 400px, (min-width: 576px) 46vw, 94vw" : undefined}
                  alt=""
                  width={600}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="blog-card__body">
                <h2 className="blog-card__title">
                  <a href={p.href}>{p.title}</a>
                </h2>
                <p className="blog-card__date">
                  <time dateTime={p.published.iso}>{p.published.text}</time>
                </p>
                <p className="blog-card__excerpt">{p.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
