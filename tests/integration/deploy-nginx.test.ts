import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importVehicles } from "~/server/inventory/import.server";
import { applyTenant, issueFeedKey } from "~/server/tenants/repository.server";
import { tenantConfig, vehicleRow } from "../setup/builders";
import { openTestPostgres, type TestDatabase } from "../setup/databases";
import { deploymentUnavailable, request, startDeployment, waitUntil, type Deployment } from "../setup/deployment";

/**
 * Issue 8 §7 and §3: the production configuration of deploy/ — nginx in front
 * of two `node server.js` processes run by deploy/supervisor.mjs on one
 * PostgreSQL — serves every tenant by its Host, makes a feed searchable in
 * both processes, spreads the load, and survives a process being killed.
 *
 * One deployment serves every case: a case is one `it` that talks to nginx
 * (`get`, `post`) and reads `deployment.accessLog()` to see which process
 * answered each request (the user agent names the request).
 */
const unavailable = deploymentUnavailable();
if (unavailable) console.warn(`deploy-nginx.test.ts skipped: ${unavailable}`);

describe.skipIf(unavailable)(
  `deploy/: nginx in front of two server processes${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    let database: TestDatabase;
    let deployment: Deployment;
    let feedKey: string;
    let alphaSlug: string;
    // As a browser sends it: the port nginx listens on is part of the Host.
    const host = (tenant: "alpha" | "bravo" | "nobody") => `deploy-${tenant}.localhost:${deployment.port}`;
    const get = (tenant: "alpha" | "bravo" | "nobody", url: string, headers: Record<string, string> = {}) =>
      request(deployment.port, { path: url, host: host(tenant), headers: { "user-agent": "deploy-test", ...headers } });
    const search = async (port: number, query: string, userAgent = "deploy-test") => {
      const res = await request(port, {
        path: `/api/search?${query}`,
        host: host("alpha"),
        headers: { "user-agent": userAgent },
      });
      expect(res.status).toBe(200);
      return JSON.parse(res.body) as { count: number; hits: { make: string; slug: string }[] };
    };
    // nginx writes a request's log line after it has sent the answer, so the
    // client can read the answer before the line is there: wait for it.
    const servedBy = async (userAgent: string) => {
      const entry = () => deployment.accessLog().find((e) => e.userAgent === userAgent);
      await waitUntil(async () => entry() !== undefined, 2000, `no access-log line for ${userAgent}`);
      return entry()!.upstreamPort;
    };

    beforeAll(async () => {
      database = await openTestPostgres(process.env.TEST_DATABASE_URL!);
      const alpha = await applyTenant(database.db, tenantConfig({ slug: "deploy-alpha", name: "Alpha Deploy Motors" }));
      const bravo = await applyTenant(database.db, tenantConfig({ slug: "deploy-bravo", name: "Bravo Deploy Motors" }));
      const rows = (data: ReturnType<typeof vehicleRow>[]) => data.map((d, i) => ({ row: i + 1, data: d }));
      await importVehicles(database.db, alpha.id, rows([vehicleRow({ make: "Toyota" }), vehicleRow({ make: "Toyota" })]), {
        mode: "upsert",
      });
      await importVehicles(database.db, bravo.id, rows([vehicleRow({ make: "Mazda", model: "CX-5" })]), { mode: "upsert" });
      feedKey = await issueFeedKey(database.db, alpha.id);
      deployment = await startDeployment(database.url!);
    }, 120_000);

    afterAll(async () => {
      await deployment?.stop();
      await database?.close();
    }, 60_000);

    it("serves each tenant's pages and search by the Host header, never by X-Forwarded-Host", async () => {
      const alpha = await get("alpha", "/api/search");
      const bravo = await get("bravo", "/api/search", { "x-forwarded-host": host("alpha") });
      expect(alpha.status).toBe(200);
      expect(bravo.status).toBe(200);
      const alphaHits = (JSON.parse(alpha.body) as { hits: { make: string; slug: string }[] }).hits;
      expect(alphaHits.map((h) => h.make)).toEqual(["Toyota", "Toyota"]);
      expect((JSON.parse(bravo.body) as { hits: { make: string }[] }).hits.map((h) => h.make)).toEqual(["Mazda"]);
      alphaSlug = alphaHits[0].slug;

      const listing = await get("bravo", "/search/used-cars");
      expect(listing.status).toBe(200);
      expect(listing.body).toContain("Bravo Deploy Motors");
      expect(listing.body).toContain("CX-5");
      expect((await get("alpha", `/cars/${alphaSlug}`)).status).toBe(200);
      expect((await get("bravo", `/cars/${alphaSlug}`)).status).toBe(404);
      const unknown = await get("nobody", "/search/used-cars");
      expect(unknown.status).toBe(404);
      expect(unknown.body).toContain("Site not found");
    });

    it("accepts a same-origin form post through nginx and refuses a cross-site one", async () => {
      const hit = (JSON.parse((await get("alpha", "/api/search")).body) as { hits: { id: string }[] }).hits[0];
      const form = new URLSearchParams({ car_id: String(hit.id), website_id: "deploy-alpha" }).toString();
      const post = (origin: string) =>
        request(deployment.port, {
          method: "POST",
          path: "/api/phone-reveal",
          host: host("alpha"),
          headers: { "content-type": "application/x-www-form-urlencoded", origin, "user-agent": "reveal-check" },
          body: form,
        });
      // nginx is the trusted proxy (TRUSTED_PROXIES=loopback): the scheme and host it passes on make the origin.
      expect((await post(`http://${host("alpha")}`)).status).toBe(303);
      expect((await post("https://evil.example")).status).toBe(403);
    });

    it("serves the build's browser assets itself, as the pre-compressed gzip copies, immutable", async () => {
      const dir = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
      const name = fs.readdirSync(dir).find((f) => f.endsWith(".js") && fs.existsSync(path.join(dir, `${f}.gz`)))!;
      const res = await get("alpha", `/assets/${name}`, { "accept-encoding": "gzip", "user-agent": "asset-check" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["content-length"]).toBe(String(fs.statSync(path.join(dir, `${name}.gz`)).size));
      expect(res.headers["cache-control"]).toContain("immutable");
      // Answered by nginx's /assets/ location (not logged), never proxied to a server process.
      // (The proxied search after it is logged, so the log has caught up past this request.)
      const later = "after-asset-check";
      await search(deployment.port, "", later);
      await servedBy(later);
      expect(deployment.accessLog().some((e) => e.userAgent === "asset-check")).toBe(false);
    });

    it("passes a cached page's compressed bytes, strong ETag and 304 through nginx as the process sent them", async () => {
      const ae = { "accept-encoding": "gzip, deflate, br" };
      const page = "/search/used-cars?sort=price-low";
      // Each process keeps its own pages: ask until one answers from its cache.
      let hit: Awaited<ReturnType<typeof get>> | undefined;
      await waitUntil(
        async () => {
          const res = await get("alpha", page, ae);
          if (res.headers["x-cache"] === "HIT") hit = res;
          return hit !== undefined;
        },
        30_000,
        "no page cache hit through nginx",
      );
      expect(hit!.headers["content-encoding"]).toBe("br");
      expect(hit!.headers.vary).toBe("Accept-Encoding");
      expect(Number(hit!.headers["content-length"])).toBeGreaterThan(1000);
      // Strong (nginx weakens an ETag only when it compresses a response itself).
      expect(hit!.headers.etag).toMatch(/^"[\w-]+-br"$/);
      expect(hit!.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      // A process holding that page answers the browser's validator with 304 and no body.
      let notModified: Awaited<ReturnType<typeof get>> | undefined;
      await waitUntil(
        async () => {
          const res = await get("alpha", page, { ...ae, "if-none-match": hit!.headers.etag! });
          if (res.status === 304) notModified = res;
          return notModified !== undefined;
        },
        30_000,
        "no 304 through nginx",
      );
      expect(notModified!.body).toBe("");
      expect(notModified!.headers.etag).toBe(hit!.headers.etag);
    });

    it("makes a feed posted through nginx searchable through both processes", async () => {
      expect((await search(deployment.port, "query=zephyrine")).count).toBe(0);
      const posted = await request(deployment.port, {
        method: "POST",
        path: "/api/feed",
        host: host("alpha"),
        headers: { "content-type": "application/json", authorization: `Bearer ${feedKey}` },
        body: JSON.stringify([vehicleRow({ stocknum: "NGX1", make: "Kia", model: "Zephyrine" })]),
      });
      expect(posted.status).toBe(200);
      expect(JSON.parse(posted.body)).toMatchObject({ created: 1, errors: [] });
      // Each process learns of it by its registry's poll (app/server/sync.test.ts: one poll shows a change).
      for (const port of deployment.serverPorts) {
        await waitUntil(async () => (await search(port, "query=zephyrine")).count === 1, 30_000, `port ${port} never found it`);
      }
      // And through nginx, whichever process answers.
      for (let i = 0; i < 6; i++) expect((await search(deployment.port, "query=zephyrine", `feed-check-${i}`)).count).toBe(1);
      const ports = new Set(await Promise.all(Array.from({ length: 6 }, (_, i) => servedBy(`feed-check-${i}`))));
      expect([...ports].sort()).toEqual([...deployment.serverPorts].sort());
    });

    it("answers a feed over 50 MB with the feed API's JSON 413 before reading it", async () => {
      const res = await request(deployment.port, {
        method: "POST",
        path: "/api/feed",
        host: host("alpha"),
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${feedKey}`,
          "content-length": String(51 * 2 ** 20),
        },
      }).catch((err: NodeJS.ErrnoException) => ({ status: 0, headers: {}, body: String(err.code) }));
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ error: "The body is larger than 50 MB" });
    });

    it("spreads requests over both processes", async () => {
      for (let i = 0; i < 12; i++) await search(deployment.port, "", `spread-${i}`);
      const counts = new Map<number | undefined, number>();
      for (let i = 0; i < 12; i++) {
        const port = await servedBy(`spread-${i}`);
        counts.set(port, (counts.get(port) ?? 0) + 1);
      }
      for (const port of deployment.serverPorts) expect(counts.get(port) ?? 0).toBeGreaterThanOrEqual(3);
    });

    it("restarts a process killed with SIGKILL, and nginx answers from the other meanwhile", async () => {
      const victim = deployment.serverPorts[0];
      const oldPid = deployment.pidOf(victim)!;
      const mark = deployment.supervisorLog.length;
      process.kill(oldPid, "SIGKILL");

      const ready = deployment.waitForLog("server process ready", victim, mark, 30_000);
      let settled = false;
      ready.then(
        () => (settled = true),
        () => (settled = true), // Rethrown by `await ready` below.
      );
      const statuses: number[] = [];
      while (!settled) {
        statuses.push((await get("alpha", "/api/search", { "user-agent": `while-down-${statuses.length}` })).status);
        await new Promise((r) => setTimeout(r, 50));
      }
      await ready;
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);

      const died = deployment.supervisorLog.slice(mark).find((e) => e.msg === "server process died; restarting it");
      expect(died).toMatchObject({ port: victim, pid: oldPid, signal: "SIGKILL" });
      expect(deployment.pidOf(victim)).not.toBe(oldPid);
      expect((await search(victim, "query=zephyrine")).count).toBe(1);
      // nginx sends it requests again once its fail_timeout (5 s) has passed.
      let n = 0;
      await waitUntil(
        async () => {
          const userAgent = `after-restart-${n++}`;
          await search(deployment.port, "", userAgent);
          return (await servedBy(userAgent)) === victim;
        },
        10_000,
        "nginx never sent a request to the restarted process",
      );
    });
  },
);
