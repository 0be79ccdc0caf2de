/**
 * Responsive images through the platform's image endpoint (GET /images):
 * which sources it accepts, the widths and formats it makes, and the URLs
 * pages ask for. Spec 01 §2 "image size 600x400"; spec 02 §9 "Image quality
 * default 75".
 */

export const IMAGE_WIDTHS = [160, 320, 480, 600, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["webp", "avif", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_QUALITY = 75;
/**
 * The qualities /images makes: the default (spec 02 §9), one lighter and one
 * finer. A fixed few, so one source has at most 7 × 3 × 3 renditions (issue
 * 8: any whole number from 40 to 90 made 51 per width and format).
 */
export const IMAGE_QUALITIES = [60, DEFAULT_QUALITY, 90] as const;

/**
 * Only the platform's own pictures are resized (no open proxy): paths on this
 * site under the prefixes below, without '..', query or fragment.
 */
export const OWN_IMAGE_PREFIXES = ["/demo-photos/"] as const;

export function isOwnImageSource(src: string): boolean {
  if (!src.startsWith("/") || src.startsWith("//")) return false;
  if (/[?#\\]|\.\.|%2e|%2f|%5c/i.test(src)) return false;
  if (!/^\/[A-Za-z0-9._~\-/]+$/.test(src)) return false;
  return OWN_IMAGE_PREFIXES.some((p) => src.startsWith(p) && src.length > p.length);
}

export interface ImageRequest {
  src: string;
  width: ImageWidth;
  format: ImageFormat;
  quality: number;
}

export type ImageRequestResult = { ok: true; request: ImageRequest } | { ok: false; status: 400 | 403; message: string };

/** Parses /images?src&w&fm&q; anything outside the fixed sets is refused. */
export function parseImageRequest(params: URLSearchParams): ImageRequestResult {
  const src = params.get("src") ?? "";
  if (!src) return { ok: false, status: 400, message: "src is required" };
  if (!isOwnImageSource(src)) return { ok: false, status: 403, message: "src must be one of this site's own images" };
  const w = Number(params.get("w") ?? IMAGE_WIDTHS[3]);
  if (!IMAGE_WIDTHS.includes(w as ImageWidth))
    return { ok: false, status: 400, message: `w must be one of ${IMAGE_WIDTHS.join(", ")}` };
  const fm = (params.get("fm") ?? "webp") as ImageFormat;
  if (!IMAGE_FORMATS.includes(fm)) return { ok: false, status: 400, message: `fm must be one of ${IMAGE_FORMATS.join(", ")}` };
  const qRaw = params.get("q");
  const q = qRaw == null ? DEFAULT_QUALITY : Number(qRaw);
  if (!(IMAGE_QUALITIES as readonly number[]).includes(q))
    return { ok: false, status: 400, message: `q must be one of ${IMAGE_QUALITIES.join(", ")}` };
  return { ok: true, request: { src, width: w as ImageWidth, format: fm, quality: q } };
}

/** The URL of one rendition; sources that are not ours are used as they are. */
export function imageUrl(src: string, width: ImageWidth, format: ImageFormat = "webp"): string {
  if (!isOwnImageSource(src)) return src;
  return `/images?src=${encodeURIComponent(src)}&w=${width}&fm=${format}`;
}

/** A srcset over the given widths (all of them by default); undefined for foreign sources. */
export function imageSrcSet(
  src: string,
  widths: readonly ImageWidth[] = IMAGE_WIDTHS,
  format: ImageFormat = "webp",
): string | undefined {
  if (!isOwnImageSource(src)) return undefined;
  return widths.map((w) => `${imageUrl(src, w, format)} ${w}w`).join(", ");
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
};
