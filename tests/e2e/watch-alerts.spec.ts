import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { request, startServer, type ServerProcess } from "../setup/server-process";
import { seriousViolations } from "./axe";

/**
 * Issue 11 §9: "an alert is sent once when a feed drops a saved car's price"
 * (and §8: the one-click unsubscribe stops further alerts). A server of its
 * own on a fresh data directory, set up as an operator would: the tenants
 * applied, the stock imported and a feed key issued with the CLI; then a
 * shopper signs in by phone code in Chromium and saves two cars, and the
 * dealer's stock system posts feeds to /api/feed.
 */

const SLUG = "alerts-e2e";
const OTHER = "alerts-e2e-other";
const PHONE = "0412 400 001";
const E164 = "+61412400001";

function tenant(slug: string, name: string) {
  return {
    slug,
    name,
    domains: [`www.${slug}.example`],
    theme: { primary_colour: "#1e3a34", secondary_colour: "#d9a441" },
    features: { watchlist: true },
    dealerships: [{ id: "d1", slug: `${slug}-dealer`, name }],
    locations: [
      {
        id: "l1",
        name: `${name} Brisbane`,
        slug: `${slug}-brisbane`,
        primary: true,
        dealership_id: "d1",
        address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
        contact_detail: { phone: "07 3000 0000" },
      },
    ],
  };
}

const car = (stocknum: string, model: string, price: number) => ({
  stocknum,
  year: 2021,
  make: "Toyota",
  model,
  car_type: "used",
  status: "in_stock",
  price,
  km: 42000,
  location_id: "l1",
  images: [{ image: "/demo-photos/sedan-1.svg", thumb: null }],
});
const RAV4 = car("AE1", "RAV4", 33990);
const CAMRY = car("AE2", "Camry", 29990);

interface Sms {
  to: string;
  body: string;
  date: string;
}

test.describe("watchlist alerts", () => {
  let dir: string;
  let server: ServerProcess;
  let feedKey: string;
  const site = (p: string, slug = SLUG) => `http://${slug}.localhost:${server.port}${p}`;
  const smsTo = (): Sms[] => {
    const folder = path.join(dir, "sms");
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((n) => n.endsWith(".json"))
      .sort()
      .map((n) => JSON.parse(fs.readFileSync(path.join(folder, n), "utf8")) as Sms)
      .filter((m) => m.to === E164);
  };
  const alertTexts = () => smsTo().filter((m) => !/^\d{6}\b/.test(m.body));
  const postFeed = (rows: unknown[]) =>
    request(server.port, "POST", "/api/feed", `${SLUG}.localhost`, JSON.stringify(rows), {
      authorization: `Bearer ${feedKey}`,
      "content-type": "application/json",
    });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "alerts-e2e-"));
    const cli = (...args: string[]) =>
      execFileSync("node_modules/.bin/tsx", ["cli/index.ts", ...args], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "warn" },
        encoding: "utf8",
      });
    for (const [slug, name] of [
      [SLUG, "Alert Motors"],
      [OTHER, "Other Motors"],
    ]) {
      const file = path.join(dir, `${slug}.json`);
      fs.writeFileSync(file, JSON.stringify(tenant(slug, name)));
      cli("tenant", "apply", file);
    }
    const stock = path.join(dir, "stock.json");
    fs.writeFileSync(stock, JSON.stringify([RAV4, CAMRY]));
    cli("inventory", "import", SLUG, stock);
    feedKey = cli("tenant", "key", SLUG).trim().split("\n").at(-1)!;
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: "", OUTBOX_POLL_MS: "200" });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signIn(page: Page) {
    await page.goto(site("/sign-in?type=watchlist&redirect=%2Fmy-garage"));
    await page.waitForLoadState("networkidle");
    await page.getByLabel("First Name").fill("Ann");
    await page.getByLabel("Last Name").fill("Lee");
    await page.getByLabel("Email Address").fill("ann@example.com");
    await page.getByLabel("Mobile Number").fill(PHONE);
    const before = smsTo().length;
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect.poll(() => smsTo().length, { timeout: 15_000 }).toBeGreaterThan(before);
    const code = /^(\d{6})/.exec(smsTo().at(-1)!.body)![1];
    await page.getByLabel("Verification Code").fill(code);
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    await page.waitForURL(/\/my-garage$/);
  }

  async function carIds(): Promise<Record<string, number>> {
    const r = await request(server.port, "GET", "/api/search", `${SLUG}.localhost`);
    const hits = (JSON.parse(r.body) as { hits: { id: number; stocknum?: string; stock_number?: string; model: string }[] }).hits;
    return Object.fromEntries(hits.map((h) => [h.model, h.id]));
  }

  test("an alert is sent once when a feed drops a saved car's price; the unsubscribe link stops further alerts", async ({
    page,
  }) => {
    await signIn(page);
    const ids = await carIds();
    for (const id of [ids.RAV4, ids.Camry]) {
      const saved = await page.evaluate(async (carId) => {
        const res = await fetch("/api/watchlist/save-car", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ car_id: carId }),
        });
        return res.status;
      }, id);
      expect(saved).toBe(200);
    }

    // The feed lowers the RAV4's price: one SMS naming the dealer, the car and the new price.
    expect((await postFeed([{ ...RAV4, price: 31990 }])).status).toBe(200);
    await expect.poll(() => alertTexts().length, { timeout: 15_000 }).toBe(1);
    const [alert] = alertTexts();
    expect(alert.body).toMatch(
      /^Alert Motors: Price drop on the 2021 Toyota RAV4 you saved: now \$31,990 \(was \$33,990\)\. https:\/\/www\.alerts-e2e\.example\/cars\/\S+ Stop alerts: https:\/\/www\.alerts-e2e\.example\/pages\/unsubscribe\?token=\S+$/,
    );

    // A second drop the same day: no second alert for that car.
    expect((await postFeed([{ ...RAV4, price: 30990 }])).status).toBe(200);
    await page.waitForTimeout(2000);
    expect(alertTexts()).toHaveLength(1);

    // The link (on this test's host): a confirmation first, nothing changed by the GET.
    const link = new URL(/Stop alerts: (\S+)$/.exec(alert.body)![1]);
    const unsubscribePath = `${link.pathname}${link.search}`;
    // Another dealer's site refuses the token.
    const elsewhere = await page.goto(site(unsubscribePath, OTHER));
    expect(elsewhere?.status()).toBe(404);
    await expect(page.getByText("This unsubscribe link is not valid on this site.")).toBeVisible();

    await page.goto(site(unsubscribePath));
    await expect(page.getByRole("heading", { name: "Stop car alerts from Alert Motors?" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

    // The Camry's price drops: nothing is sent any more.
    expect((await postFeed([{ ...CAMRY, price: 27990 }])).status).toBe(200);
    await page.waitForTimeout(2500);
    expect(alertTexts()).toHaveLength(1);

    // Back on by SMS from the same page; then a mail program's RFC 8058 one-click POST (a server: no Origin, no cookie).
    await page.getByRole("button", { name: "Turn alerts back on by SMS" }).click();
    await expect(page.getByRole("heading", { name: "Stop car alerts from Alert Motors?" })).toBeVisible();
    const oneClick = await request(server.port, "POST", unsubscribePath, `${SLUG}.localhost`, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(oneClick.status).toBe(200);
    await page.goto(site(unsubscribePath));
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });
});
