import { z } from "zod";
import {
  isServedPath,
  LINK_MESSAGE,
  LINK_PATTERN,
  RESERVED_TOP_LEVEL_SEGMENTS,
  sitePathOf,
  unservedPathMessage,
  type ServedPathSite,
} from "../navigation/served-paths";
import { BODY_TYPES } from "./body-types";

/**
 * The tenant's model range (spec 02 §3 'Model: name, slug, image,
 * accessories_count, override_url'), the `models` section of the tenant
 * config: what a franchise dealer's "Our range" pages show (/models,
 * /models/{slug}, /{slug}/accessories) and the header's Vehicles dropdown
 * lists. accessories_count is not configured: it is the number of
 * accessories listed (model-view.ts). Each message names what is wrong; Zod
 * gives the path (models.2.accessories.0.part_number).
 */

export const MODEL_LIMITS = { models: 60, accessories: 40, highlights: 8 } as const;

const text = (max: number) =>
  z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const slug = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens")
  .max(60, "must be at most 60 characters")
  // Its accessories are at /{slug}/accessories, so it may not be one of the platform's own top-level paths.
  .refine((s) => !RESERVED_TOP_LEVEL_SEGMENTS.has(s), "is a path the platform already uses");
/** An https:// address or a path on this site (the demo's /demo-photos/…, which the site then serves as known media). */
const image = z
  .string({ error: "must be text" })
  .trim()
  .regex(/^(https:\/\/[^\s/]+\/\S*|\/(?!\/)\S+)$/, "must be an https:// address or a site path such as /demo-photos/…")
  .max(2000, "must be at most 2000 characters");
/** Whole dollars, as the dealer advertises them. */
const dollars = z
  .number({ error: "must be a number of dollars" })
  .int("must be whole dollars")
  .min(1, "must be at least 1")
  .max(10_000_000, "must be at most 10,000,000");

/** An accessory of a model, enquired about one by one on /{model slug}/accessories. */
export const accessorySchema = z.object({
  name: text(80),
  // The key an enquiry names it by (?enquire={part_number}), unique within the model.
  part_number: z
    .string({ error: "must be text" })
    .trim()
    .regex(/^[A-Za-z0-9]([A-Za-z0-9._-]{0,38}[A-Za-z0-9])?$/, "must be 1 to 40 letters, digits, dots, hyphens or underscores"),
  // Absent: the page says 'Price on application'.
  price: dollars.nullish(),
  image: image.nullish(),
  description: text(400).nullish(),
});
export type AccessoryConfig = z.output<typeof accessorySchema>;

export const modelSchema = z
  .object({
    name: text(60),
    slug,
    make: text(60),
    body: z.enum(BODY_TYPES, { error: `must be one of ${BODY_TYPES.join(", ")}` }),
    image: image,
    // Spec 02 §3: the model's own page elsewhere (the maker's site, a content page); links and /models/{slug} go there.
    override_url: z.string({ error: "must be text" }).trim().max(2000).regex(LINK_PATTERN, LINK_MESSAGE).nullish(),
    // The model as the stock feed spells it, when it differs from the name (stock is matched by make and this).
    stock_model: text(60).nullish(),
    // The body as the stock files it (simple_body), to tell apart models the stock names alike (a D-MAX ute and cab chassis).
    stock_body: text(40).nullish(),
    tagline: text(140).nullish(),
    // "From $36,990" and what the price is (Drive Away, MRLP, ...).
    from_price: dollars.nullish(),
    from_price_type: text(40).nullish(),
    highlights: z.array(text(80)).max(MODEL_LIMITS.highlights, `must list at most ${MODEL_LIMITS.highlights}`).default([]),
    accessories: z
      .array(accessorySchema)
      .max(MODEL_LIMITS.accessories, `must list at most ${MODEL_LIMITS.accessories} accessories`)
      .default([]),
  })
  .superRefine((m, ctx) => {
    const seen = new Map<string, number>();
    m.accessories.forEach((a, i) => {
      const key = a.part_number.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["accessories", i, "part_number"],
          message: `${a.part_number} is already used by accessories.${earlier}`,
        });
      else seen.set(key, i);
    });
    if (m.from_price_type && m.from_price == null)
      ctx.addIssue({ code: "custom", path: ["from_price_type"], message: "needs from_price" });
  });
export type ModelConfig = z.output<typeof modelSchema>;
export type ModelConfigInput = z.input<typeof modelSchema>;

export const modelsSchema = z
  .array(modelSchema)
  .max(MODEL_LIMITS.models, `must list at most ${MODEL_LIMITS.models} models`)
  .superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((m, i) => {
      const earlier = seen.get(m.slug);
      if (earlier !== undefined)
        ctx.addIssue({ code: "custom", path: [i, "slug"], message: `${m.slug} is already used by models.${earlier}` });
      else seen.set(m.slug, i);
    });
  })
  .default([]);

/**
 * Checks that need the whole site (tenant-config.ts superRefine): an
 * override_url on this site must be a page it serves, and not another model's
 * page (a model page with an override sends the shopper on, so one could
 * send them round in a loop).
 */
export function modelConfigIssues(
  models: readonly ModelConfig[],
  site: ServedPathSite,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  models.forEach((m, i) => {
    const path = m.override_url ? sitePathOf(m.override_url) : null;
    if (path === null) return;
    if (/^\/models\/./.test(path))
      issues.push({
        path: [i, "override_url"],
        message: "must not be a model page (/models/…); link to the page the model's own page should send shoppers to",
      });
    else if (!isServedPath(site, path)) issues.push({ path: [i, "override_url"], message: unservedPathMessage(path) });
  });
  return issues;
}
