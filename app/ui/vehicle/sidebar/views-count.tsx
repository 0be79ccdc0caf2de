import { useEffect, useState } from "react";
import { VIEWS_ANIMATION_MS } from "~/domain/vehicle/page-behaviour";
import { useAnimatedNumber } from "../../search/animated-count";

/**
 * The views count (spec 01 §7 'GET {baseAPI}/cars/{slug}/view.json'): the
 * visit is recorded once the page is interactive and the new count runs up
 * over 1 s (spec 01 §9 'views count animation 1 s').
 */
export function ViewsCount({
  slug,
  photosCount,
  updatedAt,
  websiteId,
}: {
  slug: string;
  photosCount: number;
  updatedAt: string;
  websiteId: string;
}) {
  const [views, setViews] = useState<number | null>(null);
  const shown = useAnimatedNumber(views ?? 0, VIEWS_ANIMATION_MS);
  useEffect(() => {
    const controller = new AbortController();
    const qs = new URLSearchParams({ photos_count: String(photosCount), updated_at: updatedAt, website_id: websiteId });
    fetch(`/cars/${encodeURIComponent(slug)}/view.json?${qs}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((r) =>
        r.ok ? (r.json() as Promise<{ views: number }>) : Promise.reject(new Error(`view.json answered ${r.status}`)),
      )
      .then((d) => setViews(d.views))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn("Could not record the view", err);
      });
    return () => controller.abort();
  }, [slug, photosCount, updatedAt, websiteId]);
  return (
    <p className="views" data-testid="views-count" aria-live="polite">
      <EyeIcon />
      {views === null ? (
        <span className="views__pending">Views</span>
      ) : (
        <span>
          <span className="views__n">{shown.toLocaleString("en-AU")}</span> {views === 1 ? "view" : "views"}
        </span>
      )}
    </p>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </svg>
  );
}
