import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ANALYTICS_CODE_SENT, ANALYTICS_CODE_VERIFIED, RESEND_AFTER_MS } from "~/domain/sign-in/code";
import { parseCarId } from "~/domain/sign-in/gated";
import { garagePath } from "~/domain/sign-in/journeys";
import { returnPathOr, safeReturnPath } from "~/domain/sign-in/return-path";
import { parseSavedIds } from "~/domain/garage/saved-ids";
import { sendCodeSchema, verifyCodeSchema } from "~/domain/sign-in/sign-in-form";
import { SIGN_IN_HEADINGS, parseSignInType } from "~/domain/sign-in/sign-in-type";
import { sessionCookie } from "~/server/auth/cookie.server";
import { currentUser } from "~/server/auth/current-user.server";
import { signInScope } from "~/server/auth/request.server";
import { sendSignInCode, verifySignInCode } from "~/server/auth/sign-in.server";
import { tenantScope } from "~/server/context.server";
import { readForm } from "~/server/security/body-limit.server";
import { mergeFavourites, saveCar } from "~/server/watchlist/watchlist.server";
import signInCss from "~/ui/sign-in/sign-in.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import { SignInForm, type SignInActionData } from "~/ui/sign-in/sign-in-form";
import type { Route } from "./+types/sign-in";

/**
 * /sign-in?type=&redirect=&back= (spec 02 §2, §4; issue 11 §1): details, Send
 * Code, then the code. Every step is a POST to this action, so the page works
 * before JavaScript loads; with it, the same action answers in place and the
 * page adds the rate-limit pre-check, the 15-second resend wait and analytics
 * 36 and 37. `redirect` and `back` are same-site paths only.
 */

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: signInCss, precedence: "default" }];

function targets(url: URL) {
  const redirectTo = returnPathOr(url.searchParams.get("redirect"));
  const back = safeReturnPath(url.searchParams.get("back")) ?? "/";
  // Issue 11 §6: an anonymous Save carries its car; saved once the code is verified (a POST), never by the GET.
  const carId = url.searchParams.get("type") === "watchlist" ? parseCarId(url.searchParams.get("car_id")) : null;
  return { redirectTo, back, carId };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const s = signInScope(context);
  const url = new URL(request.url);
  const { redirectTo, back } = targets(url);
  // Spec 02 §4: a signed-in shopper goes straight to the target.
  if (await currentUser(s, request)) throw redirect(redirectTo);
  const type = parseSignInType(url.searchParams.get("type"));
  return {
    heading: SIGN_IN_HEADINGS[type ?? "default"],
    back,
    siteName: s.tenant.config.name,
    // Where the garage is on, the browser's favourites join the account at sign-in (issue 11 §6).
    mergeFavourites: garagePath(s.tenant.config) !== null,
    // Issue 11 §8: saved cars get alerts by SMS unless the shopper says otherwise; said before they sign in to save one.
    alertsNote: type === "watchlist" && garagePath(s.tenant.config) !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = signInScope(context);
  const { redirectTo, carId } = targets(new URL(request.url));
  const form = await readForm(request, { maxBytes: 8 * 1024 });
  const intent = form.get("intent");
  const withJs = form.get("js") === "1";

  if (intent === "verify") {
    const submission = parseWithZod(form, { schema: verifyCodeSchema });
    const phone = String(form.get("phone") ?? "");
    if (submission.status !== "success")
      return data<SignInActionData>({ step: "sent", phone, result: submission.reply() }, { status: 400 });
    const r = await verifySignInCode(s, s.secret, s.clientKey, submission.value);
    if (r.status === "invalid")
      return data<SignInActionData>(
        { step: "sent", phone, result: submission.reply({ fieldErrors: { code: [r.message] } }) },
        { status: 400 },
      );
    if (r.status === "limited")
      return data<SignInActionData>(
        { step: "sent", phone, result: submission.reply({ formErrors: [r.message] }) },
        { status: 429 },
      );
    const merged = await saveToAccount(tenantScope(context), r.userId, carId, form.get("favourites"));
    const headers = { "Set-Cookie": sessionCookie(request, r.token, r.maxAgeSeconds), "Cache-Control": "no-store" };
    // With JavaScript the page sends analytics 37, then loads the target; without it, straight there.
    if (withJs)
      return data<SignInActionData>(
        { step: "verified", to: redirectTo, analyticsEventId: ANALYTICS_CODE_VERIFIED, mergedFavourites: merged },
        { headers },
      );
    throw redirect(redirectTo, { headers });
  }

  const submission = parseWithZod(form, { schema: sendCodeSchema });
  if (submission.status !== "success")
    return data<SignInActionData>({ step: "details", result: submission.reply() }, { status: 400 });
  const r = await sendSignInCode(s, s.secret, s.clientKey, submission.value);
  if (r.status === "invalid")
    return data<SignInActionData>({ step: "details", result: submission.reply({ fieldErrors: r.errors }) }, { status: 400 });
  if (r.status === "limited") {
    const locked = form.get("locked") === "1";
    return data(
      { step: locked ? "sent" : "details", phone: submission.value.phone, result: submission.reply({ formErrors: [r.message] }) },
      { status: 429 },
    );
  }
  return data<SignInActionData>({
    step: "sent",
    phone: submission.value.phone,
    sentAt: Date.now(),
    resendAfterMs: RESEND_AFTER_MS,
    analyticsEventId: ANALYTICS_CODE_SENT,
    result: submission.reply(),
  });
}

/**
 * After the code: the car of an anonymous Save (type=watchlist), then the
 * browser's favourites (ids sent by the page's script), each saved by the
 * watchlist's rules (this tenant's listed, unsold cars). True when the
 * favourites were taken in, so the page may clear the local list.
 */
async function saveToAccount(
  scope: ReturnType<typeof tenantScope>,
  userId: number,
  carId: number | null,
  favourites: FormDataEntryValue | null,
): Promise<boolean> {
  if (!garagePath(scope.tenant.config)) return false;
  if (carId) await saveCar(scope, userId, carId);
  if (typeof favourites !== "string" || favourites === "") return false;
  const ids = parseSavedIds(favourites, "favourites");
  if (!ids.ok) return false;
  await mergeFavourites(scope, userId, ids.ids);
  return true;
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="sign-in">
      <HeadTags tags={[{ title: `${loaderData.heading} | ${loaderData.siteName}` }, { name: "robots", content: "noindex" }]} />
      <SignInForm
        heading={loaderData.heading}
        back={loaderData.back}
        mergeFavourites={loaderData.mergeFavourites}
        alertsNote={loaderData.alertsNote}
      />
    </div>
  );
}
