import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../deploy/node-flags.mjs";

/**
 * The server's Node.js flags are listed once, in deploy/node-flags.mjs; the
 * supervisor and the benchmarks import the list. These two starts cannot
 * import it, so they are checked against it.
 */
describe("every production start gives server.js the same Node.js flags", () => {
  const flags = SERVER_NODE_FLAGS.join(" ");

  it("has flags to give", () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  });

  it("npm start", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toMatch(new RegExp(`\\bnode ${escape(flags)} server\\.js$`));
  });

  it("the systemd unit", () => {
    const unit = fs.readFileSync("deploy/systemd/dealer-platform@.service", "utf8");
    const execStart = unit.split("\n").filter((line) => line.startsWith("ExecStart="));
    expect(execStart).toEqual([`ExecStart=/usr/bin/node ${flags} server.js`]);
  });

  it("the systemd unit's environment", () => {
    const unit = fs.readFileSync("deploy/systemd/dealer-platform@.service", "utf8");
    const env = unit.split("\n").filter((line) => line.startsWith("Environment=") && !line.includes("NODE_ENV="));
    expect(env).toEqual(Object.entries(SERVER_ENV).map(([k, v]) => `Environment=${k}=${v}`));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
