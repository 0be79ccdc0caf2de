import { data } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { offersFinance } from "~/domain/finance/finance-link";
import { telHref } from "~/domain/vehicle/phone-number";
import { tenantScope } from "~/server/context.server";
import { applicationStatus } from "~/server/finance/application-status.server";
import financeCss from "~/ui/finance/finance.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/finance.application";

/**
 * /finance/application/{reference}: the platform's own application page, where
 * the embedded lender hand-off sends the shopper (issue 19 item 6). It says
 * plainly what happened: the application went to the dealer's finance team,
 * who will call; no credit decision has been made.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: financeCss, precedence: "default" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const cfg = scope.tenant.config;
  if (!offersFinance(cfg)) throw data({ message: "Not found" }, { status: 404 });
  const status = await applicationStatus(scope, params.reference);
  if (!status) throw data({ message: "Not found" }, { status: 404 });
  return data(
    { status, siteName: cfg.name, themeVars: themeVars(cfg.theme) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function FinanceApplicationRoute({ loaderData: d }: Route.ComponentProps) {
  const s = d.status;
  return (
    <div className="finance-status" style={d.themeVars as React.CSSProperties}>
      <HeadTags tags={[{ title: `Application received | ${d.siteName}` }, { name: "robots", content: "noindex" }]} />
      <h1>Application received</h1>
      <p className="finance-status__lead">
        Thank you. Your finance application has gone to {s.dealerName}&apos;s finance team, who will call you to talk it through.
      </p>
      <dl className="finance-status__facts">
        <div>
          <dt>Your reference</dt>
          <dd data-testid="finance-reference">{s.reference}</dd>
        </div>
        {s.car ? (
          <div>
            <dt>Car</dt>
            <dd>
              <a href={s.car.path}>{s.car.title}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <h2>What happens next</h2>
      <ul className="finance-status__next">
        <li>The finance team will call you on the mobile number you confirmed with the code.</li>
        <li>
          This is not a credit decision: no lender has assessed your application yet, and nothing has been checked against your
          credit file.
        </li>
        <li>Have your driver licence and details of your income and expenses ready for the call.</li>
      </ul>
      <p>
        Questions before then? Call {s.dealerName} on <a href={telHref(s.phone)}>{s.phone}</a> and quote your reference.
      </p>
    </div>
  );
}
