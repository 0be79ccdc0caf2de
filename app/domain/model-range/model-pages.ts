import type { SubmissionResult } from "@conform-to/zod/v4";
import type { CardView } from "../search/card-view";
import type { Crumb } from "../search/listing-meta";
import type { LeadFormOptions } from "../leads/forms/form-options";
import type { ModelEnquiry } from "./model-view";

/**
 * What the server gives the showroom's pages to draw
 * (server/model-range/model-pages.server.ts makes them, ui/models/ draws them).
 */

export interface ModelImageView {
  src: string;
  /** Renditions of a platform image (/images); undefined for an https:// picture, used as it is. */
  srcSet: string | undefined;
}

/** A model on the range page and in the model page's head. */
export interface ModelCardView {
  name: string;
  slug: string;
  make: string;
  /** "Kia Sportage": the make and the name, once. */
  title: string;
  /** Its page, or its override_url (spec 02 §3). */
  href: string;
  /** href leaves the site. */
  external: boolean;
  image: ModelImageView;
  body: { label: string; href: string };
  tagline: string | null;
  /** "From $36,990" and its type ("Drive Away"). */
  fromPrice: { text: string; type: string | null } | null;
  accessories_count: number;
  accessoriesHref: string | null;
  /** New and demo cars in stock or coming. */
  stockCount: number;
}

export interface ModelRangeGroup {
  /** null on a one-make range (no make heading). */
  make: string | null;
  models: ModelCardView[];
}

export interface RangeChip {
  label: string;
  href: string;
  current: boolean;
}

export interface ModelRangePageData {
  crumbs: Crumb[];
  title: string;
  intro: string;
  bodies: RangeChip[];
  /** Only on a range of several makes. */
  makes: RangeChip[];
  groups: ModelRangeGroup[];
  /** No model of the range fits the filter: what to say, and the way back. */
  empty: { message: string; backHref: string } | null;
  canonical: string;
  /** A filtered page that shows nothing: kept out of search engines. */
  noindex: boolean;
  siteName: string;
}

/** A page's enquiries and the form options they need; the one shown inline when the query string opens it. */
export interface ModelLeadView {
  options: LeadFormOptions;
  siteSlug: string;
  /** The page's path, which the openers' and forms' addresses are built on. */
  pagePath: string;
  inline: { enquiry: ModelEnquiry; submissionId: string; lastResult: SubmissionResult<string[]> | null } | null;
}

export interface ModelPageData {
  crumbs: Crumb[];
  model: ModelCardView;
  highlights: string[];
  stock: {
    count: number;
    cards: CardView[];
    /** The full listing of the model's new and demo cars; null with none in stock. */
    listingHref: string | null;
    /** The model's used cars, when the site lists some. */
    used: { count: number; href: string } | null;
  };
  enquiry: ModelEnquiry;
  lead: ModelLeadView;
  siteName: string;
  canonical: string;
}

export interface AccessoryView {
  name: string;
  part_number: string;
  price: string;
  image: ModelImageView | null;
  description: string | null;
  enquiry: ModelEnquiry;
}

export interface AccessoriesPageData {
  crumbs: Crumb[];
  model: ModelCardView;
  accessories: AccessoryView[];
  other: ModelEnquiry;
  lead: ModelLeadView;
  siteName: string;
  canonical: string;
}
