import { data } from "react-router";
import { onlinePaymentAction, onlinePaymentLoader } from "~/server/checkout/online-payment-page.server";
import checkoutCss from "~/ui/checkout/checkout.css?url";
import { OnlinePaymentPage } from "~/ui/checkout/online-payment-page";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/online-payment";
import { PRIVATE, respondWith } from "~/server/checkout/page-answer.server";

/**
 * /online-payment (spec 02 §2; gated, §6): a signed-in shopper pays an
 * amount the dealer asked for through the site's payment provider. Per
 * shopper: never cached. The work is in app/server/checkout/.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss, precedence: "default" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ view: await onlinePaymentLoader(context, request), errors: {} }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  return respondWith(await onlinePaymentAction(context, request));
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
