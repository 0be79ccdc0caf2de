import { data, redirect } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { TRADE_IN_FAQ } from "~/domain/buying-online/trade-in/faq";
import { offersTradeIn } from "~/domain/buying-online/trade-in/eligibility";
import { isGated } from "~/domain/sign-in/journeys";
import { vehicleTitle } from "~/domain/vehicle/vehicle";
import { requireUser } from "~/server/auth/require-user.server";
import { tenantScope, tradeInContext, type TenantScope } from "~/server/context.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { readForm } from "~/server/security/body-limit.server";
import { firstStep, tradeInCar, tradeInStep } from "~/server/trade-in/flow.server";
import leadCss from "~/ui/lead/lead-forms.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import { TradeInPage } from "~/ui/trade-in/trade-in-page";
import tradeInCss from "~/ui/trade-in/trade-in.css?url";
import type { Route } from "./+types/trade-in";

/**
 * /trade-in (spec 02 §2) and /cars/trade-in?car_id={id} (spec 01 §2, the
 * valuation tied to the car the shopper wants): the valuation's steps, each a
 * POST to this page (app/server/trade-in/flow.server.ts), and the trade-in
 * FAQ. A 404 where the site offers no trade-in, or for a car it is not
 * allowed for; sign-in first where the tenant gates trade-in
 * (`sign_in.gated.trade_in`, spec 02 §6).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: leadCss, precedence: "default" },
  { rel: "stylesheet", href: tradeInCss, precedence: "default" },
];

const NOT_FOUND = () => data({ message: "Not found" }, { status: 404 });

/** The guard both the loader and the action run, and the car of /cars/trade-in. */
async function guard(scope: TenantScope, request: Request, now: Date) {
  const cfg = scope.tenant.config;
  if (!offersTradeIn(cfg)) throw NOT_FOUND();
  if (isGated(cfg, "trade-in")) await requireUser(scope, request, "trade-in");
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/cars/")) return null;
  const car = await tradeInCar(scope, Number(url.searchParams.get("car_id")), now);
  if (!car) throw NOT_FOUND();
  return car;
}

function pageData(scope: TenantScope, car: Awaited<ReturnType<typeof guard>>, request: Request) {
  const cfg = scope.tenant.config;
  const url = new URL(request.url);
  url.searchParams.set("mode", "pick");
  return {
    pickHref: `${url.pathname}${url.search}`,
    car: car ? { title: [vehicleTitle(car), car.badge].filter(Boolean).join(" "), path: `/cars/${car.slug}` } : null,
    faq: TRADE_IN_FAQ,
    siteName: cfg.name,
    themeVars: themeVars(cfg.theme),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const now = new Date();
  const car = await guard(scope, request, now);
  const url = new URL(request.url);
  const view = await firstStep(
    scope,
    { clientKey: "", regoLookupKeys: context.get(tradeInContext).regoLookupKeys },
    {
      ...(url.searchParams.get("mode") === "pick" ? { mode: "pick" } : {}),
    },
  );
  // Each render issues its own submission id: never one shopper's page for another.
  return data({ view, ...pageData(scope, car, request) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = tenantScope(context);
  const now = new Date();
  const car = await guard(scope, request, now);
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const posted: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") posted[k] = v;
  const outcome = await tradeInStep(
    scope,
    { clientKey: requestClientKey(context), regoLookupKeys: context.get(tradeInContext).regoLookupKeys },
    request,
    posted,
    car,
    now,
  );
  if (outcome.kind === "redirect") throw redirect(outcome.to, 303);
  return data(
    { view: outcome.view, ...pageData(scope, car, request) },
    { status: outcome.status, headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function TradeInRoute({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  return (
    <>
      <HeadTags
        tags={[{ title: `Value your trade-in | ${d.siteName}` }, { name: "robots", content: d.car ? "noindex" : "index" }]}
      />
      <TradeInPage {...d} />
    </>
  );
}
