import { textOn } from "./brand-colours";
import { escapeMarkup } from "./escape-markup";

/** Up to two initials of the dealer's name ("Coralview Kia" → "CK"), for the site icon. */
export function siteInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter) => letter !== undefined)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/**
 * The tenant's site icon: its initials on its primary colour, so every dealer
 * site has its own tab icon without uploading one (and browsers stop asking
 * for a /favicon.ico that would 404).
 */
export function faviconSvg(name: string, primaryColour: string): string {
  const initials = escapeMarkup(siteInitials(name) || "•");
  const fontSize = initials.length > 1 ? 30 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${escapeMarkup(primaryColour)}"/>` +
    `<text x="32" y="33" dominant-baseline="central" text-anchor="middle" font-family="system-ui,Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="${textOn(primaryColour)}">${initials}</text>` +
    `</svg>`
  );
}
