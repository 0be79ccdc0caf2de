import { CODE_MESSAGES, RESEND_AFTER_MS } from "~/domain/sign-in/code";
import { missingDetails, type SendCodeInput, type VerifyCodeInput } from "~/domain/sign-in/sign-in-form";
import type { TenantScope } from "../context.server";
import { checkCode, contactExists, issueCode } from "./codes.server";
import { signInLimits } from "./limits.server";
import { phoneSendsAllowed } from "./phone-sends.server";
import { SESSION_TTL_MS, createSession } from "./sessions.server";

/**
 * The sign-in steps every entry point shares (the /sign-in page's action,
 * with or without JavaScript, and the JSON endpoints of spec 02 §7): input
 * already parsed with the domain's schemas; limits counted here.
 */

type Scope = Pick<TenantScope, "tenant" | "db">;

export type SendOutcome =
  | { status: "sent"; expiresAt: Date; resendAfterMs: number }
  | { status: "invalid"; errors: Record<string, string[]> }
  | { status: "limited"; message: string; retryAfterSeconds: number };

const limited = (retryAfterSeconds: number) => ({
  status: "limited" as const,
  message: CODE_MESSAGES.tooMany,
  retryAfterSeconds,
});

/** Send Code: limits by address, details required of a new contact, then a code and its SMS within the phone's limits. */
export async function sendSignInCode(
  scope: Scope,
  secret: Buffer,
  clientKey: string,
  input: SendCodeInput,
  now = new Date(),
): Promise<SendOutcome> {
  const { db, tenant } = scope;
  for (const l of [signInLimits.sendPerIp15m, signInLimits.sendPerIpDay]) {
    const r = await l.consume(db, clientKey);
    if (!r.ok) return limited(r.retryAfterSeconds);
  }
  if (!(await contactExists(db, tenant.id, input.phone))) {
    const errors = missingDetails(input);
    if (Object.keys(errors).length) return { status: "invalid", errors };
  }
  const issued = await issueCode(
    db,
    secret,
    { id: tenant.id, slug: tenant.slug, name: tenant.config.name },
    input.phone,
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      dealership_slug: tenant.config.dealerships[0]?.slug,
    },
    now,
  );
  if (issued.status === "limited") return limited(issued.retryAfterSeconds);
  return { status: "sent", expiresAt: issued.expiresAt, resendAfterMs: RESEND_AFTER_MS };
}

/** /api/rate-limit (spec 02 §7, before sending a code): would a send be allowed now? Counts one lookup per address. */
export async function canSendCode(
  scope: Scope,
  clientKey: string,
  phone: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; message: string; retryAfterSeconds: number }> {
  const lookup = await signInLimits.lookupPerIp15m.consume(scope.db, clientKey);
  if (!lookup.ok) return { ok: false, message: CODE_MESSAGES.tooMany, retryAfterSeconds: lookup.retryAfterSeconds };
  const checks = await Promise.all([
    signInLimits.sendPerIp15m.check(scope.db, clientKey),
    signInLimits.sendPerIpDay.check(scope.db, clientKey),
    phoneSendsAllowed(scope.db, phone, now),
  ]);
  const refused = checks.filter((c) => !c.ok);
  if (refused.length === 0) return { ok: true };
  return {
    ok: false,
    message: CODE_MESSAGES.tooMany,
    retryAfterSeconds: Math.max(...refused.map((c) => (c.ok ? 0 : c.retryAfterSeconds))),
  };
}

export type VerifyOutcome =
  | { status: "verified"; token: string; maxAgeSeconds: number; userId: number }
  | { status: "invalid"; message: string }
  | { status: "limited"; message: string; retryAfterSeconds?: number };

/** Verify Code: a limit per address (guesses spread over many phones), the code check, then a new session. */
export async function verifySignInCode(
  scope: Scope,
  secret: Buffer,
  clientKey: string,
  input: VerifyCodeInput,
  now = new Date(),
): Promise<VerifyOutcome> {
  const { db, tenant } = scope;
  const r = await signInLimits.verifyPerIp15m.consume(db, clientKey);
  if (!r.ok) return limited(r.retryAfterSeconds);
  const check = await checkCode(
    db,
    secret,
    { id: tenant.id, slug: tenant.slug, name: tenant.config.name },
    input.phone,
    input.code,
    now,
  );
  if (check.status === "invalid") return { status: "invalid", message: CODE_MESSAGES.invalid };
  if (check.status === "exhausted") return { status: "limited", message: CODE_MESSAGES.tooMany };
  // A new session id at every sign-in (never one the browser brought).
  const { token } = await createSession(db, tenant.id, check.user.id, now);
  return { status: "verified", token, maxAgeSeconds: SESSION_TTL_MS / 1000, userId: check.user.id };
}

/** GET /api/check-if-contact-exists: limited per address; a yes or no only. */
export async function lookupContact(
  scope: Scope,
  clientKey: string,
  phone: string,
): Promise<{ ok: true; exists: boolean } | { ok: false; response: Response }> {
  const r = await signInLimits.lookupPerIp15m.consume(scope.db, clientKey);
  if (!r.ok) return { ok: false, response: r.response };
  return { ok: true, exists: await contactExists(scope.db, scope.tenant.id, phone) };
}
