import { runAlertsCommand } from "./alerts";
import { runInventoryCommand } from "./inventory";
import { runLeadsCommand } from "./leads";
import { runMailCommand } from "./mail";
import { runReservationsCommand } from "./reservations";
import { runReviewsCommand } from "./reviews";
import { runSmsCommand } from "./sms";
import { runTenantCommand } from "./tenant";
import { runWebhooksCommand } from "./webhooks";

/**
 * npm run cli -- <group> <command> [args]
 *   tenant apply <file.json>      create or update a tenant from a config file
 *   tenant list                   one tenant a line, slug first
 *   tenant key <slug>             issue a new feed API key (printed once)
 *   inventory import <slug> <file> [--full]   import a JSON or CSV stock file
 *   leads list <slug> | show <ref> | retry <ref> | retry --dead [<slug>] | export <slug>
 *   mail list | mail show <id>    the embedded mailer's folder (no SMTP_URL)
 *   reviews import <slug> <file> [--location <slug>]   replace a location's or dealership's reviews
 *   sms list | sms show <id>      the embedded SMS folder (no ClickSend credentials)
 *   alerts list <slug> | alerts channel <slug> <phone> <sms|email|off>   watchlist alerts
 *   webhooks list [<slug>] | webhooks show <id>   what the development webhook receiver took
 *   reservations list <slug> | reservations sold|release <slug> <ref>   48-hour holds (release refunds)
 *   reservations orders <slug>                                        online purchases and their steps
 */
const [group, command, ...args] = process.argv.slice(2);

async function main(): Promise<number> {
  switch (group) {
    case "tenant":
      return runTenantCommand(command, args);
    case "inventory":
      return runInventoryCommand(command, args);
    case "leads":
      return runLeadsCommand(command, args);
    case "mail":
      return runMailCommand(command, args);
    case "reviews":
      return runReviewsCommand(command, args);
    case "sms":
      return runSmsCommand(command, args);
    case "alerts":
      return runAlertsCommand(command, args);
    case "webhooks":
      return runWebhooksCommand(command, args);
    case "reservations":
      return runReservationsCommand(command, args);
    default:
      process.stderr.write(
        "Usage: npm run cli -- tenant apply <file.json> | tenant list | tenant key <slug> | inventory import <slug> <file> [--full]\n" +
          "       | leads list <slug> | leads show <ref> | leads retry <ref> | leads retry --dead [<slug>] | leads export <slug>\n" +
          "       | mail list | mail show <id> | reviews import <slug> <file.json> [--location <slug>] | sms list | sms show <id>\n" +
          "       | alerts list <slug> [--limit N] | alerts channel <slug> <phone> <sms|email|off>\n" +
          "       | webhooks list [<slug>] | webhooks show <id>\n" +
          "       | reservations list <slug> | reservations sold <slug> <ref> | reservations release <slug> <ref>\n" +
          "       | reservations orders <slug>\n",
      );
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
