import { limiter } from "./rate-limit.server";

/**
 * Every per-client limit of the public endpoints, in one place (issue 8), each
 * counted per client address (clientKey) across all processes. Sized so one
 * shopper, or an office behind one address, never meets them; a script does.
 */

/** POST /api/phone-reveal: a shopper reveals a handful of numbers. */
export const phoneRevealLimit = limiter("phone-reveal", {
  points: 30,
  duration: 10 * 60,
  blockDuration: 10 * 60,
  message: "Too many phone number requests from your network.",
});

/** GET /cars/{slug}/view.json: asked once per vehicle page shown. */
export const viewRequestLimit = limiter("view-json", {
  points: 120,
  duration: 60,
  message: "Too many page views from your network.",
});

/**
 * Views and reveals that count (new visitor, car and day) per address and
 * day: what one address can add to the counts, however many visitor cookies
 * it invents. Past it, the request is still answered, the count not raised.
 */
export const countedPerAddressLimit = limiter("counted-per-address", { points: 500, duration: 24 * 60 * 60 });

/** /images renditions not yet made: a fresh vehicle page makes a few dozen (photos, thumbnails, spin frames). */
export const renderingLimit = limiter("renderings", {
  points: 300,
  duration: 60,
  message: "Too many new images asked for from your network.",
});

/** GET /cars/{slug}/pdf: each one is drawn anew. */
export const pdfLimit = limiter("vehicle-pdf", {
  points: 20,
  duration: 60,
  message: "Too many PDFs asked for from your network.",
});

/** GET /api/budget-finder[/price-range]: the budget finder asks once per pause in typing (a few a minute). */
export const budgetCountLimit = limiter("budget-count", {
  points: 120,
  duration: 60,
  message: "Too many budget searches from your network.",
});

/** POST /api/youx/quote: asked 500 ms after each change of the quick estimate or the popup (spec 02 §7). */
export const financeQuoteLimit = limiter("finance-quote", {
  points: 120,
  duration: 60,
  message: "Too many finance quotes from your network.",
});

/** GET /api/delivery-quote: a shopper tries a postcode or two per car. */
export const deliveryQuoteLimit = limiter("delivery-quote", {
  points: 60,
  duration: 60,
  message: "Too many delivery quotes from your network.",
});
