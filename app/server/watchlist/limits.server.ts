import { limiter } from "../security/rate-limit.server";

/**
 * POST /api/watchlist/save-car and remove-car (issue 11 §6): counted in the
 * shared rate_limits table, so the limit holds across processes. Per signed-in
 * shopper, and per client address (anonymous posts, and many accounts behind
 * one script). A shopper tapping Save on a listing stays far below either.
 */
export const watchlistPerUser = limiter("watchlist-user", {
  points: 60,
  duration: 60,
  message: "Too many watchlist changes.",
});

export const watchlistPerAddress = limiter("watchlist-address", {
  points: 200,
  duration: 60,
  message: "Too many watchlist changes from your network.",
});
