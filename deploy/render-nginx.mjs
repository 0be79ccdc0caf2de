#!/usr/bin/env node
// Renders the nginx configuration for this machine's server processes
// (docs/DEPLOY.md). The site config for Debian's nginx:
//
//   node deploy/render-nginx.mjs --ports 3001-3002 --out /etc/nginx/conf.d/dealer-platform.conf
//
// or a whole configuration in one directory, for nginx run by hand or by a test:
//
//   node deploy/render-nginx.mjs --ports 3001,3002 --listen 127.0.0.1:8080 --standalone /tmp/nginx
//   nginx -c /tmp/nginx/nginx.conf -g 'daemon off;'
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { parsePorts } from "./ports.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const USAGE = `node deploy/render-nginx.mjs [options]
  --ports LIST          the server processes' ports: 3001-3004 or 3001,3002 (default: one per core from 3001)
  --upstream-host HOST  where they listen (default 127.0.0.1)
  --listen ADDRESS      where nginx listens for HTTP (default 80)
  --tls-cert FILE --tls-key FILE
                        also listen on 443 with TLS
  --trusted-proxy CIDR  a load balancer in front, whose X-Forwarded-For/-Proto are believed (repeatable)
  --client-dir DIR      the build's browser files (default: build/client beside deploy/, or $BUILD_DIR/client);
                        give the path through the 'current' link on a server
  --access-log FILE     (default /var/log/nginx/dealer-platform.access.log, or DIR/access.log)
  --brotli auto|on|off  brotli_static when nginx has the module (default auto)
  --out FILE            write the site config there (default: print it)
  --standalone DIR      write a whole configuration into DIR: nginx -c DIR/nginx.conf
  --user USER           with --standalone, started as root: the workers' user (default nobody)
  --mime-types FILE     with --standalone (default /etc/nginx/mime.types)
  --nginx FILE          the nginx binary asked about modules (default /usr/sbin/nginx)`;

const { values } = parseArgs({
  options: {
    help: { type: "boolean" },
    ports: { type: "string" },
    "upstream-host": { type: "string", default: "127.0.0.1" },
    listen: { type: "string", default: "80" },
    "client-dir": { type: "string" },
    "access-log": { type: "string" },
    "trusted-proxy": { type: "string", multiple: true, default: [] },
    "tls-cert": { type: "string" },
    "tls-key": { type: "string" },
    brotli: { type: "string", default: "auto" },
    nginx: { type: "string", default: "/usr/sbin/nginx" },
    "mime-types": { type: "string", default: "/etc/nginx/mime.types" },
    user: { type: "string", default: "nobody" },
    out: { type: "string" },
    standalone: { type: "string" },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Values land inside nginx directives: nothing that could end one (";", braces,
// quotes, spaces, new lines) may get through.
const word = z.string().regex(/^[^\s;{}"'#$]+$/, "must not contain spaces, quotes, ';', '{', '}', '#' or '$'");
const absolutePath = word.refine((p) => path.isAbsolute(p), "must be an absolute path");
const options = z
  .object({
    help: z.boolean().optional(),
    "upstream-host": word,
    listen: word,
    "client-dir": absolutePath.optional(),
    "access-log": absolutePath.optional(),
    "trusted-proxy": z.array(word.regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, "must be an IP address or CIDR range")),
    "tls-cert": absolutePath.optional(),
    "tls-key": absolutePath.optional(),
    brotli: z.enum(["auto", "on", "off"]),
    nginx: z.string(),
    "mime-types": absolutePath,
    user: word,
    out: z.string().optional(),
    standalone: z.string().optional(),
  })
  .refine((o) => !o["tls-cert"] === !o["tls-key"], { message: "give both or neither", path: ["tls-cert"] })
  .safeParse(values);
if (!options.success) {
  for (const issue of options.error.issues) console.error(`--${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}
const o = options.data;
const ports = parsePorts(values.ports, "--ports");
const standalone = o.standalone && path.resolve(o.standalone);
const appDir = path.resolve(HERE, "..");
const clientDir = o["client-dir"] ?? path.resolve(appDir, process.env.BUILD_DIR ?? "build", "client");
if (!fs.existsSync(path.join(clientDir, "assets"))) {
  console.error(`--client-dir: ${clientDir}/assets does not exist (build first: npx react-router build)`);
  process.exit(2);
}
const brotli = brotliSupport(o.brotli);

const site = fill(read("dealer-platform.conf.template"), {
  UPSTREAM_SERVERS: ports.map((p) => `    server ${o["upstream-host"]}:${p} max_fails=3 fail_timeout=5s;`).join("\n"),
  LISTEN: o.listen,
  TLS: o["tls-cert"]
    ? [
        "    listen 443 ssl http2 default_server;",
        `    ssl_certificate ${o["tls-cert"]};`,
        `    ssl_certificate_key ${o["tls-key"]};`,
      ].join("\n")
    : "",
  ACCESS_LOG: o["access-log"] ?? (standalone ? `${standalone}/access.log` : "/var/log/nginx/dealer-platform.access.log"),
  CLIENT_DIR: clientDir,
  BROTLI_STATIC: brotli.use ? "        brotli_static on;" : "        # brotli_static: the nginx brotli module is not installed",
  TRUSTED_PROXY_RANGES: o["trusted-proxy"].map((range) => `    ${range} 1;`).join("\n"),
  REAL_IP: o["trusted-proxy"].length
    ? [
        ...o["trusted-proxy"].map((range) => `    set_real_ip_from ${range};`),
        "    real_ip_header X-Forwarded-For;",
        "    real_ip_recursive on;",
      ].join("\n")
    : "",
});

if (standalone) {
  // Started as root, nginx runs its workers as --user, who must be able to write request bodies to the temp dirs.
  const worker = process.getuid?.() === 0 ? userIds(o.user) : undefined;
  fs.mkdirSync(standalone, { recursive: true });
  if (worker) fs.chmodSync(standalone, 0o755);
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    const tmp = path.join(standalone, "tmp", dir);
    fs.mkdirSync(tmp, { recursive: true });
    if (worker) fs.chownSync(tmp, worker.uid, worker.gid);
  }
  const sitePath = path.join(standalone, "dealer-platform.conf");
  fs.writeFileSync(sitePath, site);
  const main = fill(read("nginx.conf.template"), {
    LOAD_MODULES: brotli.load ? `load_module ${brotli.load};` : "",
    USER: worker ? `user ${o.user} ${worker.group};` : "",
    PREFIX: standalone,
    ERROR_LOG: `${standalone}/error.log`,
    MIME_TYPES: o["mime-types"],
    SITE_CONF: sitePath,
  });
  fs.writeFileSync(path.join(standalone, "nginx.conf"), main);
  console.log(path.join(standalone, "nginx.conf"));
} else if (o.out) {
  fs.writeFileSync(o.out, site);
  console.log(o.out);
} else {
  process.stdout.write(site);
}

function read(name) {
  return fs.readFileSync(path.join(HERE, "nginx", name), "utf8");
}

function fill(template, vars) {
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in vars)) throw new Error(`template placeholder {{${name}}} has no value`);
    return vars[name];
  });
  // An option left empty leaves an empty line, not a stray blank block.
  return text.replace(/\n[ \t]*\n(?=[ \t]*\n)/g, "\n");
}

function userIds(user) {
  const id = (flag) => spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim();
  const uid = Number(id("-u"));
  if (!id("-u")) {
    console.error(`--user: no user '${user}' on this machine`);
    process.exit(2);
  }
  return { uid, gid: Number(id("-g")), group: id("-gn") };
}

/** brotli_static only where the module exists: built in (nginx -V) or Debian's libnginx-mod-http-brotli-static. */
function brotliSupport(mode) {
  if (mode === "off") return { use: false };
  // nginx -V prints its build options on stderr.
  const version = spawnSync(o.nginx, ["-V"], { encoding: "utf8" });
  const builtIn = /brotli/.test(`${version.stdout}${version.stderr}`);
  const module = fs.existsSync(BROTLI_MODULE);
  if (mode === "on" && !builtIn && !module) {
    console.error(`--brotli on: nginx has no brotli module (apt-get install libnginx-mod-http-brotli-static)`);
    process.exit(2);
  }
  // Debian's nginx.conf loads installed modules from modules-enabled; a standalone config must load it itself.
  return { use: builtIn || module, load: !builtIn && module ? BROTLI_MODULE : undefined };
}
