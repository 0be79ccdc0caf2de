import { IMAGE_HEIGHT, IMAGE_WIDTH } from "~/domain/vehicle/page-behaviour";
import { imageSrcSet, imageUrl, type ImageWidth } from "~/domain/vehicle/image-renditions";

/**
 * A vehicle photo at the page's 600x400 (spec 01 §2), with the responsive
 * widths of the image endpoint. `priority` loads it at once (the first two
 * photos, spec 01 §2), the very first with high fetch priority as it is the
 * largest paint; others load as they near the screen.
 */
export function VehiclePhoto({
  src,
  alt,
  sizes,
  priority = false,
  first = priority,
  widths,
  className,
  draggable,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** The page's main photo: fetched ahead of everything else. */
  first?: boolean;
  widths?: readonly ImageWidth[];
  className?: string;
  draggable?: boolean;
}) {
  return (
    <img
      className={className}
      src={imageUrl(src, IMAGE_WIDTH)}
      srcSet={imageSrcSet(src, widths)}
      sizes={sizes}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority && first ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      draggable={draggable}
    />
  );
}

/** The main photo area's width: the whole phone screen, two thirds of a desktop's content column. */
export const MAIN_PHOTO_SIZES = "(min-width: 1320px) 820px, (min-width: 992px) 62vw, 100vw";
