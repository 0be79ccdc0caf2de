import { randomUUID } from "node:crypto";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { tenantScope } from "~/server/context.server";
import { leadFormPost, vehicleLeadForms } from "~/server/leads/form-post.server";
import { refusedFormReply } from "~/server/leads/refusal.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { findListedVehicle } from "~/server/vehicle/listed-vehicle.server";
import { recordRecentlyViewedFor } from "~/server/watchlist/recently-viewed.server";
import { missingVehicleData, vehiclePageData, type MissingVehicle } from "~/server/vehicle/page.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { VEHICLE_LEAD_FORMS, isVehicleLeadForm } from "~/domain/leads/kind";
import { vehicleFormOfSlug } from "~/ui/lead/form-values";
import { preloadFinanceCalculator } from "~/ui/vehicle/finance-calculator-panel";
import { preloadVehicleLeadForm } from "~/ui/vehicle/lead-forms";
import { VehicleNotFound } from "~/ui/vehicle/vehicle-not-found";
import { VehiclePage } from "~/ui/vehicle/vehicle-page";
import { vehicleFinanceEntry } from "~/server/finance/vehicle-entry.server";
import { deliveryQuoteFor } from "~/server/vehicle/delivery-quote.server";
// Similar cars are search cards: their styles come with them.
import vehiclePageCss from "~/styles/vehicle-page.css?url";
import type { Route } from "./+types/vehicle";

/** GET /cars/{slug}: the vehicle detail page (spec 01 §2), for every car in the tenant's stock filter. */
/** Stylesheets as in root.tsx; the page reuses the listing's chips and cards (similar cars). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: vehiclePageCss, precedence: "default" }];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const { tenant, db, index } = scope;
  const url = new URL(request.url);
  const now = Date.now();
  const lookup = await findListedVehicle(db, index, tenant.id, params.slug);
  if (!lookup.listed) throw data(missingVehicleData(tenant, index, params.slug, lookup.vehicle, now), { status: 404 });
  // Set by the no-JavaScript phone reveal (see routes/api.phone-reveal.ts).
  const phoneRevealed = url.searchParams.get("show_phone") === "1";
  // A lead form shown in the page (?form=enquiry#enquiry): where the dialogs' links go without JavaScript.
  const inlineForm = lookup.vehicle.status === "sold" ? null : vehicleFormOfSlug(url.searchParams.get("form"));
  // The form's code is a chunk of its own (ui/vehicle/lead-forms.tsx): loaded before rendering, the page's HTML carries the form.
  // Issue 11 §7: My Garage's recently viewed (signed-in shoppers only; no cookie, no query).
  // The calculator panel's chunk likewise (ui/vehicle/finance-calculator-panel.tsx): the page's HTML carries its first figure.
  // The delivery calculator's GET form without JavaScript (?delivery_postcode=#delivery): the answer comes in the page.
  const deliveryPostcode = url.searchParams.get("delivery_postcode");
  const [, , page, , deliveryAnswer] = await Promise.all([
    inlineForm ? preloadVehicleLeadForm() : undefined,
    tenant.config.features.finance ? preloadFinanceCalculator() : undefined,
    vehiclePageData(scope, lookup.vehicle, now, { phoneRevealed }),
    recordRecentlyViewedFor(scope, request, lookup.vehicle.id),
    deliveryPostcode === null ? null : deliveryQuoteFor(tenant.config, lookup.vehicle, deliveryPostcode.slice(0, 20)),
  ]);
  return data(
    {
      ...page,
      lead: vehicleLeadForms(tenant, lookup.vehicle, new Date(now)),
      finance: vehicleFinanceEntry(tenant, lookup.vehicle, new Date(now)),
      delivery: tenant.config.delivery.enabled ? { answer: deliveryAnswer } : null,
      // The submission id of the form rendered here (issue 10 §4); dialogs make their own in the browser.
      // A POST of it the request guards refused (403, 413) comes back as this page, the refusal in its alert.
      inline: inlineForm ? { form: inlineForm, submissionId: randomUUID(), lastResult: refusedFormReply(context) } : null,
    },
    // A page with a form carries its own submission id: never one shopper's page for another (the page cache keeps no private page).
    inlineForm ? { headers: { "Cache-Control": "private, no-store" } } : {},
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** POST /cars/{slug}: the vehicle page's lead forms, with or without JavaScript (server/leads/form-post.server.ts). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const scope = tenantScope(context);
  const lookup = await findListedVehicle(scope.db, scope.index, scope.tenant.id, params.slug);
  if (!lookup.listed)
    throw data(missingVehicleData(scope.tenant, scope.index, params.slug, lookup.vehicle, Date.now()), { status: 404 });
  // A no-JavaScript POST's answer shows the form again, with its errors (see the loader).
  await Promise.all([preloadVehicleLeadForm(), scope.tenant.config.features.finance ? preloadFinanceCalculator() : undefined]);
  return leadFormPost(scope, request, {
    forms: VEHICLE_LEAD_FORMS,
    carId: lookup.vehicle.id,
    clientKey: requestClientKey(context),
  });
}

/** With JavaScript: a refusal the lead form's action never saw (403, 413) shows in the form's alert (ui/lead/client-action.ts). */
// Imported when a form is sent, not with the page: it brings the lead schemas, which the page loads only when a dialog opens.
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const { leadFormClientAction } = await import("~/ui/lead/client-action");
  return leadFormClientAction(request, serverAction);
}

export default function VehicleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  // A no-JavaScript POST's answer: the form comes back in the page with its errors.
  const posted = actionData?.leadForm;
  const inline = posted && isVehicleLeadForm(posted.form) ? { form: posted.form, lastResult: posted.reply } : (d.inline ?? null);
  return (
    <>
      <HeadTags tags={d.seo.tags} jsonLd={d.seo.jsonLd} />
      {/* Keyed by the car: per-car state (gallery, reveal, Show More, tab) starts afresh on another car. */}
      <VehiclePage
        key={d.model.id}
        model={d.model}
        siteSlug={d.siteSlug}
        url={d.url}
        comparison={d.comparison}
        similar={d.similar}
        themeVars={d.themeVars}
        lead={d.lead}
        inline={inline}
        finance={d.finance}
        delivery={d.delivery}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    (error.data as { kind?: string } | null)?.kind === "vehicle-not-found"
  ) {
    const d = error.data as MissingVehicle;
    return (
      <>
        <title>{`Car not found | ${d.siteName}`}</title>
        <meta name="robots" content="noindex" />
        <VehicleNotFound suggestions={d.suggestions} siteSlug={d.siteSlug} themeVars={d.themeVars} />
      </>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="error-page">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>Sorry, this car could not be shown ({status}). Please try again in a moment.</p>
    </section>
  );
}
