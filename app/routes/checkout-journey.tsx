import { data } from "react-router";
import { journeyAction } from "~/server/checkout/journey-action.server";
import { journeyLoader } from "~/server/checkout/journey-page.server";
import { PRIVATE, respondWith } from "~/server/checkout/page-answer.server";
import checkoutCss from "~/ui/checkout/checkout.css?url";
import leadCss from "~/ui/lead/lead-forms.css?url";
import { JourneyPage } from "~/ui/checkout/journey-page";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/checkout-journey";

/**
 * /checkout-journey?car_id={slug} (spec 01 §2 'online purchase'; issue 20
 * item 4): buy an eligible car online, step by step, then place the order
 * with the deposit. Per shopper: never cached. The rules and the work are in
 * app/server/checkout/journey-page.server.ts.
 */
// lead-forms.css: the payment step's finance popup is the lead dialog (its own styles come with it).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: checkoutCss, precedence: "default" },
  { rel: "stylesheet", href: leadCss, precedence: "default" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, view, errors, finance } = await journeyLoader(context, request);
  return data({ view, errors, finance }, { status, headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await journeyAction(context, request);
  const result = answer.result
    ? { view: answer.result.view, errors: answer.result.errors, finance: answer.result.finance }
    : undefined;
  return respondWith({ ...answer, result });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function CheckoutJourney({ loaderData, actionData }: Route.ComponentProps) {
  const { view, errors, finance } = actionData ?? loaderData;
  const title = view.car ? `Buy ${view.car.title} online | ${view.siteName}` : `Buy online | ${view.siteName}`;
  return (
    <>
      <HeadTags tags={[{ title }, { name: "robots", content: "noindex" }]} />
      <JourneyPage view={view} errors={errors} finance={finance} />
    </>
  );
}
