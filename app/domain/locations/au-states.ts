/** The Australian states and territories, as addresses and rego states carry them (spec 02 §3 'Location' address.state; 'Other form fields' regoState). */
export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type AuStateCode = (typeof AU_STATES)[number];
