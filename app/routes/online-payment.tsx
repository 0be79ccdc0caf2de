import { data, redirect } from "react-router";
import { onlinePaymentAction, onlinePaymentLoader } from "~/server/checkout/online-payment-page.server";
import checkoutCss from "~/ui/checkout/checkout.css?url";
import { OnlinePaymentPage } from "~/ui/checkout/online-payment-page";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/online-payment";

/**
 * /online-payment (spec 02 §2; gated, §6): a signed-in shopper pays an
 * amount the dealer asked for through the site's payment provider. Per
 * shopper: never cached. The work is in app/server/checkout/.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss, precedence: "default" }];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ view: await onlinePaymentLoader(context, request), errors: {} }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await onlinePaymentAction(context, request);
  if (answer.redirectTo) throw redirect(answer.redirectTo, { status: answer.status, headers: PRIVATE });
  const headers: Record<string, string> = { ...PRIVATE };
  if (answer.retryAfterSeconds) headers["Retry-After"] = String(answer.retryAfterSeconds);
  return data(answer.result!, { status: answer.status, headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function OnlinePayment({ loaderData, actionData }: Route.ComponentProps) {
  const { view, errors } = actionData ?? loaderData;
  return (
    <>
      <HeadTags tags={[{ title: `Make a payment | ${view.siteName}` }, { name: "robots", content: "noindex" }]} />
      <OnlinePaymentPage view={view} errors={errors} />
    </>
  );
}
