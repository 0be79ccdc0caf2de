import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { listingHref, type ListingRoute } from "~/domain/search/listing-paths";
import type { ListingState } from "~/domain/search/query-edits";

export interface GoOptions {
  /** Replace the history entry (keystrokes of one search do not each get a Back step). */
  replace?: boolean;
  /** Scroll to the top (new page of results); filters keep the shopper where they are. */
  scrollTop?: boolean;
}

/** Shows a search state: its URL for this listing, navigated to without a full reload (spec 01 §4). */
export function useListingNav(route: ListingRoute) {
  const navigate = useNavigate();
  return useCallback(
    (state: ListingState, opts: GoOptions = {}) => {
      void navigate(listingHref(state, route), { replace: opts.replace, preventScrollReset: !opts.scrollTop });
    },
    [navigate, route],
  );
}

/** Calls the latest `fn` once `ms` after the last call (spec 01 §9: typing 300 ms, sliders 400 ms). */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => () => clearTimeout(timer.current), []);
  const call = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), ms);
    },
    [ms],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { call, cancel };
}
