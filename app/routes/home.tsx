import { themeVars } from "~/domain/content/brand-colours";
import { tenantScope } from "~/server/context.server";
import { homePageData } from "~/server/home/home-page.server";
import { HomePage } from "~/ui/home/home-page";
import homeCss from "~/styles/home.css?url";
import finderCss from "~/ui/budget-finder/budget-finder.css?url";
import locationsCss from "~/styles/locations.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/home";

/** GET /: the dealer's home page (issue 12 deliver 1). Stylesheets as in root.tsx. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: locationsCss, precedence: "default" },
  { rel: "stylesheet", href: homeCss, precedence: "default" },
  { rel: "stylesheet", href: finderCss, precedence: "default" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const data = await homePageData(scope, Date.now());
  return { ...data, themeVars: themeVars(scope.tenant.config.theme) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const description = `${d.siteName}: new, used and demo vehicles${d.locations.length ? ` at ${d.locations.length} ${d.locations.length === 1 ? "location" : "locations"}` : ""}. Search our stock, see our latest offers and find us.`;
  return (
    <>
      <title>{`${d.siteName} | New, Used and Demo Cars`}</title>
      <meta name="description" content={description} />
      {d.canonical ? <link rel="canonical" href={d.canonical} /> : null}
      <HomePage data={d} themeVars={d.themeVars} />
    </>
  );
}
