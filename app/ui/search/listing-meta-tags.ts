import type { MetaDescriptor } from "react-router";
import type { ListingData } from "./listing-types";

/**
 * A listing's head (issue 3: the same URL renders the same complete HTML):
 * title, meta description and canonical URL per listing. (React preloads the
 * first card's photo itself: it is eager with fetchPriority high.)
 */
export function listingMetaTags(data: ListingData | undefined): MetaDescriptor[] {
  // Without data the route's error boundary (404, 400) sets its own title.
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: "description", content: data.meta.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}
