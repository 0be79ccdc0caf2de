import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ANALYTICS_CODE_SENT, ANALYTICS_CODE_VERIFIED, RESEND_AFTER_MS } from "~/domain/sign-in/code";
import { returnPathOr, safeReturnPath } from "~/domain/sign-in/return-path";
import { sendCodeSchema, verifyCodeSchema } from "~/domain/sign-in/sign-in-form";
import { SIGN_IN_HEADINGS, parseSignInType } from "~/domain/sign-in/sign-in-type";
import { sessionCookie } from "~/server/auth/cookie.server";
import { currentUser } from "~/server/auth/current-user.server";
import { signInScope } from "~/server/auth/request.server";
import { sendSignInCode, verifySignInCode } from "~/server/auth/sign-in.server";
import { readForm } from "~/server/security/body-limit.server";
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
  return { redirectTo, back };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const s = signInScope(context);
  const url = new URL(request.url);
  const { redirectTo, back } = targets(url);
  // Spec 02 §4: a signed-in shopper goes straight to the target.
  if (await currentUser(s, request)) throw redirect(redirectTo);
  const type = parseSignInType(url.searchParams.get("type"));
  return { heading: SIGN_IN_HEADINGS[type ?? "default"], back, siteName: s.tenant.config.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = signInScope(context);
  const { redirectTo } = targets(new URL(request.url));
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
    const headers = { "Set-Cookie": sessionCookie(request, r.token, r.maxAgeSeconds), "Cache-Control": "no-store" };
    // With JavaScript the page sends analytics 37, then loads the target; without it, straight there.
    if (withJs)
      return data<SignInActionData>({ step: "verified", to: redirectTo, analyticsEventId: ANALYTICS_CODE_VERIFIED }, { headers });
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

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="sign-in">
      <HeadTags tags={[{ title: `${loaderData.heading} | ${loaderData.siteName}` }, { name: "robots", content: "noindex" }]} />
      <SignInForm heading={loaderData.heading} back={loaderData.back} />
    </div>
  );
}
