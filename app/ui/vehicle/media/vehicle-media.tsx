import { lazy, Suspense, useState } from "react";
import type { TagBanner } from "~/domain/vehicle/tag-banner";
import type { GalleryView } from "~/domain/vehicle/page-behaviour";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";
import { ImageSlider } from "./image-slider";
import { InteriorView } from "./interior-view";
import { SpinView } from "./spin-view";

const loadGallery = () => import("./fullscreen-gallery");
const FullscreenGallery = lazy(loadGallery);

const VIEW_LABELS: Record<GalleryView, string> = { spin: "360° Spin", images: "Photos", interior: "Interior" };

/**
 * The media area (spec 01 §2): the view switch when the car has spin frames
 * (spin by default, photos, interior), the photo slider, the fullscreen gallery.
 */
export function VehicleMedia({
  media,
  title,
  banner,
}: {
  media: VehiclePageModel["media"];
  title: string;
  banner: TagBanner | null;
}) {
  const [view, setView] = useState<GalleryView>(media.views[0]);
  const [gallery, setGallery] = useState<{ open: boolean; index: number; loaded: boolean }>({
    open: false,
    index: 0,
    loaded: false,
  });
  const openGallery = (index: number) => setGallery({ open: true, index, loaded: true });

  const bannerEl = banner ? <span className={`media__banner media__banner--${banner.kind}`}>{banner.text}</span> : null;

  return (
    <div className="media">
      {media.views.length > 1 ? (
        <div className="media__switch" role="group" aria-label="Choose a view">
          {media.views.map((v) => (
            <button key={v} type="button" className="media__switch-button" aria-pressed={view === v} onClick={() => setView(v)}>
              {VIEW_LABELS[v]}
              {v === "images" ? <span className="media__count"> ({media.images.length})</span> : null}
            </button>
          ))}
        </div>
      ) : null}
      <div className="media__view">
        {view === "spin" ? (
          <div className="media__stage">
            {bannerEl}
            <SpinView frames={media.spin} hotspots={media.hotspots.exterior} title={title} />
          </div>
        ) : view === "interior" && media.interior ? (
          <div className="media__stage">
            <InteriorView src={media.interior} hotspots={media.hotspots.interior} title={title} />
          </div>
        ) : (
          <ImageSlider
            images={media.images}
            title={title}
            onOpen={openGallery}
            onIntent={() => void loadGallery()}
            overlay={bannerEl}
          />
        )}
      </div>
      {gallery.loaded ? (
        <Suspense fallback={null}>
          <FullscreenGallery
            images={media.images}
            title={title}
            index={gallery.index}
            open={gallery.open}
            onClose={() => setGallery((g) => ({ ...g, open: false }))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
