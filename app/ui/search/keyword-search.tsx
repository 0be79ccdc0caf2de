import { useEffect, useRef, useState } from "react";
import { routePath, type ListingRoute } from "~/domain/listing-route";
import { listingSearchParams, withQuery, type ListingState } from "~/domain/listing-state";
import { useDebounced } from "./use-listing-nav";

/** Spec 01 §9: typing debounce 300 ms. */
export const TYPING_DEBOUNCE_MS = 300;

/**
 * The keyword box bound to the query parameter (spec 01 §2). Results follow
 * the typing after a 300 ms pause; without JavaScript the form submits the
 * same URL. One burst of typing is one Back step.
 */
export function KeywordSearch({
  route,
  state,
  go,
}: {
  route: ListingRoute;
  state: ListingState;
  go: (s: ListingState, o?: { replace?: boolean }) => void;
}) {
  const [text, setText] = useState(state.query ?? "");
  const input = useRef<HTMLInputElement>(null);
  const typing = useRef(false);
  const debounced = useDebounced((value: string) => {
    go(withQuery(state, value), { replace: typing.current });
    typing.current = true;
  }, TYPING_DEBOUNCE_MS);

  // Back/forward or a cleared filter changes the query from outside: show it unless the shopper is typing here.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(state.query ?? "");
  }, [state.query]);

  const hidden = [...listingSearchParams({ ...state, query: undefined, page: 1 }).entries()];
  return (
    <form
      role="search"
      className="keyword-search"
      method="get"
      action={routePath(route)}
      onSubmit={(e) => {
        e.preventDefault();
        debounced.cancel();
        go(withQuery(state, text));
      }}
    >
      <label htmlFor="listing-query" className="visually-hidden">
        Search by make, model or keyword
      </label>
      <svg className="keyword-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" />
      </svg>
      <input
        ref={input}
        id="listing-query"
        type="search"
        name="query"
        value={text}
        placeholder="Search make, model or keyword"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => {
          setText(e.target.value);
          debounced.call(e.target.value);
        }}
        onBlur={() => {
          typing.current = false;
        }}
      />
      {hidden.map(([k, v], i) => (
        <input key={`${k}-${v}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className="button keyword-search__submit">
        Search
      </button>
    </form>
  );
}
