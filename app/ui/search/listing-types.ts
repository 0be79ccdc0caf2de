/** Shapes the listing UI receives from the listing loader (app/server/search/listing.server.ts). */
export type { ListingData, UnknownListing } from "~/server/search/listing.server";
export type { CardView } from "~/domain/card-view";
export type { Chip, GridCell, PageLinks, PanelGroup, PromoView } from "~/server/search/listing-view.server";
