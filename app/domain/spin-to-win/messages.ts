import { dayText } from "./campaign";

/**
 * What Spin to Win says: the page's campaign states, the prize as it is sent
 * to the shopper (SMS or email) and as the dealer's lead reads it. One home
 * for the words, so the page, the message and the lead never disagree.
 */

/** The lead category the dealer files and routes spins under (lead.delivery.routes[].category). */
export const SPIN_LEAD_CATEGORY = "Spin to Win";

export const SPIN_TEXTS = {
  off: (title: string) => `${title} is not running at the moment. Check back soon.`,
  upcoming: (title: string, startsOn: string) => `${title} opens on ${dayText(startsOn)}. Come back then to spin the wheel.`,
  ended: (title: string, endsOn: string) => `${title} ended on ${dayText(endsOn)}. Thanks to everyone who played.`,
  soldOut: (title: string) => `All the prizes in ${title} have been won. Thanks to everyone who played.`,
  oncePerAccount: "One spin per account.",
  termsRequired: "You must agree to the campaign terms before you spin.",
  notLive: "This campaign is not taking spins.",
  failed: "Your spin could not be made. Please try again.",
} as const;

/** What the prize's message is made of. */
export interface PrizeFacts {
  /** The dealer's site name. */
  dealer: string;
  campaign: string;
  firstName: string;
  prize: { name: string; description?: string | null; terms?: string | null };
  /** The lead reference ('CK-7K3Q9DXM') the shopper quotes to claim it. */
  reference: string;
  /** Where to claim: the dealer's main location. */
  claim: { location: string; phone: string };
  /** The campaign page (absolute URL, or a site path for a site with no domain). */
  pageUrl: string;
  /** The campaign's full terms (email only). */
  campaignTerms: string;
}

function claimSentence(f: PrizeFacts): string {
  return `To claim it, quote reference ${f.reference} to ${f.claim.location} on ${f.claim.phone}.`;
}

/** The SMS: the dealer first (the sender is not always shown), the prize, how to claim, the prize's terms, the full terms' link. */
export function prizeSms(f: PrizeFacts): string {
  return [
    `${f.dealer}: Congratulations ${f.firstName}, you are a winner in ${f.campaign}! Your prize: ${f.prize.name}.`,
    claimSentence(f),
    f.prize.terms ? `Conditions: ${f.prize.terms}` : null,
    `Full terms: ${f.pageUrl}`,
  ]
    .filter(Boolean)
    .join(" ");
}

export function prizeEmailSubject(f: PrizeFacts): string {
  return `Your ${f.campaign} prize: ${f.prize.name}`;
}

/** The email's plain text: the prize, how to claim it, its conditions, then the campaign's terms in full. */
export function prizeEmailText(f: PrizeFacts): string {
  return [
    `Congratulations ${f.firstName},`,
    "",
    `You are a winner in ${f.campaign} at ${f.dealer}. Your prize: ${f.prize.name}.`,
    ...(f.prize.description ? ["", f.prize.description] : []),
    "",
    claimSentence(f),
    ...(f.prize.terms ? ["", `Prize conditions: ${f.prize.terms}`] : []),
    "",
    `Your prize: ${f.pageUrl}`,
    "",
    "Terms and conditions",
    "--------------------",
    f.campaignTerms,
  ].join("\n");
}

/** The lead's Comments: what was won, in which campaign, and that the shopper agreed to its terms. */
export function prizeLeadMessage(f: { campaign: string; campaignId: string; prize: string; channel: "sms" | "email" }): string {
  return `Prize won: ${f.prize} (${f.campaign}, campaign ${f.campaignId}). The shopper agreed to the campaign terms before spinning; the prize and its terms were sent to them by ${
    f.channel === "sms" ? "SMS" : "email"
  }.`;
}

/** "04•• ••• 678": enough for the shopper to know which phone, not enough for anyone else. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6) return "your mobile";
  return `${digits.slice(0, 2)}•• ••• ${digits.slice(-3)}`;
}

/** "a•••@example.com". */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "your email";
  return `${email[0]}•••${email.slice(at)}`;
}
