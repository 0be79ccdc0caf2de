import { themeVars, type ThemeColours } from "../content/brand-colours";
import { campaignDatesText, campaignPhase } from "./campaign";
import { wheelLabel, type SpinChannel, type SpinToWinConfig } from "./config";
import { availableOutcomes, prizesLeft, type PrizesGiven } from "./draw";
import { maskedEmail, maskedPhone, SPIN_TEXTS } from "./messages";

/**
 * What /spin-to-win shows (built on the server, drawn by app/ui/spin-to-win):
 * the campaign, its wheel, and one of: closed (off, not started, over, every
 * prize won) with the dates; sign in to spin; ready to spin; or the
 * shopper's own spin, which shows whatever the campaign's state since.
 */

/** A spin as stored (server/spin-to-win/spins.server.ts), as the page needs it. */
export interface StoredSpin {
  outcome: "prize" | "no_prize";
  prizeId: string | null;
  /** The prize as it was when won (the config may change since). */
  prize: { name: string; description: string | null; terms: string | null } | null;
  channel: SpinChannel | null;
  /** The lead reference the shopper quotes to claim. */
  reference: string | null;
  createdAt: Date;
}

export interface WheelSegment {
  label: string;
  kind: "prize" | "no_prize";
  /** The prize's id; null for the no-prize segment. */
  prizeId: string | null;
}

export interface SpinResultView {
  outcome: "prize" | "no_prize";
  heading: string;
  prize: { name: string; description: string | null; terms: string | null } | null;
  /** "We sent it by SMS to 04•• ••• 678." */
  sentTo: string | null;
  reference: string | null;
  /** Where the wheel stops: an index of `wheel`. */
  segment: number;
}

export type SpinPageState =
  | { kind: "closed"; reason: "off" | "upcoming" | "ended" | "sold_out"; message: string }
  | { kind: "sign-in"; href: string }
  | { kind: "ready" }
  | { kind: "spun"; result: SpinResultView };

export interface SpinPageView {
  siteName: string;
  title: string;
  intro: string | null;
  datesText: string;
  /** The campaign terms, by paragraph. */
  terms: string[];
  prizes: { id: string; name: string; description: string | null; terms: string | null; allWon: boolean }[];
  wheel: WheelSegment[];
  state: SpinPageState;
  firstName: string | null;
  /** The theme's readable text colours (brand-colours.ts themeVars), for the wheel's segments. */
  themeVars: Record<string, string>;
}

export interface SpinPageInput {
  siteName: string;
  theme: ThemeColours;
  campaign: SpinToWinConfig;
  /** The dealer's time zone (its primary location's). */
  zone: string;
  now: Date;
  given: PrizesGiven;
  user: { firstName: string; phone: string; email: string } | null;
  spin: StoredSpin | null;
  /** For a signed-out visitor where the tenant does not gate the page: /sign-in?type=spin-to-win&redirect=... */
  signInHref: string;
}

export function spinPageView(i: SpinPageInput): SpinPageView {
  const c = i.campaign;
  const left = new Set(prizesLeft(c, i.given).map((p) => p.id));
  const wheel = wheelSegments(c, left, i.spin);
  return {
    siteName: i.siteName,
    title: c.title,
    intro: c.intro ?? null,
    datesText: campaignDatesText(c),
    terms: c.terms
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    prizes: c.prizes.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description ?? null,
      terms: p.terms ?? null,
      allWon: !left.has(p.id),
    })),
    wheel,
    state: pageState(i, wheel),
    firstName: i.user?.firstName ?? null,
    themeVars: themeVars(i.theme),
  };
}

function pageState(i: SpinPageInput, wheel: WheelSegment[]): SpinPageState {
  const c = i.campaign;
  if (i.user && i.spin) return { kind: "spun", result: resultView(i.spin, i.user, c, wheel) };
  const phase = campaignPhase(c, i.zone, i.now);
  if (phase === "off") return { kind: "closed", reason: "off", message: SPIN_TEXTS.off(c.title) };
  if (phase === "upcoming") return { kind: "closed", reason: "upcoming", message: SPIN_TEXTS.upcoming(c.title, c.starts_on) };
  if (phase === "ended") return { kind: "closed", reason: "ended", message: SPIN_TEXTS.ended(c.title, c.ends_on) };
  if (availableOutcomes(c, i.given).length === 0)
    return { kind: "closed", reason: "sold_out", message: SPIN_TEXTS.soldOut(c.title) };
  return i.user ? { kind: "ready" } : { kind: "sign-in", href: i.signInHref };
}

/**
 * The wheel: the prizes with stock left (all of them once none is, so a
 * closed campaign still shows what it offered), the shopper's own prize
 * whatever its stock, then the no-prize segment where configured.
 */
export function wheelSegments(c: SpinToWinConfig, left: ReadonlySet<string>, spin: StoredSpin | null): WheelSegment[] {
  const shown = left.size ? c.prizes.filter((p) => left.has(p.id) || p.id === spin?.prizeId) : c.prizes;
  const segments: WheelSegment[] = shown.map((p) => ({ label: wheelLabel(p), kind: "prize", prizeId: p.id }));
  if (c.no_prize) segments.push({ label: c.no_prize.wheel_label, kind: "no_prize", prizeId: null });
  // A prize since taken out of the config, or a no-prize outcome since switched off: still where the wheel stopped.
  if (spin && segmentOf(segments, spin) < 0)
    segments.push(
      spin.outcome === "prize" && spin.prize
        ? { label: spin.prize.name.slice(0, 18), kind: "prize", prizeId: spin.prizeId }
        : { label: "Try again", kind: "no_prize", prizeId: null },
    );
  return segments;
}

function segmentOf(segments: readonly WheelSegment[], spin: StoredSpin): number {
  return segments.findIndex((s) => (spin.outcome === "prize" ? s.prizeId === spin.prizeId : s.kind === "no_prize"));
}

function resultView(
  spin: StoredSpin,
  user: { phone: string; email: string },
  c: SpinToWinConfig,
  wheel: WheelSegment[],
): SpinResultView {
  const segment = segmentOf(wheel, spin);
  if (spin.outcome === "no_prize" || !spin.prize)
    return {
      outcome: "no_prize",
      heading: c.no_prize?.message ?? "Better luck next time!",
      prize: null,
      sentTo: null,
      reference: null,
      segment,
    };
  const sentTo =
    spin.channel === "email"
      ? `We have sent it, with its terms, by email to ${maskedEmail(user.email)}.`
      : `We have sent it, with its terms, by SMS to ${maskedPhone(user.phone)}.`;
  return {
    outcome: "prize",
    heading: `You won: ${spin.prize.name}`,
    prize: spin.prize,
    sentTo,
    reference: spin.reference,
    segment,
  };
}
