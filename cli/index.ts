import { runInventoryCommand } from "./inventory";
import { runTenantCommand } from "./tenant";

/**
 * npm run cli -- <group> <command> [args]
 *   tenant apply <file.json>      create or update a tenant from a config file
 *   tenant list                   one tenant a line, slug first
 *   tenant key <slug>             issue a new feed API key (printed once)
 *   inventory import <slug> <file> [--full]   import a JSON or CSV stock file
 */
const [group, command, ...args] = process.argv.slice(2);

async function main(): Promise<number> {
  switch (group) {
    case "tenant":
      return runTenantCommand(command, args);
    case "inventory":
      return runInventoryCommand(command, args);
    default:
      process.stderr.write(
        "Usage: npm run cli -- tenant apply <file.json> | tenant list | tenant key <slug> | inventory import <slug> <file> [--full]\n",
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
