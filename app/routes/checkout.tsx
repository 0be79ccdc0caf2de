import { data } from "react-router";
import { checkoutAction, checkoutLoader } from "~/server/checkout/page.server";
import { CheckoutPage } from "~/ui/checkout/checkout-page";
import checkoutCss from "~/ui/checkout/checkout.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/checkout";
import { PRIVATE, respondWith } from "~/server/checkout/page-answer.server";

/**
 * /cars/{slug}/checkout and /cars/{slug}/buy-online (spec 01 §2 'reserve
 * online'; the tenant's config names which one it serves, the other
 * redirects): reserve the car with a refundable deposit. Per shopper: never
 * cached. The rules and the work are in app/server/checkout/page.server.ts.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss, precedence: "default" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return data({ view: await checkoutLoader(context, request, params.slug), errors: {} }, { headers: PRIVATE });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return respondWith(await checkoutAction(context, request, params.slug));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { view, errors } = actionData ?? loaderData;
  return (
    <>
      <HeadTags tags={[{ title: `Reserve ${view.car.title} | ${view.siteName}` }, { name: "robots", content: "noindex" }]} />
      <CheckoutPage view={view} errors={errors} />
    </>
  );
}
