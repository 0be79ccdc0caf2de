import { tenantScope } from "~/server/context.server";
import { successView } from "~/server/leads/success.server";
import leadCss from "~/ui/lead/lead-forms.css?url";
import { SuccessPage } from "~/ui/lead/success-page";
import type { Route } from "./+types/success";

/** GET /success?lead={reference}: shown after a successful lead (spec 01 §2). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leadCss, precedence: "default" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  return successView(scope, new URL(request.url).searchParams.get("lead"));
}

export default function SuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>{`Thank you | ${loaderData.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <SuccessPage data={loaderData} />
    </>
  );
}
