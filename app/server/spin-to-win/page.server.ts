import { randomInt } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { signInPath } from "~/domain/sign-in/gated";
import { gateDecision } from "~/domain/sign-in/journeys";
import { campaignPhase } from "~/domain/spin-to-win/campaign";
import { SPIN_TO_WIN_PATH, type SpinToWinConfig } from "~/domain/spin-to-win/config";
import type { RandomInt } from "~/domain/spin-to-win/draw";
import { SPIN_TEXTS } from "~/domain/spin-to-win/messages";
import { spinPageView, type SpinPageView } from "~/domain/spin-to-win/view";
import { primaryLocation } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import { currentUser, type CurrentUser } from "../auth/current-user.server";
import { requireUser } from "../auth/require-user.server";
import { tenantScope, type TenantScope } from "../context.server";
import { gatherAttributes, publicOrigin } from "../leads/submit-lead.server";
import { logger } from "../logger.server";
import { readForm } from "../security/body-limit.server";
import { requestClientKey } from "../security/client-address.server";
import { spinAddressLimit } from "./limits.server";
import { findSpin, prizesGiven, spinOnce } from "./spins.server";

/**
 * /spin-to-win's loader and action (spec 02 §2; gated per site, §4, §6):
 * no campaign configured is a 404; a site that gates the page sends a
 * signed-out visitor to /sign-in?type=spin-to-win, one that does not shows
 * the campaign with 'Sign in to spin'. Spinning always needs an account: the
 * POST of a signed-out visitor goes to sign-in too.
 */

/** The spin form (one checkbox): the shopper agrees to the campaign's terms. */
export const spinFormSchema = z.object({
  agree: z.literal("on", { error: SPIN_TEXTS.termsRequired }),
});

export interface SpinPostResult {
  view: SpinPageView;
  /** True when this POST made the spin (the wheel turns to it); false when it shows one made before. */
  fresh: boolean;
  /** The form's error: the terms not agreed, the limit, a closed campaign. */
  error: string | null;
}

/** The action's answer: the page's status and, when limited, how long to wait. */
export interface SpinPostAnswer {
  status: number;
  result: SpinPostResult;
  retryAfterSeconds?: number;
}

export interface SpinClock {
  now?: Date;
  randomInt?: RandomInt;
}

function campaignOf(scope: TenantScope): SpinToWinConfig {
  const campaign = scope.tenant.config.spin_to_win;
  if (!campaign) throw data({ spinToWin: false }, { status: 404 });
  return campaign;
}

function dealerZone(scope: TenantScope): string {
  return timeZoneForLocation(primaryLocation(scope.tenant.config));
}

async function viewFor(
  scope: TenantScope,
  campaign: SpinToWinConfig,
  user: CurrentUser | null,
  now: Date,
): Promise<SpinPageView> {
  const [given, spin] = await Promise.all([
    prizesGiven(scope.db, scope.tenant.id, campaign.id),
    user ? findSpin(scope.db, scope.tenant.id, campaign.id, user.id) : null,
  ]);
  return spinPageView({
    siteName: scope.tenant.config.name,
    theme: scope.tenant.config.theme,
    campaign,
    zone: dealerZone(scope),
    now,
    given,
    user,
    spin,
    signInHref: signInPath("spin-to-win", SPIN_TO_WIN_PATH, SPIN_TO_WIN_PATH),
  });
}

export async function spinPageLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
  clock: SpinClock = {},
): Promise<SpinPageView> {
  const scope = tenantScope(context);
  const campaign = campaignOf(scope);
  let user = await currentUser(scope, request);
  if (gateDecision(scope.tenant.config, "spin-to-win", user !== null) === "sign-in")
    user = await requireUser(scope, request, "spin-to-win");
  return viewFor(scope, campaign, user, clock.now ?? new Date());
}

export async function spinPageAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  clock: SpinClock = {},
): Promise<SpinPostAnswer> {
  const scope = tenantScope(context);
  const campaign = campaignOf(scope);
  const user = await requireUser(scope, request, "spin-to-win");
  const now = clock.now ?? new Date();
  const form = await readForm(request, { maxBytes: 2 * 1024 });
  const answer = async (
    status: number,
    error: string | null,
    fresh = false,
    retryAfterSeconds?: number,
  ): Promise<SpinPostAnswer> => ({
    status,
    result: { view: await viewFor(scope, campaign, user, now), fresh, error },
    retryAfterSeconds,
  });

  const parsed = spinFormSchema.safeParse({ agree: form.get("agree") ?? undefined });
  if (!parsed.success) return answer(400, parsed.error.issues[0].message);
  const limited = await spinAddressLimit.consume(scope.db, requestClientKey(context));
  if (!limited.ok) {
    const body = (await limited.response.json()) as { error: string };
    return answer(429, body.error, false, limited.retryAfterSeconds);
  }
  // A spin already made is shown whatever the campaign's state since; a new one only while it runs.
  if (campaignPhase(campaign, dealerZone(scope), now) !== "live") {
    const mine = await findSpin(scope.db, scope.tenant.id, campaign.id, user.id);
    return answer(mine ? 200 : 409, mine ? null : SPIN_TEXTS.notLive);
  }
  const attempt = await spinOnce(scope.db, scope.tenant, campaign, user, {
    now,
    randomInt: clock.randomInt ?? randomInt,
    siteOrigin: publicOrigin(scope.tenant, request),
    attributes: gatherAttributes(scope.tenant, request, { attribution: undefined, pageUrl: undefined }),
  });
  if (attempt.status === "sold_out") return answer(409, SPIN_TEXTS.soldOut(campaign.title));
  if (attempt.status === "spun")
    logger.info(
      { tenant: scope.tenant.slug, campaign: campaign.id, outcome: attempt.spin.outcome, prize: attempt.spin.prizeId },
      "spin to win: spun",
    );
  return answer(200, null, attempt.status === "spun");
}
