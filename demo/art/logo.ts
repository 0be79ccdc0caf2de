import { lightness, mix, shade } from "./svg";

/**
 * A dealer wordmark: a rounded badge with the initials, the first word of
 * the name large and the rest tracked out beneath. Sized to its text.
 */
export function renderLogo(words: readonly string[], primary: string, secondary: string): string {
  const [first, ...rest] = words.map((w) => w.toUpperCase());
  const initials = words
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join("");
  const second = rest.join(" ");
  const big = 46;
  const small = 17;
  const textW = Math.max(first.length * big * 0.66, second.length * small * 0.78);
  const width = Math.round(130 + textW + 16);
  const ink = lightness(primary) > 0.6 ? shade(primary, 0.35) : primary;
  const badgeText = lightness(primary) > 0.6 ? "#1b1c1e" : "#ffffff";
  const fs = initials.length > 2 ? 34 : 42;
  const font = `font-family="Helvetica Neue, Helvetica, Arial, sans-serif"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 120" width="${width}" height="120">` +
    `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(primary, "#ffffff", 0.12)}"/><stop offset="1" stop-color="${shade(primary, 0.8)}"/></linearGradient></defs>` +
    `<rect x="8" y="10" width="100" height="100" rx="24" fill="url(#lg)"/>` +
    `<path d="M8 84Q58 66 108 84V86Q108 110 84 110H32Q8 110 8 86Z" fill="${secondary}"/>` +
    `<text x="58" y="${fs > 40 ? 70 : 67}" text-anchor="middle" ${font} font-size="${fs}" font-weight="700" fill="${badgeText}" letter-spacing="1">${initials}</text>` +
    `<text x="128" y="${second ? 66 : 76}" ${font} font-size="${big}" font-weight="800" fill="${ink}" letter-spacing="1">${first}</text>` +
    (second
      ? `<text x="130" y="96" ${font} font-size="${small}" font-weight="600" fill="${shade(secondary, 0.85)}" letter-spacing="5">${second}</text>`
      : "") +
    `</svg>`
  );
}
