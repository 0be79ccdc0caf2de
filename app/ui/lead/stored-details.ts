import { z } from "zod";

/**
 * Spec 02 §3 'Stored user details (local)': name, last_name, email, phone,
 * postcode, saved in this browser after a successful lead and prefilled into
 * the next form. Kept per site (one browser can visit several dealers' sites
 * on localhost). A submission stashes what was sent in sessionStorage; /success
 * saves it, so details are kept only once the lead was accepted.
 */

export const STORED_DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type StoredDetailField = (typeof STORED_DETAIL_FIELDS)[number];
export type StoredDetails = Partial<Record<StoredDetailField, string>>;

const detail = z.string().trim().min(1).max(254).optional().catch(undefined);
const storedSchema = z.object({ name: detail, last_name: detail, email: detail, phone: detail, postcode: detail });

export const storedDetailsKey = (siteSlug: string) => `dealer:${siteSlug}:user-details`;
export const pendingDetailsKey = (siteSlug: string) => `dealer:${siteSlug}:user-details-pending`;
/** Spec 01 §4: "the success category is stored locally". */
export const successCategoryKey = (siteSlug: string) => `dealer:${siteSlug}:success-category`;

/** What a stored value holds, with anything malformed left out (storage is outside input). */
export function parseStoredDetails(raw: string | null): StoredDetails {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return {};
  const out: StoredDetails = {};
  for (const f of STORED_DETAIL_FIELDS) if (parsed.data[f]) out[f] = parsed.data[f];
  return out;
}

/** The stored details among a form's posted values. */
export function detailsOf(values: FormData | Record<string, unknown>): StoredDetails {
  const out: StoredDetails = {};
  for (const f of STORED_DETAIL_FIELDS) {
    const v = values instanceof FormData ? values.get(f) : values[f];
    if (typeof v === "string" && v.trim()) out[f] = v.trim().slice(0, 254);
  }
  return out;
}

/** Which stored details to fill in: only fields the form has and that are still empty. */
export function prefillFor(stored: StoredDetails, current: Partial<Record<string, unknown>>, has: (f: string) => boolean) {
  const out: StoredDetails = {};
  for (const f of STORED_DETAIL_FIELDS) {
    const now = current[f];
    if (stored[f] && has(f) && (now === undefined || now === null || now === "")) out[f] = stored[f];
  }
  return out;
}

function storage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage blocked (private mode, policy): forms work without it.
    return null;
  }
}

export function loadStoredDetails(siteSlug: string): StoredDetails {
  return parseStoredDetails(storage("local")?.getItem(storedDetailsKey(siteSlug)) ?? null);
}

/** Called as a valid form is sent: kept aside until the lead is accepted. */
export function stashPendingDetails(siteSlug: string, values: FormData): void {
  const details = detailsOf(values);
  try {
    storage("session")?.setItem(pendingDetailsKey(siteSlug), JSON.stringify(details));
  } catch (err) {
    console.warn("Could not keep your details in this browser", err);
  }
}

/** Called by /success: the details just sent become the stored details; the success category is stored too. */
export function commitPendingDetails(siteSlug: string, successCategory: string | null): void {
  const session = storage("session");
  const local = storage("local");
  try {
    const pending = parseStoredDetails(session?.getItem(pendingDetailsKey(siteSlug)) ?? null);
    if (Object.keys(pending).length) {
      const merged = { ...loadStoredDetails(siteSlug), ...pending };
      local?.setItem(storedDetailsKey(siteSlug), JSON.stringify(merged));
    }
    session?.removeItem(pendingDetailsKey(siteSlug));
    if (successCategory) local?.setItem(successCategoryKey(siteSlug), successCategory);
  } catch (err) {
    console.warn("Could not save your details in this browser", err);
  }
}
