import { data, redirect } from "react-router";
import { z } from "zod";
import { tenantScope } from "~/server/context.server";
import { leadFormPost } from "~/server/leads/form-post.server";
import { refusedFormReply } from "~/server/leads/refusal.server";
import { findModel, modelPageData } from "~/server/model-range/model-pages.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { NotFoundOrErrorPage } from "~/ui/layout/not-found-page";
import leadCss from "~/ui/lead/lead-forms.css?url";
import { ModelPage } from "~/ui/models/model-page";
import { preloadModelLeadForm } from "~/ui/models/model-enquiry";
import modelsCss from "~/ui/models/models.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/model";

/**
 * GET /models/{slug} (spec 02 §2 '/models/...'; §3 'Model'): one model of the
 * tenant's range with its new and demo stock. A model with an override_url is
 * that address (302: the dealer may change it). POST: its enquiry, with or
 * without JavaScript (server/leads/form-post.server.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: leadCss, precedence: "default" },
  { rel: "stylesheet", href: modelsCss, precedence: "default" },
];

const paramsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
});

function modelOf(params: unknown, context: Route.LoaderArgs["context"]) {
  const parsed = paramsSchema.safeParse(params);
  const model = parsed.success ? findModel(tenantScope(context).tenant.config, parsed.data.slug) : null;
  if (!model) throw data({ kind: "model-not-found" }, { status: 404 });
  return model;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const model = modelOf(params, context);
  if (model.override_url) throw redirect(model.override_url, 302);
  const url = new URL(request.url);
  const page = modelPageData(tenantScope(context), model.slug, url, Date.now(), refusedFormReply(context))!;
  // The form's code is a chunk of its own: loaded before rendering, so the page's HTML carries the form.
  if (page.lead.inline) await preloadModelLeadForm();
  // A page with a form carries its own submission id: never one shopper's page for another.
  return data(page, page.lead.inline ? { headers: { "Cache-Control": "private, no-store" } } : {});
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const model = modelOf(params, context);
  if (model.override_url) throw data({ kind: "model-not-found" }, { status: 404 });
  // A no-JavaScript POST's answer shows the form again, with its errors.
  await preloadModelLeadForm();
  return leadFormPost(tenantScope(context), request, { forms: ["general_contact"], clientKey: requestClientKey(context) });
}

/** With JavaScript: a refusal the action never saw (403, 413) shows in the form's alert (ui/lead/client-action.ts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const { leadFormClientAction } = await import("~/ui/lead/client-action");
  return leadFormClientAction(request, serverAction);
}

export default function ModelRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  // A no-JavaScript POST's answer: the form comes back in the page with its errors.
  const posted = actionData?.leadForm;
  const inline = posted
    ? { lastResult: posted.reply }
    : d.lead.inline
      ? { submissionId: d.lead.inline.submissionId, lastResult: d.lead.inline.lastResult }
      : null;
  const price = d.model.fromPrice ? [d.model.fromPrice.text, d.model.fromPrice.type].filter(Boolean).join(" ") + "." : null;
  const description = [d.model.tagline, price, `${d.stock.count} new and demo in stock at ${d.siteName}.`]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <HeadTags
        tags={[
          { title: `${d.model.title} | ${d.siteName}` },
          { name: "description", content: description },
          { tagName: "link", rel: "canonical", href: d.canonical },
          ...(d.lead.inline ? [{ name: "robots", content: "noindex" }] : []),
        ]}
      />
      <ModelPage key={d.model.slug} data={d} siteSlug={d.lead.siteSlug} inline={inline} />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrErrorPage
      notFoundTitle="Model not found"
      notFoundMessage="We couldn't find that model in our range. It may have moved."
      link={{ to: "/models", label: "See our models" }}
    />
  );
}
