/**
 * Shoppers' contact details stay out of logs (issue 10 §6): the logger
 * censors fields named like them (logger.server.ts), and free text that may
 * quote them (an SMTP server's "550 <jane@example.com> unknown", a webhook's
 * error body) goes through redactText first.
 */

/** Field names whose values are contact details, at any depth the logger redacts (pino paths). */
// "name" is left out: too many log fields (a tenant's, an error's) are called that; a shopper's is never logged.
export const CONTACT_FIELDS = ["email", "phone", "to", "cc", "bcc", "replyTo", "mobile", "last_name"] as const;

export const REDACT_PATHS = CONTACT_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);

const EMAIL = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Eight or more digits, possibly with spaces, dots, hyphens, brackets and a leading +: phone numbers, in any of their written forms.
const PHONE = /\+?\(?\d(?:[\s().-]*\d){7,}/g;

export function redactText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}
