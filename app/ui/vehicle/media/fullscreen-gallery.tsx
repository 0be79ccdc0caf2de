import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/styles.css";
import { IMAGE_WIDTHS, imageUrl, isOwnImageSource } from "~/domain/vehicle/image-renditions";
import type { SlideImage } from "./image-slider";

/**
 * The fullscreen gallery (spec 01 §2 'image slider with fullscreen gallery'):
 * arrow keys and Escape, swipe on touch screens. Loaded only when first
 * opened (see VehicleMedia), so its code never holds back the page.
 */
export default function FullscreenGallery({
  images,
  title,
  index,
  open,
  onClose,
}: {
  images: SlideImage[];
  title: string;
  index: number;
  open: boolean;
  onClose: () => void;
}) {
  const slides = images.map((img, i) => ({
    src: imageUrl(img.src, 1200),
    alt: `${title}, photo ${i + 1} of ${images.length}`,
    width: 1200,
    height: 800,
    srcSet: isOwnImageSource(img.src)
      ? IMAGE_WIDTHS.filter((w) => w >= 480).map((w) => ({ src: imageUrl(img.src, w), width: w, height: (w * 2) / 3 }))
      : undefined,
  }));
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Counter]}
      carousel={{ finite: true, preload: 2 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: "Previous photo",
        Next: "Next photo",
        Close: "Close fullscreen gallery",
        Lightbox: `Photos of the ${title}`,
        "Photo gallery": "Photos",
        Slide: "photo",
        "{index} of {total}": "Photo {index} of {total}",
      }}
    />
  );
}
