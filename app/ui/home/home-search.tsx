import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";

/** The home page's search box: a plain GET form to the listing with `query=` (works before JavaScript loads). */
export function HomeSearch({ stockCount }: { stockCount: number }) {
  return (
    <form className="home-search" method="get" action={DEFAULT_LISTING_PATH} role="search">
      <label htmlFor="home-search-query" className="home-search__label">
        Search {stockCount > 0 ? `${stockCount.toLocaleString("en-AU")} vehicles` : "our stock"}
      </label>
      <div className="home-search__row">
        <input
          id="home-search-query"
          className="home-search__input"
          type="search"
          name="query"
          placeholder="Make, model or keyword"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button home-search__button">
          Search
        </button>
      </div>
    </form>
  );
}
