import { data } from "react-router";
import { spinPageAction, spinPageLoader } from "~/server/spin-to-win/page.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { SpinPage } from "~/ui/spin-to-win/spin-page";
import spinCss from "~/ui/spin-to-win/spin-to-win.css?url";
import type { Route } from "./+types/spin-to-win";

/**
 * /spin-to-win (spec 02 §2; gated by sign-in per site, §4, §6): the tenant's
 * campaign; a signed-in shopper spins once, the draw made on the server; the
 * page then shows their prize, as does every visit after. The spin is a plain
 * form POST (the result page works without JavaScript); with it, the wheel
 * turns to the server's result. Per shopper: never kept by a cache.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: spinCss, precedence: "default" }];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await spinPageLoader(context, request), { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, result, retryAfterSeconds } = await spinPageAction(context, request);
  const headers: Record<string, string> = { ...PRIVATE };
  if (retryAfterSeconds) headers["Retry-After"] = String(retryAfterSeconds);
  return data(result, { status, headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function SpinToWin({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData;
  return (
    <>
      <HeadTags tags={[{ title: `${view.title} | ${view.siteName}` }, { name: "robots", content: "noindex" }]} />
      <SpinPage view={view} error={actionData?.error ?? null} />
    </>
  );
}
