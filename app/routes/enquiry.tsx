import { data, useActionData, useLocation } from "react-router";
import { enquiryPageOf } from "~/domain/leads/enquiry-pages";
import { tenantScope } from "~/server/context.server";
import { enquiryPageView } from "~/server/leads/enquiry-page.server";
import { leadFormPost } from "~/server/leads/form-post.server";
import { refusedFormReply } from "~/server/leads/refusal.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { leadFormClientAction } from "~/ui/lead/client-action";
import { EnquiryPage } from "~/ui/pages/enquiry-page";
import leadFormsCss from "~/ui/lead/lead-forms.css?url";
import enquiryCss from "~/ui/pages/enquiry-page.css?url";
import type { Route } from "./+types/enquiry";
import { pagePath } from "~/server/http/page-path.server";

/**
 * The enquiry pages of spec 02 §2 (issue 10 §1 'Pages'), one module for all
 * (app/routes.ts registers each path): /contact, /contact-us,
 * /contact-us/{location slug}, /book-test-drive/, /service, /sell-my-car,
 * /sell-your-car, /vehicle-parts-and-accessories, /careers. GET renders the
 * page's form on the server; POST (no JavaScript, or the form's fetcher)
 * answers 303 to /success, or the form again with its errors (400), the
 * limit's message (429) or the generic failure (500).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: leadFormsCss, precedence: "default" },
  { rel: "stylesheet", href: enquiryCss, precedence: "default" },
];

/** The page of the request's path; a single-fetch POST (the form's fetcher) arrives at {path}.data. */
function pageOf(request: Request) {
  const page = enquiryPageOf(pagePath(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const page = pageOf(request);
  const view = await enquiryPageView(scope, page.key, page.locationSlug, new URL(request.url));
  if (!view) throw data(null, { status: 404 });
  // A POST of the form the request guards refused (403, 413) comes back as this page, the refusal in its alert.
  return { view, siteName: scope.tenant.config.name, refused: refusedFormReply(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = tenantScope(context);
  const page = pageOf(request);
  const view = await enquiryPageView(scope, page.key, page.locationSlug, new URL(request.url));
  if (!view) throw data(null, { status: 404 });
  return leadFormPost(scope, request, {
    forms: [view.form],
    carId: view.car?.id ?? null,
    pageLocation: page.locationSlug,
    clientKey: requestClientKey(context),
  });
}

/** With JavaScript: a refusal the action never saw (403, 413) shows in the form's alert (ui/lead/client-action.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => leadFormClientAction(request, serverAction);

export default function EnquiryRoute({ loaderData }: Route.ComponentProps) {
  const { view, siteName, refused } = loaderData;
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "leadForm" in actionData ? actionData.leadForm.reply : refused;
  // The form posts to the page it is on, query included (/book-test-drive/?car_id=…).
  const { pathname, search } = useLocation();
  return (
    <>
      <HeadTags tags={[{ title: `${view.title} | ${siteName}` }, { name: "description", content: view.intro }]} />
      <EnquiryPage view={view} action={pathname + search} lastResult={lastResult} />
    </>
  );
}
