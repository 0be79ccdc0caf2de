/**
 * A site's budget finder settings (tenant config `budget_finder`; spec 02 §9
 * 'body selector limit 4 (20 when custom)', 'quick-pick deposits $5,000 to
 * $70,000, or $300,000 to $800,000 for the alternative set'). Absent, the
 * selector offers the stock's four most common bodies and the standard
 * quick picks.
 */
import { z } from "zod";
import { BODY_TYPES } from "../model-range/body-types";
import { BODY_SELECTOR_LIMIT } from "./budget-bodies";
import { DEPOSIT_QUICK_PICKS, type DepositQuickPickSet } from "./budget-finder";

const QUICK_PICK_SETS = Object.keys(DEPOSIT_QUICK_PICKS) as [DepositQuickPickSet, ...DepositQuickPickSet[]];

export const budgetFinderConfigSchema = z
  .object({
    /** The dealer's own body selector: spec 02 §9 body types, shown in this order. */
    body_types: z
      .array(z.enum(BODY_TYPES, { error: `must be one of ${BODY_TYPES.join(", ")}` }))
      .min(1, "must list at least one body type, or be left out for the stock's four")
      .max(BODY_SELECTOR_LIMIT.custom, `must list at most ${BODY_SELECTOR_LIMIT.custom} body types`)
      .refine((types) => new Set(types).size === types.length, "must not list a body type twice")
      .nullish(),
    deposit_quick_picks: z.enum(QUICK_PICK_SETS, { error: `must be one of ${QUICK_PICK_SETS.join(", ")}` }).default("standard"),
  })
  .prefault({});

export type BudgetFinderConfig = z.output<typeof budgetFinderConfigSchema>;
