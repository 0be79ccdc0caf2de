/**
 * A tenant's colours made safe to read (WCAG 2.1 contrast): the text colour on
 * a brand background, and a brand tone dark enough for links and outlines on
 * white. Tenants choose any colour (tenant-config theme); pages stay legible.
 */

function channels(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes a toward b by t (0..1), channel by channel. */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Scales brightness: f < 1 darkens toward black, f > 1 lightens toward white. */
export function shade(hex: string, f: number): string {
  return f <= 1 ? mix("#000000", hex, Math.max(0, f)) : mix(hex, "#ffffff", Math.min(1, f - 1));
}

/**
 * How light a colour looks, 0..1: the Rec. 709 weights on the channels as
 * stored. A quick light-or-dark choice for drawn logos, not WCAG's contrast
 * (relativeLuminance below).
 */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** White or near-black, whichever reads better on the background. */
export function textOn(background: string): "#ffffff" | "#111827" {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#111827") ? "#ffffff" : "#111827";
}

/** The colour darkened just enough for 4.5:1 against `against` (white by default). */
export function inkOf(colour: string, against = "#ffffff", ratio = 4.5): string {
  let rgb = channels(colour);
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), against) < ratio; i++)
    rgb = rgb.map((v) => v * 0.9) as [number, number, number];
  return toHex(rgb);
}

export interface ThemeColours {
  primary_colour: string;
  secondary_colour: string;
  accent_colour?: string | null;
}

/** CSS custom properties for a theme: --brand-ink for text and outlines on white, --on-* for text on fills. */
export function themeVars(theme: ThemeColours): Record<string, string> {
  const accent = theme.accent_colour ?? theme.primary_colour;
  return {
    "--brand-ink": inkOf(theme.primary_colour),
    "--on-brand": textOn(theme.primary_colour),
    "--on-brand-2": textOn(theme.secondary_colour),
    "--on-accent": textOn(accent),
  };
}
