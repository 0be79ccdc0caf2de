import path from "node:path";
import { describe, expect, it } from "vitest";
import { installCommand, missingTools, plan, systemTools } from "./system-tools.mjs";

describe("npm test's check of the system tools", () => {
  const tools = systemTools({});
  const present =
    (...files) =>
    (f) =>
      files.includes(f);

  it("looks for Chromium, the fonts, xmllint and nginx where the tests use them", () => {
    expect(tools.map((t) => t.pkg)).toEqual(["chromium", "fonts-liberation", "libxml2-utils", "nginx"]);
    const moved = systemTools({ CHROMIUM_PATH: "/opt/chrome/chrome", NGINX_BIN: "/opt/nginx/sbin/nginx" });
    expect(moved.map((t) => t.file ?? t.command)).toEqual([
      "/opt/chrome/chrome",
      "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      "xmllint",
      "/opt/nginx/sbin/nginx",
    ]);
  });

  it("finds a command on any directory of PATH, a program at its path", () => {
    const env = { PATH: ["/usr/local/bin", "/usr/bin"].join(path.delimiter) };
    const all = present(
      "/usr/bin/chromium",
      "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      "/usr/sbin/nginx",
    );
    expect(missingTools(tools, env, (f) => all(f) || f === "/usr/bin/xmllint")).toEqual([]);
    expect(missingTools(tools, env, all).map((t) => t.name)).toEqual(["xmllint"]);
    expect(missingTools(tools, { PATH: "" }, () => true).map((t) => t.name)).toEqual(["xmllint"]);
  });

  it("does nothing when everything is there", () => {
    expect(plan([], { root: false, apt: false })).toEqual({ action: "none" });
  });

  it("installs the missing packages with apt-get as root", () => {
    const missing = tools.filter((t) => t.pkg === "chromium" || t.pkg === "nginx");
    expect(plan(missing, { root: true, apt: true })).toEqual({
      action: "install",
      command: "apt-get update && env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium nginx",
    });
  });

  it("otherwise stops at once, naming what is missing and the one command to run", () => {
    const missing = tools.filter((t) => t.pkg === "libxml2-utils");
    const stop = plan(missing, { root: false, apt: true });
    expect(stop.action).toBe("stop");
    expect(stop.message).toContain("xmllint (the ADF lead validation): xmllint on PATH");
    expect(stop.message).toContain(
      "\n  sudo apt-get update && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y libxml2-utils",
    );
    expect(installCommand(missing, { root: false })).toBe(
      "sudo apt-get update && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y libxml2-utils",
    );
    const elsewhere = plan(missing, { root: true, apt: false });
    expect(elsewhere.action).toBe("stop");
    expect(elsewhere.message).toContain("Install the packages libxml2-utils (their Debian names)");
  });
});
