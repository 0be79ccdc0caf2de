import type { CampaignTileView } from "~/domain/content/campaign-tiles";
import { imageSrcSet, imageUrl, isOwnImageSource } from "~/domain/vehicle/image-renditions";

const TILE_WIDTHS = [320, 480, 600, 800] as const;

/** The home page's campaign tiles (spec 02 §4), already filtered and ordered on the server (campaign-tiles.ts). */
export function CampaignTiles({ tiles }: { tiles: CampaignTileView[] }) {
  if (!tiles.length) return null;
  return (
    <section className="home-section" aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">Latest offers</h2>
      <ul className="campaign-tiles">
        {tiles.map((t, i) => {
          const own = isOwnImageSource(t.imageUrl);
          return (
            <li key={`${t.title}-${t.link}`} className="campaign-tile">
              <a className="campaign-tile__link" href={t.link}>
                <img
                  className="campaign-tile__image"
                  src={own ? imageUrl(t.imageUrl, 600) : t.imageUrl}
                  srcSet={own ? imageSrcSet(t.imageUrl, TILE_WIDTHS) : undefined}
                  sizes={own ? "(min-width: 992px) 420px, (min-width: 576px) 46vw, 94vw" : undefined}
                  alt={t.imageAlt}
                  width={600}
                  height={400}
                  // The first tile is in the first screen on a desktop (its largest paint): not lazy.
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding="async"
                />
                <span className="campaign-tile__title">{t.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
