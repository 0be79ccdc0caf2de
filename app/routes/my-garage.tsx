import { themeVars } from "~/domain/brand-colours";
import { requireUser } from "~/server/auth/require-user.server";
import { tenantScope } from "~/server/context.server";
import { favouritesData } from "~/server/vehicle/saved-cars.server";
import { savedCars } from "~/server/watchlist/watchlist.server";
import { GaragePage } from "~/ui/sign-in/garage-page";
import { HeadTags } from "~/ui/layout/head-tags";
import savedCarsCss from "~/styles/saved-cars.css?url";
import searchCss from "~/styles/search.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/my-garage";

/**
 * /my-garage and its aliases (spec 02 §2 'Signed-in areas'): gated (spec 02
 * §4). The saved cars of the signed-in shopper's watchlist, drawn as the
 * saved-cars page draws them; the rest of My Garage (price change since
 * saving, recently viewed, compare) is issue 11 §7, still to come.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: searchCss, precedence: "default" },
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: savedCarsCss, precedence: "default" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const user = await requireUser(scope, request, "my-garage");
  const saved = await savedCars(scope, user.id);
  const { cards } = await favouritesData(
    scope,
    saved.map((s) => s.vehicleId),
    Date.now(),
  );
  const cfg = scope.tenant.config;
  return {
    firstName: user.firstName,
    cards,
    siteSlug: cfg.slug,
    siteName: cfg.name,
    themeVars: themeVars(cfg.theme),
  };
}

export default function MyGarage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags tags={[{ title: `My Garage | ${d.siteName}` }, { name: "robots", content: "noindex" }]} />
      <GaragePage firstName={d.firstName} cards={d.cards} siteSlug={d.siteSlug} themeVars={d.themeVars} />
    </>
  );
}
