import { limiter } from "../security/rate-limit.server";

/**
 * POST /spin-to-win per client address: one spin per account makes a
 * shopper's own need one or two posts; an office or a family behind one
 * address a few more. A script cycling accounts meets it.
 */
export const spinAddressLimit = limiter("spin-address", {
  points: 10,
  duration: 10 * 60,
  blockDuration: 10 * 60,
  message: "Too many spins from your network.",
});
