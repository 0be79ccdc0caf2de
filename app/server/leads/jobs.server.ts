import { z } from "zod";

/** The outbox kinds a lead's deliveries use, and their payloads (the lead by its row id; recipients fixed at acceptance). */
export const LEAD_JOB_KINDS = {
  dealerEmail: "lead.dealer-email",
  crmEmail: "lead.crm-email",
  webhook: "lead.webhook",
  confirmation: "lead.confirmation",
} as const;

export const leadJobPayloadSchema = z.object({
  lead: z.number().int().positive(),
  to: z.array(z.string().min(3)).min(1).optional(),
  /** A webhook target's id: its URL and secret are read from the tenant's config at each attempt (rotation takes effect at once). */
  webhook: z.string().min(1).optional(),
});
export type LeadJobPayload = z.output<typeof leadJobPayloadSchema>;
