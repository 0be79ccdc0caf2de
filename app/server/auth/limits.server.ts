import { CODE_MESSAGES } from "~/domain/sign-in/code";
import { SIGN_IN_LIMITS, type WindowLimit } from "~/domain/sign-in/limits";
import { limiter } from "../security/rate-limit.server";

/**
 * The sign-in limits (issue 11 §2; the numbers and why: app/domain/sign-in/limits.ts,
 * docs/SECURITY.md), counted in the shared rate_limits table so they hold
 * across every server process. Phone limits are keyed by the normalised
 * number alone, whichever dealer site asks: the odds of guessing a code are
 * per phone, and the phone's owner is spared a flood of texts.
 */
const make = (name: string, l: WindowLimit) =>
  limiter(name, {
    points: l.points,
    duration: l.duration,
    message: CODE_MESSAGES.tooMany.replace(" Please try again later.", ""),
  });

export const signInLimits = {
  sendPerPhone15m: make("sign-in-send-phone-15m", SIGN_IN_LIMITS.sendPerPhone15m),
  sendPerPhoneDay: make("sign-in-send-phone-day", SIGN_IN_LIMITS.sendPerPhoneDay),
  sendPerIp15m: make("sign-in-send-ip-15m", SIGN_IN_LIMITS.sendPerIp15m),
  sendPerIpDay: make("sign-in-send-ip-day", SIGN_IN_LIMITS.sendPerIpDay),
  verifyPerIp15m: make("sign-in-verify-ip-15m", SIGN_IN_LIMITS.verifyPerIp15m),
  lookupPerIp15m: make("sign-in-lookup-ip-15m", SIGN_IN_LIMITS.lookupPerIp15m),
} as const;
