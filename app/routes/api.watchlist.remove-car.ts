import { postOnly, watchlistAction } from "~/server/watchlist/watchlist-api.server";
import type { Route } from "./+types/api.watchlist.remove-car";

/** POST /api/watchlist/remove-car { car_id, phone_number? } (spec 01 §7): for the session's user only. */
export function action({ request, context }: Route.ActionArgs) {
  return watchlistAction(request, context, "remove");
}

export const loader = postOnly;
