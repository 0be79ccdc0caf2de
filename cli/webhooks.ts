import { env } from "~/server/env.server";
import { listReceived, readReceived, webhookReceiverDir } from "~/server/leads/development-receiver.server";
import { fail, out } from "./command";

const USAGE = `Usage: npm run cli -- webhooks list [<slug>] | webhooks show <id>

  What the development webhook receiver took (DATA_DIR/webhooks): the lead
  webhooks of targets configured with "development_receiver": true, whose
  signature it checked. Nothing there was sent to a dealer's system.
  list [<slug>]   one request a line: id, received, tenant, webhook, lead id, event, signature (oldest first)
  show <id>       the request as it arrived: headers and JSON body
`;

export async function runWebhooksCommand(command: string | undefined, args: string[]): Promise<number> {
  const dir = webhookReceiverDir(env().DATA_DIR);
  if (command === "list" && args.length <= 1) {
    const all = (await listReceived(dir)).filter((r) => !args[0] || r.tenant === args[0]);
    if (all.length === 0) out(`No webhooks received in ${dir}${args[0] ? ` for ${args[0]}` : ""}\n`);
    for (const r of all)
      out(`${r.id}\t${r.received_at}\t${r.tenant}\t${r.webhook}\t${r.lead_id ?? "-"}\t${r.event ?? "-"}\tsignature verified\n`);
    return 0;
  }
  if (command === "show" && args.length === 1) {
    const raw = await readReceived(dir, args[0]);
    if (raw === null) return fail(`No webhook ${args[0]} in ${dir} (see: npm run cli -- webhooks list)`);
    out(raw);
    return 0;
  }
  return fail(USAGE, 2);
}
