import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { garageRoute } from "~/domain/sign-in/journeys";
import { alertSubscriber, setAlertChannel } from "~/server/alerts/preferences.server";
import { requireUser } from "~/server/auth/require-user.server";
import { tenantScope, type TenantScope } from "~/server/context.server";
import { readForm } from "~/server/security/body-limit.server";
import { garageData } from "~/server/watchlist/garage.server";
import { alertSettingSchema } from "~/ui/garage/alert-setting-form";
import { GaragePage } from "~/ui/garage/garage-page";
import garageCss from "~/ui/garage/garage.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import savedCarsCss from "~/styles/saved-cars.css?url";
import searchCss from "~/styles/search.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/my-garage";
import { pagePath } from "~/server/http/page-path.server";

/**
 * /my-garage and its aliases (spec 02 §2 'Signed-in areas'), gated (spec 02
 * §4): served at the tenant's own garage path (config sign_in.garage_path),
 * the other names redirect there, and a site without the garage has none
 * (404). The saved cars with today's price and status and the change since
 * saving, recently viewed cars, compare, sign-out (issue 11 §7), and the
 * alerts setting (issue 11 §8: SMS, email or off), which posts here.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: searchCss, precedence: "default" },
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: savedCarsCss, precedence: "default" },
  { rel: "stylesheet", href: garageCss, precedence: "default" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The guard both the page and its form share: this tenant's own garage path, a signed-in shopper. */
async function garageUser(scope: TenantScope, request: Request) {
  const url = new URL(request.url);
  const route = garageRoute(scope.tenant.config, pagePath(request));
  if (route.kind === "absent") throw data({ garage: false }, { status: 404 });
  if (route.kind === "redirect") throw redirect(`${route.to}${url.search}`, 301);
  return requireUser(scope, request, "my-garage");
}

async function alertsOf(scope: TenantScope, userId: number) {
  const s = await alertSubscriber(scope.db, scope.tenant.id, userId);
  // The session's user exists (requireUser read it); a row gone since is a 404, not a default shown as a choice.
  if (!s) throw data({ garage: true }, { status: 404 });
  return s;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const cfg = scope.tenant.config;
  const user = await garageUser(scope, request);
  const [garage, alerts] = await Promise.all([garageData(scope, user.id), alertsOf(scope, user.id)]);
  return data(
    {
      firstName: user.firstName,
      ...garage,
      alerts: { channel: alerts.channel, hasEmail: alerts.hasEmail },
      siteSlug: cfg.slug,
      siteName: cfg.name,
      themeVars: themeVars(cfg.theme),
    },
    { headers: PRIVATE },
  );
}

/**
 * The alerts setting's POST (issue 11 §8): the shopper's own channel, written
 * by the alerts module (users.alert_channel and alert_channel_at). Email only
 * with an address on the account; a refused choice is a 400 with the field's
 * message. Works as a plain form post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = tenantScope(context);
  const user = await garageUser(scope, request);
  const form = await readForm(request, { maxBytes: 2 * 1024 });
  const { hasEmail } = await alertsOf(scope, user.id);
  const submission = parseWithZod(form, { schema: alertSettingSchema(hasEmail) });
  if (submission.status !== "success")
    return data({ alerts: submission.reply(), saved: null }, { status: 400, headers: PRIVATE });
  await setAlertChannel(scope.db, scope.tenant.id, user.id, submission.value.channel);
  return data({ alerts: submission.reply(), saved: submission.value.channel }, { headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function MyGarage({ loaderData: d, actionData }: Route.ComponentProps) {
  const error = actionData?.alerts.error?.channel?.[0];
  return (
    <>
      <HeadTags tags={[{ title: `My Garage | ${d.siteName}` }, { name: "robots", content: "noindex" }]} />
      <GaragePage
        firstName={d.firstName}
        saved={d.saved}
        unavailable={d.unavailable}
        recent={d.recent}
        siteSlug={d.siteSlug}
        themeVars={d.themeVars}
        alerts={{ ...d.alerts, error, saved: actionData?.saved ?? undefined }}
      />
    </>
  );
}
