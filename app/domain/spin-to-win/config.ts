import { z } from "zod";
import { isDateKey } from "../locations/time-zones";

/**
 * A tenant's Spin to Win campaign (spec 02 §2 /spin-to-win, §6 'Gated: ...
 * per-site ... spin-to-win'): the `spin_to_win` section of the tenant
 * config. A signed-in shopper spins once per campaign (the campaign `id`);
 * the server draws among the prizes still in stock by their weights
 * (./draw.ts) and, where configured, a "no prize" outcome.
 *
 * Odds: each outcome's chance is its `weight` divided by the sum of the
 * weights of the outcomes still available. A prize whose `stock` is all
 * given out is not drawn, so its share goes to the others in proportion
 * (and to `no_prize`, if there is one). When no prize is left the campaign
 * stops taking spins, whatever `no_prize` says.
 */

/** The campaign's page (spec 02 §2). */
export const SPIN_TO_WIN_PATH = "/spin-to-win";

/** The wheel has room for this many segments (prizes plus the no-prize segment). */
export const MAX_WHEEL_SEGMENTS = 12;
/** A wheel label longer than this does not fit its segment. */
export const WHEEL_LABEL_MAX = 18;
const MAX_WEIGHT = 1_000_000;
const MAX_STOCK = 1_000_000;

const slug = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens")
  .max(60, "must be at most 60 characters");
const text = (max: number) =>
  z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const date = z.string({ error: "must be a date such as 2026-01-31" }).refine(isDateKey, "must be a date such as 2026-01-31");
const weight = z
  .number({ error: `must be a whole number from 1 to ${MAX_WEIGHT}` })
  .int(`must be a whole number from 1 to ${MAX_WEIGHT}`)
  .min(1, `must be a whole number from 1 to ${MAX_WEIGHT}`)
  .max(MAX_WEIGHT, `must be a whole number from 1 to ${MAX_WEIGHT}`);

/** How the prize and its terms reach the shopper. Email falls back to SMS for an account without an address. */
export const SPIN_CHANNELS = ["sms", "email"] as const;
export type SpinChannel = (typeof SPIN_CHANNELS)[number];

export const spinPrizeSchema = z.object({
  /** Stable within the campaign: what a spin records and what stock is counted by. */
  id: slug,
  name: text(60),
  /** What is on the wheel; the name when it fits (WHEEL_LABEL_MAX). */
  wheel_label: text(WHEEL_LABEL_MAX).nullish(),
  description: text(300).nullish(),
  /** The prize's own conditions (how and by when to claim it), sent with it. */
  terms: text(300).nullish(),
  /** How many can be won in the whole campaign. 0: none (listed, never drawn). */
  stock: z
    .number({ error: `must be a whole number from 0 to ${MAX_STOCK}` })
    .int(`must be a whole number from 0 to ${MAX_STOCK}`)
    .min(0, `must be a whole number from 0 to ${MAX_STOCK}`)
    .max(MAX_STOCK, `must be a whole number from 0 to ${MAX_STOCK}`),
  /** Relative odds (see the module comment). */
  weight,
});
export type SpinPrize = z.output<typeof spinPrizeSchema>;

export const spinToWinConfigSchema = z
  .object({
    /** The campaign: one spin per account per id. A new campaign takes a new id. */
    id: slug,
    /** false: the page says the campaign is not running (spins already made still show). */
    enabled: z.boolean({ error: "must be true or false" }).default(true),
    title: text(80).default("Spin to Win"),
    intro: text(400).nullish(),
    /** First and last day, inclusive, in the dealer's time zone (its primary location's). */
    starts_on: date,
    ends_on: date,
    /** The campaign's terms and conditions: plain text, paragraphs separated by a blank line. */
    terms: text(10_000),
    send_by: z.enum(SPIN_CHANNELS, { error: `must be one of ${SPIN_CHANNELS.join(", ")}` }).default("sms"),
    prizes: z
      .array(spinPrizeSchema, { error: "must be a list of prizes" })
      .min(1, "must list at least one prize")
      .max(MAX_WHEEL_SEGMENTS, `must list at most ${MAX_WHEEL_SEGMENTS} prizes`),
    /** A "better luck next time" outcome, drawn by its weight like a prize; absent: every spin wins a prize. */
    no_prize: z
      .object({
        weight,
        wheel_label: text(WHEEL_LABEL_MAX).default("Try again"),
        message: text(200).default("Better luck next time!"),
      })
      .nullish(),
  })
  .superRefine((c, ctx) => {
    if (isDateKey(c.starts_on) && isDateKey(c.ends_on) && c.ends_on < c.starts_on)
      ctx.addIssue({ code: "custom", path: ["ends_on"], message: `must be on or after starts_on (${c.starts_on})` });
    const seen = new Map<string, number>();
    c.prizes.forEach((p, i) => {
      const earlier = seen.get(p.id);
      if (earlier !== undefined)
        ctx.addIssue({ code: "custom", path: ["prizes", i, "id"], message: `${p.id} is already the id of prizes.${earlier}` });
      else seen.set(p.id, i);
      if (!p.wheel_label && p.name.length > WHEEL_LABEL_MAX)
        ctx.addIssue({
          code: "custom",
          path: ["prizes", i, "wheel_label"],
          message: `is needed: the name is longer than the wheel fits (${WHEEL_LABEL_MAX} characters)`,
        });
    });
    if (c.no_prize && c.prizes.length + 1 > MAX_WHEEL_SEGMENTS)
      ctx.addIssue({
        code: "custom",
        path: ["no_prize"],
        message: `the wheel has ${MAX_WHEEL_SEGMENTS} segments: list at most ${MAX_WHEEL_SEGMENTS - 1} prizes with a no_prize`,
      });
  });
export type SpinToWinConfig = z.output<typeof spinToWinConfigSchema>;
export type SpinToWinConfigInput = z.input<typeof spinToWinConfigSchema>;

/** A prize's wheel label. */
export function wheelLabel(p: Pick<SpinPrize, "name" | "wheel_label">): string {
  return p.wheel_label ?? p.name;
}
