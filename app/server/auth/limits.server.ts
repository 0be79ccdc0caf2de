import { CODE_MESSAGES } from "~/domain/sign-in/code";
import { SIGN_IN_LIMITS, type WindowLimit } from "~/domain/sign-in/limits";
import { limiter } from "../security/rate-limit.server";

/**
 * The sign-in limits per client address (issue 11 §2; the numbers and why:
 * app/domain/sign-in/limits.ts, docs/SECURITY.md), counted in the shared
 * rate_limits table so they hold across every server process. The limits per
 * phone are counted from the phone's codes instead (phone-sends.server.ts):
 * over any window, not a fixed one, and with no phone number as a key.
 */
const make = (name: string, l: WindowLimit) =>
  limiter(name, {
    points: l.points,
    duration: l.duration,
    message: CODE_MESSAGES.tooMany.replace(" Please try again later.", ""),
  });

export const signInLimits = {
  sendPerIp15m: make("sign-in-send-ip-15m", SIGN_IN_LIMITS.sendPerIp15m),
  sendPerIpDay: make("sign-in-send-ip-day", SIGN_IN_LIMITS.sendPerIpDay),
  verifyPerIp15m: make("sign-in-verify-ip-15m", SIGN_IN_LIMITS.verifyPerIp15m),
  lookupPerIp15m: make("sign-in-lookup-ip-15m", SIGN_IN_LIMITS.lookupPerIp15m),
} as const;
