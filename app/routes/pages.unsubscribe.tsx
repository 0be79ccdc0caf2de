import { data } from "react-router";
import { unsubscribePost, unsubscribeView } from "~/server/alerts/unsubscribe-page.server";
import { UnsubscribePage } from "~/ui/alerts/unsubscribe-page";
import unsubscribeCss from "~/ui/alerts/unsubscribe-page.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/pages.unsubscribe";

/**
 * /pages/unsubscribe?token=… (spec 02 §2; issue 11 §8): the one-click
 * unsubscribe link of watchlist alerts. GET shows a confirmation; POST
 * (the page's button, or a mail program's RFC 8058 one-click) unsubscribes.
 */
// Per shopper: never kept by a cache. The token in the address goes to no other site ("same-origin"; not
// "no-referrer", under which the browser posts the form with Origin: null, refused as cross-site).
const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: unsubscribeCss, precedence: "default" }];

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await unsubscribeView(context, request);
  return data(view, { status: view.subscriber ? 200 : 404, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await unsubscribePost(context, request);
  if (result instanceof Response) return result;
  return data(result, { status: result.subscriber ? 200 : 404, headers: NO_STORE });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData && !(actionData instanceof Response) ? actionData : loaderData;
  return (
    <>
      <HeadTags tags={[{ title: `Car alerts | ${view.siteName}` }, { name: "robots", content: "noindex" }]} />
      <UnsubscribePage view={view} />
    </>
  );
}
