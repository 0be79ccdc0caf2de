import type { MetaTag } from "~/domain/vehicle/seo";
import type { ListingData } from "~/domain/search/listing-page-view";

/**
 * A listing's head (issue 3: the same URL renders the same complete HTML):
 * title, meta description and canonical URL per listing. (React preloads the
 * first card's photo itself: it is eager with fetchPriority high.)
 */
export function listingMetaTags(data: ListingData): MetaTag[] {
  return [
    { title: data.meta.title },
    { name: "description", content: data.meta.description },
    ...(data.canonical ? [{ tagName: "link" as const, rel: "canonical", href: data.canonical }] : []),
  ];
}
