import { z } from "zod";

/** The tenant's `checkout` block (tenant-config.ts). */
export const checkoutConfigSchema = z
  .object({
    /** Spec 01 §2: '/cars/{slug}/buy-online is the name used by some tenants or one brand variant'. */
    path: z.enum(["checkout", "buy-online"], { error: "must be checkout or buy-online" }).default("checkout"),
  })
  .prefault({});
