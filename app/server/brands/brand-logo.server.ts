import { lightness, mix, shade } from "~/domain/content/brand-colours";
import { escapeMarkup } from "~/domain/content/escape-markup";
import { hashString } from "~/domain/content/seeded-random";

/**
 * A brand's logo drawn from its name: no network and no stored images. A badge
 * shape and colour chosen by the name's hash, the initials inside, the name
 * beneath. The same name always gives the same picture.
 */

const PALETTE = ["#1d3557", "#b5172b", "#0b6e4f", "#3a0ca3", "#2b2d42", "#c05800", "#005f73", "#6a040f", "#1b4332", "#374151"];
const SHAPES = ["circle", "shield", "diamond", "roundel"] as const;

function initialsOf(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0].slice(0, words[0].length <= 3 ? 3 : 1).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
}

function badge(shape: (typeof SHAPES)[number], fill: string, ring: string): string {
  switch (shape) {
    case "circle":
      return `<circle cx="60" cy="50" r="40" fill="${fill}"/><circle cx="60" cy="50" r="34" fill="none" stroke="${ring}" stroke-width="3"/>`;
    case "shield":
      return `<path d="M60 8L96 20V48Q96 78 60 94Q24 78 24 48V20Z" fill="${fill}" stroke="${ring}" stroke-width="3"/>`;
    case "diamond":
      return `<path d="M60 6L104 50L60 94L16 50Z" fill="${fill}" stroke="${ring}" stroke-width="3"/>`;
    case "roundel":
      return `<ellipse cx="60" cy="50" rx="52" ry="34" fill="${fill}"/><ellipse cx="60" cy="50" rx="46" ry="28" fill="none" stroke="${ring}" stroke-width="3"/>`;
  }
}

/** The SVG logo of a brand (240 by 120: badge above, name below). */
export function renderBrandLogo(name: string): string {
  const h = hashString(name.toLowerCase());
  const colour = PALETTE[h % PALETTE.length];
  const shape = SHAPES[(h >>> 8) % SHAPES.length];
  const ring = lightness(colour) > 0.5 ? shade(colour, 0.5) : mix(colour, "#ffffff", 0.75);
  const initials = escapeMarkup(initialsOf(name));
  const label = escapeMarkup(name.length > 22 ? `${name.slice(0, 21)}…` : name);
  const font = `font-family="Helvetica Neue, Helvetica, Arial, sans-serif"`;
  const size = initials.length > 2 ? 24 : 30;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">` +
    `<g transform="translate(60 0)">${badge(shape, colour, ring)}` +
    `<text x="60" y="${50 + size * 0.36}" text-anchor="middle" ${font} font-size="${size}" font-weight="800" fill="#ffffff" letter-spacing="1">${initials}</text></g>` +
    `<text x="120" y="114" text-anchor="middle" ${font} font-size="15" font-weight="700" fill="${shade(colour, 0.8)}" letter-spacing="2">${label.toUpperCase()}</text>` +
    `</svg>`
  );
}
