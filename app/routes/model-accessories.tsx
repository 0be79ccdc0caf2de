import { data } from "react-router";
import { z } from "zod";
import { tenantScope } from "~/server/context.server";
import { leadFormPost } from "~/server/leads/form-post.server";
import { refusedFormReply } from "~/server/leads/refusal.server";
import { accessoriesPageData } from "~/server/model-range/model-pages.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { NotFoundOrErrorPage } from "~/ui/layout/not-found-page";
import leadCss from "~/ui/lead/lead-forms.css?url";
import { AccessoriesPage } from "~/ui/models/accessories-page";
import { preloadModelLeadForm } from "~/ui/models/model-enquiry";
import modelsCss from "~/ui/models/models.css?url";
import type { Route } from "./+types/model-accessories";

/**
 * GET /{model slug}/accessories (spec 02 §2): the accessories the tenant lists
 * for one model of its range, each with an enquiry. Any other first segment,
 * or a model without accessories, is a 404. POST: an accessory's enquiry (the
 * parts and accessories form), with or without JavaScript.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: leadCss, precedence: "default" },
  { rel: "stylesheet", href: modelsCss, precedence: "default" },
];

const paramsSchema = z.object({
  modelSlug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
});

function pageOf(params: unknown, context: Route.LoaderArgs["context"], request: Request) {
  const parsed = paramsSchema.safeParse(params);
  const scope = tenantScope(context);
  const page = parsed.success
    ? accessoriesPageData(scope, parsed.data.modelSlug, new URL(request.url), Date.now(), refusedFormReply(context))
    : null;
  if (!page) throw data({ kind: "accessories-not-found" }, { status: 404 });
  return page;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = pageOf(params, context, request);
  if (page.lead.inline) await preloadModelLeadForm();
  return data(page, page.lead.inline ? { headers: { "Cache-Control": "private, no-store" } } : {});
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ params, context, request }: Route.ActionArgs) {
  pageOf(params, context, request);
  await preloadModelLeadForm();
  return leadFormPost(tenantScope(context), request, { forms: ["parts_accessories"], clientKey: requestClientKey(context) });
}

/** With JavaScript: a refusal the action never saw (403, 413) shows in the form's alert (ui/lead/client-action.ts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const { leadFormClientAction } = await import("~/ui/lead/client-action");
  return leadFormClientAction(request, serverAction);
}

export default function ModelAccessoriesRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  const posted = actionData?.leadForm;
  const inline = posted
    ? { lastResult: posted.reply }
    : d.lead.inline
      ? { submissionId: d.lead.inline.submissionId, lastResult: d.lead.inline.lastResult }
      : null;
  return (
    <>
      <HeadTags
        tags={[
          { title: `${d.model.title} Accessories | ${d.siteName}` },
          {
            name: "description",
            content: `${d.accessories.length} genuine accessories for the ${d.model.title} at ${d.siteName}: ${d.accessories
              .slice(0, 4)
              .map((a) => a.name)
              .join(", ")}.`,
          },
          { tagName: "link", rel: "canonical", href: d.canonical },
          ...(d.lead.inline ? [{ name: "robots", content: "noindex" }] : []),
        ]}
      />
      <AccessoriesPage key={d.model.slug} data={d} inline={inline} />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrErrorPage
      notFoundTitle="Page not found"
      notFoundMessage="We couldn't find accessories for that model. It may have moved."
      link={{ to: "/search/new-used-and-demo-cars", label: "Search all our stock" }}
    />
  );
}
