import { z } from "zod";

/**
 * The one rule for every address a vehicle's feed gives (spec 01 §3: images
 * and their thumbs, primary_image_url, video_url, external_video_url,
 * spin_images, spin_interior_image, file): an https: address, or a path on
 * the dealer's site (the platform's own files, such as /demo-photos/…).
 * Nothing else: no javascript:, data: or other scheme, no http: (the page's
 * Content-Security-Policy loads images and media over https: only, and an
 * https page upgrades or blocks them), no protocol-relative //host, no
 * backslash, whitespace or control character. Checked at import (issue 17
 * item 12: a javascript: URL reached og:image) and again where a stored
 * vehicle's address is put on a page.
 */

const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;

export const VEHICLE_URL_MESSAGE = "must be an https:// address or a path on this site, such as /photos/car.jpg";

export function isVehicleUrl(value: string): boolean {
  if (!value || UNSAFE.test(value)) return false;
  if (value.startsWith("/")) return value.length > 1 && value[1] !== "/";
  // The host must follow at once: the URL parser would read "https:///x" as https://x/.
  if (!/^https:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The address, or null when it breaks the rule (for a vehicle stored before the rule). */
export function safeVehicleUrl(value: string | null | undefined): string | null {
  return value && isVehicleUrl(value) ? value : null;
}

/** A required address, trimmed. */
export const vehicleUrlSchema = z.string().trim().max(2000).refine(isVehicleUrl, VEHICLE_URL_MESSAGE);

/** An optional address: empty, or the word "null" some dealer systems send, is none. */
export const optionalVehicleUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .transform((s) => (s && s.toLowerCase() !== "null" ? s : null))
  .pipe(vehicleUrlSchema.nullable())
  .nullish();

/** The addresses of a vehicle, as stored. */
interface VehicleAddresses {
  images: { image: string; thumb?: string | null }[];
  primary_image_url?: string | null;
  video_url?: string | null;
  external_video_url?: string | null;
  spin_images: string[];
  spin_interior_image?: string | null;
  file?: string | null;
}

/**
 * The vehicle with every address that breaks the rule left out: what a page
 * shows of a car stored before the import checked it, so no such address
 * reaches an <img>, og:image, twitter:image or the JSON-LD.
 */
export function withSafeAddresses<T extends VehicleAddresses>(v: T): T {
  return {
    ...v,
    images: v.images
      .filter((i) => isVehicleUrl(i.image))
      .map((i) => (i.thumb == null ? i : { ...i, thumb: safeVehicleUrl(i.thumb) })),
    primary_image_url: safeVehicleUrl(v.primary_image_url),
    video_url: safeVehicleUrl(v.video_url),
    external_video_url: safeVehicleUrl(v.external_video_url),
    spin_images: v.spin_images.filter(isVehicleUrl),
    spin_interior_image: safeVehicleUrl(v.spin_interior_image),
    file: safeVehicleUrl(v.file),
  };
}
