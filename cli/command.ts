/** What the CLI's commands share: where they write, how they refuse, and the `<slug> [--limit N]` arguments of a listing. */

export const out = (s: string) => process.stdout.write(s);

/** Writes `s` to stderr and returns the exit code. */
export const fail = (s: string, code = 1) => (process.stderr.write(`${s}\n`), code);

export const noTenant = (slug: string) => fail(`No tenant with slug "${slug}" (see: npm run cli -- tenant list)`);

/** `<slug> [--limit N]`, N a whole number from 1 (default 50); undefined when the arguments are otherwise. */
export function parseListArgs(args: string[]): { slug: string; limit: number } | undefined {
  const i = args.indexOf("--limit");
  const limit = i >= 0 ? Number(args[i + 1]) : 50;
  const positional = args.filter((_, j) => i < 0 || (j !== i && j !== i + 1));
  if (positional.length !== 1 || !Number.isInteger(limit) || limit < 1) return undefined;
  return { slug: positional[0], limit };
}
