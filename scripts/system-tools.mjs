// The programs the test suite needs besides Node's packages, checked before anything runs
// (scripts/test.mjs): a fresh machine learns at once what to install, not at the browser
// step twenty minutes in. On Debian and Ubuntu, as root, npm test installs them itself.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** What each tool is for, where the suite looks for it, and the Debian package that has it. */
export function systemTools(env = process.env) {
  return [
    { name: "Chromium", use: "the browser tests", file: env.CHROMIUM_PATH ?? "/usr/bin/chromium", pkg: "chromium" },
    {
      name: "the Liberation fonts",
      use: "the browser tests' page layout",
      file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      pkg: "fonts-liberation",
    },
    { name: "xmllint", use: "the ADF lead validation", command: "xmllint", pkg: "libxml2-utils" },
    { name: "nginx", use: "the deployment test", file: env.NGINX_BIN ?? "/usr/sbin/nginx", pkg: "nginx" },
  ];
}

/** The tools not found: a file that does not exist, or a command on no directory of PATH. */
export function missingTools(tools, env = process.env, exists = fs.existsSync) {
  const dirs = (env.PATH ?? "").split(path.delimiter).filter(Boolean);
  return tools.filter((t) => (t.file ? !exists(t.file) : !dirs.some((d) => exists(path.join(d, t.command)))));
}

/** The one command that installs the missing tools' packages. */
export function installCommand(missing, { root }) {
  const pkgs = [...new Set(missing.map((t) => t.pkg))].join(" ");
  const sudo = root ? "" : "sudo ";
  return `${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkgs}`;
}

/**
 * What to do about the missing tools: nothing; install them (as root, with
 * apt-get, as .ci/run's machines are); or stop, naming them and the command.
 */
export function plan(missing, { root, apt }) {
  if (missing.length === 0) return { action: "none" };
  if (root && apt) return { action: "install", command: installCommand(missing, { root }) };
  const how = apt
    ? `Install them with:\n  ${installCommand(missing, { root })}`
    : `Install the packages ${missing.map((t) => t.pkg).join(", ")} (their Debian names) with your system's package manager` +
      " (CHROMIUM_PATH and NGINX_BIN name programs installed elsewhere).";
  return { action: "stop", message: needs(missing, how) };
}

function needs(missing, how) {
  const list = missing.map((t) => `  ${t.name} (${t.use}): ${t.file ?? `${t.command} on PATH`}`).join("\n");
  return `npm test needs programs this machine does not have:\n${list}\n${how}`;
}

/** Checks the tools and installs or stops; returns only when every tool is there. */
export function ensureSystemTools() {
  const tools = systemTools();
  const missing = missingTools(tools);
  const root = process.getuid?.() === 0;
  const apt = fs.existsSync("/usr/bin/apt-get");
  const next = plan(missing, { root, apt });
  if (next.action === "none") return;
  if (next.action === "stop") {
    console.error(next.message);
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${next.command}`);
  const r = spawnSync("sh", ["-c", next.command], { stdio: "inherit" });
  const still = missingTools(tools);
  if (r.status !== 0 || still.length > 0) {
    const outcome = r.status === 0 ? "did not provide them" : "failed";
    console.error(needs(still.length ? still : missing, `Installing them ${outcome} (${next.command}).`));
    process.exit(1);
  }
}
