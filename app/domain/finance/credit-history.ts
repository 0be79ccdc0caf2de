/**
 * Spec 02 §5 'Credit history options: GREAT, DECENT, POOR'. Kept apart from
 * the rate card's schema so the browser's finance code can name them without
 * bringing Zod (the vehicle page's script stays small).
 */
export const CREDIT_HISTORIES = ["GREAT", "DECENT", "POOR"] as const;
export type CreditHistory = (typeof CREDIT_HISTORIES)[number];
