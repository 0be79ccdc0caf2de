import { z } from "zod";

/**
 * The tenant's online purchase (spec 01 §2 '/checkout-journey?car_id={slug}
 * | online purchase'; §9 'Online purchase is available for used cars, or for
 * two named makes on one site.'; spec 02 §9 'Online purchase eligible: used
 * cars, or Kia and MG.'): off by default; on, the used cars, or where the
 * tenant names makes, the cars of those makes. The used-car return scheme
 * (spec 02 §4, §5) is shown only where the tenant has one.
 */
export const onlinePurchaseConfigSchema = z
  .object({
    enabled: z.boolean().default(false),
    /** Empty: used cars (the default). Named: the cars of these makes, whatever their type (spec 02 §9 'Kia and MG'). */
    makes: z.array(z.string().trim().min(1, "must not be empty").max(40)).max(10, "at most 10 makes").default([]),
    /** Spec 02 §4 'Used-car return scheme: notice within period, then return.'; §5 its conditions. */
    return_scheme: z
      .object({
        title: z.string().trim().min(1).max(80).default("Used-car return scheme"),
        text: z.string().trim().min(1, "must not be empty").max(1000),
        conditions: z.array(z.string().trim().min(1).max(200)).min(1, "name at least one condition").max(12),
      })
      .nullable()
      .default(null),
  })
  .prefault({});
export type OnlinePurchaseConfig = z.output<typeof onlinePurchaseConfigSchema>;

/** The tenant's `checkout` block (tenant-config.ts). */
export const checkoutConfigSchema = z
  .object({
    /** Spec 01 §2: '/cars/{slug}/buy-online is the name used by some tenants or one brand variant'. */
    path: z.enum(["checkout", "buy-online"], { error: "must be checkout or buy-online" }).default("checkout"),
    online_purchase: onlinePurchaseConfigSchema,
  })
  .prefault({});
