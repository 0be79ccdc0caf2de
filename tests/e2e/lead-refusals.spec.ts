import { expect, test, type BrowserContext, type Locator, type Page, type Route } from "./test";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { asNewShopper } from "./fixtures";
import { fillContact } from "./lead-fill";
import { findCar, GROUP, PORT, siteUrl } from "./vehicle-fixtures";

/**
 * A lead POST refused before the form's action sees it (issue 10 §6 guards:
 * 403 cross-site, 413 body too large) or by the lead limits (429) shows in
 * the form's destructive alert with the server's message (spec 02 §8), with
 * JavaScript (the dialog stays open) and without it (the page comes back with
 * the form), never a blank page. The refusals are made real by changing the
 * browser's own request on its way: a padded body; for the origin check, the
 * header a TLS-ending proxy adds (X-Forwarded-Proto: https, believed from
 * loopback in these tests), so the page's http:// Origin is not the site's
 * origin, the refusal a shopper meets behind a proxy that is set up wrong
 * (Chromium does not let a test change Origin itself).
 */

const carOf = (request: Parameters<typeof findCar>[0]) =>
  findCar(request, GROUP, "lead-forms", {
    query: "status=in_stock",
    page: (html) => html.includes('data-testid="open-enquiry"'),
  });

const FORBIDDEN =
  /^Forbidden: requests that change anything must come from this site; Origin "http:\/\/greywattle\.localhost:\d+" is not this site\.$/;
const TOO_LARGE = "The request body is too large: this address accepts at most 32 kB.";

type Change = "origin-check" | "too-large";

const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** The next POST the page sends is changed so that the origin check, or the body limit, refuses it. */
async function changeNextPost(page: Page, change: Change, pathStart = "/cars/") {
  await page.route(
    (url) => url.pathname.startsWith(pathStart),
    async (route: Route) => {
      const req = route.request();
      if (req.method() !== "POST") return route.fallback();
      if (change === "origin-check") return route.continue({ headers: { ...req.headers(), "x-forwarded-proto": "https" } });
      return route.continue({ postData: `${req.postData() ?? ""}&padding=${"x".repeat(40 * 1024)}` });
    },
    { times: 1 },
  );
}

async function fillEnquiry(scope: Locator, phone: string) {
  // A page reached by a link with a #fragment scrolls to it when the load ends: a click made while
  // that scroll is pending can land beside the checkbox (a no-JavaScript CI run failed so).
  await scope.page().waitForLoadState("load");
  await scope.getByLabel("First Name").fill("Rhea");
  await scope.getByLabel("Last Name").fill("Fused");
  await scope.getByLabel("Email Address").fill("rhea@example.com");
  await scope.getByLabel("Mobile Number").fill(phone);
  await scope.getByLabel("I agree to the terms of use").check();
}

for (const change of ["origin-check", "too-large"] as const) {
  const message = change === "origin-check" ? FORBIDDEN : TOO_LARGE;

  test(`with JavaScript, a ${change} refusal shows in the dialog's alert with the server's message`, async ({
    page,
    context,
    request,
  }) => {
    const { phone } = await asNewShopper(context);
    const car = await carOf(request);
    await page.goto(car.url);
    await page.waitForLoadState("networkidle");
    await page.locator(".sidebar").getByRole("link", { name: "Email Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Email Us" });
    await fillEnquiry(dialog, phone);
    await changeNextPost(page, change);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    expect((await answer).status()).toBe(change === "origin-check" ? 403 : 413);
    await expect(dialog.getByTestId("lead-form-error")).toHaveText(message);
    // Still the form, with what was typed: the shopper can send it again.
    await expect(dialog.getByLabel("First Name")).toHaveValue("Rhea");
    await expect(page).toHaveURL(car.url);
    await shot(page, `refusal-js-${change}`);
  });

  test(`without JavaScript, a ${change} refusal comes back as the page with the form and the server's message`, async ({
    browser,
    request,
  }) => {
    const car = await carOf(request);
    const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false });
    const { phone } = await asNewShopper(context);
    const page = await context.newPage();
    await page.goto(`${car.url}?form=enquiry#enquiry`);
    const form = page.getByTestId("lead-inline-enquiry");
    await fillEnquiry(form, phone);
    await changeNextPost(page, change);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    expect((await answer).status()).toBe(change === "origin-check" ? 403 : 413);
    await expect(page.getByTestId("lead-inline-enquiry").getByTestId("lead-form-error")).toHaveText(message);
    await expect(page.getByRole("heading", { name: "Email Us" })).toBeVisible();
    await page.getByTestId("lead-inline-enquiry").scrollIntoViewIfNeeded();
    await shot(page, `refusal-nojs-${change}`);
    await context.close();
  });
}

test("an enquiry page's form (/contact) shows a refusal the same way, with and without JavaScript", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const { phone } = await asNewShopper(context);
    const page = await context.newPage();
    await page.goto(siteUrl(GROUP, "/contact"));
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await fillContact(page, phone, "Please call me back.");
    await changeNextPost(page, "too-large", "/contact");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByTestId("lead-form-error"), `javaScriptEnabled: ${javaScriptEnabled}`).toHaveText(TOO_LARGE);
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  }
});

test("the lead limit's 429 shows its message in the form, with and without JavaScript", async ({ browser, request }) => {
  const car = await carOf(request);
  const phone = `0413 ${String(Date.now() % 1_000_000).padStart(6, "0")}`.replace(/(\d{3})(\d{3})$/, "$1 $2");
  // The phone's five leads an hour (server/leads/limits.server.ts), each from an address of its own.
  for (let i = 0; i < 5; i++) {
    const res = await request.post(`http://127.0.0.1:${PORT}/api/leads`, {
      headers: {
        host: `${GROUP}.localhost:${PORT}`,
        origin: siteUrl(GROUP, "").replace(/\/$/, ""),
        "x-forwarded-for": `203.0.113.${10 + i}`,
      },
      data: {
        form: "vehicle_enquiry",
        car_id: car.id,
        fields: {
          name: "Lim",
          last_name: "Ited",
          email: "lim@example.com",
          phone,
          message: "Still available?",
          terms_conditions: true,
          submission_id: randomUUID(),
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await asNewShopper(context);
    const page = await context.newPage();
    await page.goto(`${car.url}?form=enquiry#enquiry`);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const form = page.getByTestId("lead-inline-enquiry");
    await fillEnquiry(form, phone);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByTestId("lead-inline-enquiry").getByTestId("lead-form-error")).toHaveText(
      /^Too many enquiries have been sent with this phone number\./,
    );
    await context.close();
  }
});
