import { exportLeadsCsv } from "~/server/leads/export.server";
import { findLeadAnyTenant, leadJobs, listLeads, retryDeadLeadJobs, retryLead } from "~/server/leads/read.server";
import type { LeadCar } from "~/server/leads/lead-car.server";
import { leadCarTitle } from "~/server/leads/lead-car.server";
import { LEAD_JOB_KINDS } from "~/server/leads/jobs.server";
import { shownAnswer } from "~/server/leads/webhook.server";
import { findTenantBySlug } from "~/server/tenants/repository.server";
import { fail, noTenant, out, parseListArgs } from "./command";
import { withCliDatabase, withCliTenant } from "./database";

const USAGE = `Usage: npm run cli -- leads <command>

  list <slug> [--limit N]     the tenant's latest leads (default 50): reference, received, form, category, name, delivery
  show <reference>            one lead: its fields, where it was sent, and every delivery attempt
  retry <reference>           try the lead's undelivered jobs again now (dead ones with a fresh count of attempts)
  retry --dead [<slug>]       every dead lead delivery again, of one tenant or all
  export <slug>               the tenant's leads as CSV on stdout (oldest first), e.g. > leads.csv

  Deliveries are made by the running server's outbox worker; retry only puts jobs back in its queue.
`;

export async function runLeadsCommand(command: string | undefined, args: string[]): Promise<number> {
  switch (command) {
    case "list":
      return list(args);
    case "show":
      return args.length === 1 ? show(args[0]) : fail(USAGE, 2);
    case "retry":
      return retry(args);
    case "export":
      return args.length === 1 ? exportCsv(args[0]) : fail(USAGE, 2);
    default:
      return fail(USAGE, 2);
  }
}

async function list(args: string[]): Promise<number> {
  const parsed = parseListArgs(args);
  if (!parsed) return fail(USAGE, 2);
  const { slug, limit } = parsed;
  return withCliTenant(slug, async (db, tenant) => {
    const rows = await listLeads(db, tenant.id, limit);
    if (rows.length === 0) out(`No leads for ${tenant.slug}\n`);
    for (const l of rows) {
      const name = [l.payload.name, l.payload.last_name].filter(Boolean).join(" ");
      out(`${l.publicId}\t${l.createdAt.toISOString()}\t${l.form}\t${l.category}\t${name}\t${l.deliveryStatus}\n`);
    }
    return 0;
  });
}

async function show(reference: string): Promise<number> {
  return withCliDatabase(async (db) => {
    const found = await findLeadAnyTenant(db, reference);
    if (!found) return fail(`No lead ${reference}`);
    const { lead: l, tenantSlug } = found;
    const car = l.car as LeadCar | null;
    out(`Lead ${l.publicId} (${tenantSlug})\n`);
    out(`  received     ${l.createdAt.toISOString()}\n`);
    out(`  form         ${l.form}: ${[l.category, l.subcategory].filter(Boolean).join(" / ")}\n`);
    out(`  place        dealership ${l.dealershipSlug ?? "-"}, location ${l.locationId ?? "-"}\n`);
    if (car)
      out(
        `  car          ${leadCarTitle(car)} (id ${car.car_id}, stock ${car.stock_number ?? "-"}) ${l.siteOrigin}${car.path}\n`,
      );
    out(
      `  consent      terms ${l.termsAccepted ? "accepted" : "NOT accepted"} at ${l.consentAt.toISOString()}; offers ${l.optIn ? "yes" : "no"}\n`,
    );
    out(`  delivery     ${l.deliveryStatus}${l.deliveredAt ? ` at ${l.deliveredAt.toISOString()}` : ""}\n`);
    out(`  routing      ${JSON.stringify(l.routing)}\n`);
    out(`  fields       ${JSON.stringify(l.payload, null, 2).replace(/\n/g, "\n               ")}\n`);
    out(`  attributes   ${JSON.stringify(l.attributes)}\n`);
    const jobs = await leadJobs(db, l);
    out(`Deliveries (${jobs.length}):\n`);
    for (const j of jobs) {
      const to =
        (j.payload as { to?: string[]; webhook?: string }).to?.join(", ") ??
        (j.payload as { webhook?: string }).webhook ??
        "shopper";
      out(`  #${j.id} ${j.kind} -> ${to}: ${j.status}, ${j.attempts} attempt${j.attempts === 1 ? "" : "s"}`);
      out(j.status === "pending" ? `, next at ${j.nextAttemptAt.toISOString()}\n` : "\n");
      for (const a of j.history) {
        const took = a.finishedAt ? ` in ${a.finishedAt.getTime() - a.startedAt.getTime()} ms` : "";
        // A receiver's words are never shown (issue 17 §9): a webhook's answer is its status.
        const answer = j.kind === LEAD_JOB_KINDS.webhook ? shownAnswer(a.response) : a.response;
        const said = [answer, a.error].filter(Boolean).join(" | ");
        out(`      ${a.attempt}. ${a.startedAt.toISOString()} ${a.status}${took} by ${a.worker}${said ? `: ${said}` : ""}\n`);
      }
    }
    return 0;
  });
}

async function retry(args: string[]): Promise<number> {
  if (args[0] === "--dead" && args.length <= 2) {
    const slug = args[1];
    return withCliDatabase(async (db) => {
      const tenant = slug ? await findTenantBySlug(db, slug) : undefined;
      if (slug && !tenant) return noTenant(slug);
      const r = await retryDeadLeadJobs(db, tenant?.id);
      out(
        `Retrying ${r.jobs} dead deliver${r.jobs === 1 ? "y" : "ies"} of ${r.leads} lead${r.leads === 1 ? "" : "s"}${slug ? ` (${slug})` : ""}\n`,
      );
      return 0;
    });
  }
  if (args.length !== 1 || args[0].startsWith("--")) return fail(USAGE, 2);
  return withCliDatabase(async (db) => {
    const found = await findLeadAnyTenant(db, args[0]);
    if (!found) return fail(`No lead ${args[0]}`);
    const n = await retryLead(db, found.lead);
    out(
      n
        ? `Retrying ${n} deliver${n === 1 ? "y" : "ies"} of ${found.lead.publicId}\n`
        : `${found.lead.publicId}: nothing to retry\n`,
    );
    return 0;
  });
}

async function exportCsv(slug: string): Promise<number> {
  return withCliTenant(slug, async (db, tenant) => {
    const n = await exportLeadsCsv(db, tenant.id, (chunk) => {
      out(chunk);
    });
    process.stderr.write(`Exported ${n} lead${n === 1 ? "" : "s"} of ${slug}\n`);
    return 0;
  });
}
