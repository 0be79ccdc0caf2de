// The server processes' ports, shared by the supervisor and the nginx renderer
// so both name the same processes: "3001-3004", "3001,3002", or by default one
// per core from 3001.
import os from "node:os";
import { z } from "zod";

const port = z.coerce.number().int().min(1).max(65535);

export const portList = z
  .string()
  .trim()
  .min(1)
  .transform((text, ctx) => {
    const ports = [];
    for (const part of text.split(",")) {
      const [from, to = from] = part.split("-").map((p) => port.safeParse(p.trim()));
      if (!from.success || !to.success || to.data < from.data) {
        ctx.addIssue({ code: "custom", message: `'${part}' is not a port or a range of ports (3001-3004)` });
        return z.NEVER;
      }
      for (let p = from.data; p <= to.data; p++) ports.push(p);
    }
    if (new Set(ports).size !== ports.length) {
      ctx.addIssue({ code: "custom", message: "a port is listed twice" });
      return z.NEVER;
    }
    return ports;
  });

/** One process per core: Node runs JavaScript on one core per process. */
export function defaultPorts() {
  return Array.from({ length: os.availableParallelism() }, (_, i) => 3001 + i);
}

/** The ports named by `text` (undefined: the default), or exits with a message naming the option. */
export function parsePorts(text, option) {
  if (text === undefined) return defaultPorts();
  const parsed = portList.safeParse(text);
  if (parsed.success) return parsed.data;
  console.error(`${option}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  process.exit(2);
}
