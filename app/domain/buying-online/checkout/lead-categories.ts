/**
 * The categories the dealer's leads from reserving and paying online are
 * filed under (../leads/kind.ts leadCategory), here without the forms'
 * schemas so the lead-form list the browser loads stays small.
 */
export const RESERVATION_LEAD_CATEGORY = "Reserve Online";
export const ONLINE_PAYMENT_LEAD_CATEGORY = "Online Payment";
export const ONLINE_PURCHASE_LEAD_CATEGORY = "Online Purchase";
