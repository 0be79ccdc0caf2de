import { siteUrl } from "~/domain/tenant/tenant-config";
import { brandsPageData } from "~/server/brands/brand-pages.server";
import { searchIndexContext, tenantContext } from "~/server/context.server";
import { BrandGroups, ManufacturerList } from "~/ui/brands/brand-lists";
import { Breadcrumbs } from "~/ui/layout/breadcrumbs";
import { HeadTags } from "~/ui/layout/head-tags";
import brandsCss from "~/styles/brands.css?url";
import type { Route } from "./+types/brands";
import type { PageHandle } from "~/ui/page-script/page-mode";

/** GET /brands (spec 01 §2): the group's car, motorcycle, truck and own brands, then every make in stock (spec 02 §2 'Manufacturer list'). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: brandsCss, precedence: "default" }];

/** Nothing on this page needs React in the browser: it is not hydrated (ui/page-script/page-mode.ts). */
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  const config = context.get(tenantContext).config;
  const page = brandsPageData(config, context.get(searchIndexContext), Date.now());
  return { ...page, siteName: config.name, canonical: siteUrl(config, "/brands") };
}

export default function BrandsRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="brands-page">
      <HeadTags
        tags={[
          { title: `Our Brands | ${d.siteName}` },
          { name: "description", content: `The brands and makes ${d.siteName} sells, and the stock of each.` },
          { tagName: "link", rel: "canonical", href: d.canonical },
        ]}
      />
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Brands", href: null },
        ]}
      />
      <h1>Our Brands</h1>
      <BrandGroups groups={d.groups} />
      <ManufacturerList manufacturers={d.manufacturers} />
      {d.groups.length === 0 && d.manufacturers.length === 0 ? <p>We have no brands to show right now.</p> : null}
    </div>
  );
}
