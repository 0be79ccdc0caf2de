import { useEffect, useRef, useState } from "react";
import { routePath, type ListingRoute } from "~/domain/search/listing-paths";
import { listingSearchParams, withQuery, type ListingState } from "~/domain/search/query-edits";
import { useTypedBeforeHydration } from "~/ui/primitives/typed-before-hydration";
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
  const typing = useRef(false);
  // The query this box last asked for: a state that differs from it came from elsewhere.
  const asked = useRef(state.query ?? "");
  const debounced = useDebounced((value: string) => {
    asked.current = value;
    go(withQuery(state, value), { replace: typing.current });
    typing.current = true;
  }, TYPING_DEBOUNCE_MS);

  // Back/forward, a removed chip or a cleared filter changes the query from outside: the box follows the
  // URL, and typing not yet sent is dropped (it belonged to the page the shopper left). The box's own
  // searches come back as the query it asked for (spaces aside), and leave what is being typed alone.
  useEffect(() => {
    const query = state.query ?? "";
    if (sameQuery(query, asked.current)) return;
    debounced.cancel();
    typing.current = false;
    asked.current = query;
    setText(query);
  }, [state.query]); // eslint-disable-line react-hooks/exhaustive-deps

  const typed = (value: string) => {
    setText(value);
    debounced.call(value);
  };
  const input = useTypedBeforeHydration(text, typed);

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
        asked.current = text;
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
        onChange={(e) => typed(e.target.value)}
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

/** Two queries are the same search when they differ only in spacing (the URL keeps the trimmed text). */
function sameQuery(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ");
  return norm(a) === norm(b);
}
