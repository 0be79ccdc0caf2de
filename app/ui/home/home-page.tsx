import type { HomePageData } from "~/domain/content/home-page";
import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";
import { LocationsCarousel } from "~/ui/locations/locations-carousel";
import { VehicleCardView } from "~/ui/search/vehicle-card-view";
import { HomeBudgetFinder } from "~/ui/budget-finder/home-budget-finder";
import { BrandsGrid } from "./brands-grid";
import { CampaignTiles } from "./campaign-tiles";
import { HomeSearch } from "./home-search";
import { QuickLinks } from "./quick-links";
import { ReviewsSummary } from "./reviews-summary";
import { SalesCounter } from "./sales-counter";

/**
 * A dealer's home page (issue 12 deliver 1): search and quick links,
 * campaign tiles, featured stock, reviews, the 'Our Locations' carousel and,
 * on a group site, the brands grid. Drawn on the server; the only scripts
 * it adds are the cards' favourite and compare toggles, the carousel and,
 * when on, the sales counter.
 */
export function HomePage({ data, themeVars }: { data: HomePageData; themeVars: Record<string, string> }) {
  return (
    <div className="home" style={themeVars as React.CSSProperties}>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          {data.siteName}
        </h1>
        <p className="home-hero__lead">{data.lead}</p>
        <HomeSearch stockCount={data.stockCount} />
        {data.salesToday !== null ? <SalesCounter initial={data.salesToday} /> : null}
      </section>

      <QuickLinks {...data.quickLinks} />

      <HomeBudgetFinder view={data.budget} />

      <CampaignTiles tiles={data.tiles} />

      {data.featured.length ? (
        <section className="home-section" aria-labelledby="featured-title">
          <div className="home-section__head">
            <h2 id="featured-title">Featured stock</h2>
            <a href={DEFAULT_LISTING_PATH}>View all stock</a>
          </div>
          <ul className="home-featured" aria-label="Featured vehicles">
            {data.featured.map((card) => (
              <li key={card.id}>
                <VehicleCardView card={card} siteSlug={data.siteSlug} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.reviews ? <ReviewsSummary summary={data.reviews.summary} href={data.reviews.href} siteName={data.siteName} /> : null}

      {data.locations.length ? (
        <div className="home-section">
          <LocationsCarousel cards={data.locations} title="Our Locations" />
        </div>
      ) : null}

      <BrandsGrid groups={data.brands} />
    </div>
  );
}
