import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTION_FIELD, emptyAttribution, recordLanding, recordPageView } from "~/domain/leads/attribution";
import { addDays } from "~/domain/locations/time-zones";
import { leads, vehicles } from "~/server/db/schema.server";
import { recordPageViewCookie } from "~/server/leads/attribution-cookie.server";
import { vehicleRow } from "../../tests/setup/builders";
import { demoConfig } from "../../tests/setup/demo-configs";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as enquiryAction, loader as enquiryLoader } from "./enquiry";
import { action as vehicleAction } from "./vehicle";

/**
 * Issue 17 §1: every lead, from every form, with and without JavaScript, on
 * every demo tenant, carries the same attributes (spec 01 §3 'Lead': source,
 * lead_attributes {visited_pages, linked_query_params}). With JavaScript the
 * form's hidden field carries what the browser kept (ui/lead-attribution.ts);
 * without it, the attribution cookie the server keeps from the page views
 * (server/leads/attribution-cookie.server.ts). Each lead is read back from the database.
 */

const TENANTS = ["greywattle", "coralview-kia", "ironbark-ridge"] as const;
const LANDING = "/?utm_source=google&utm_campaign=x&gclid=abc";
const BROWSED = "/search/used-cars";
const EXPECTED_PARAMS = { utm_source: "google", utm_campaign: "x", gclid: "abc" };

let shopper = 0;
/** Each lead from a shopper of its own: the lead limits (limits.server.ts) are not under test. */
function newShopper() {
  shopper += 1;
  return {
    clientIp: `198.51.100.${shopper % 250}`,
    phone: `0412 ${String(100 + Math.floor(shopper / 1000)).padStart(3, "0")} ${String(shopper % 1000).padStart(3, "0")}`,
    email: `shopper${shopper}@example.com`,
  };
}

describe("lead attribution: the same attributes from every form, with and without JavaScript", () => {
  let t: TestPlatform;
  const cars: Record<string, { id: number; slug: string }> = {};

  beforeAll(async () => {
    t = await openTestPlatform(
      TENANTS.map((slug) => {
        const config = demoConfig(slug);
        const sales = config.locations.find((l) => l.location_type === "sales") ?? config.locations[0];
        return {
          config,
          vehicles: [vehicleRow({ stocknum: `ATTR-${slug}`, location_id: sales.id, make: "Kia", model: "Sportage" })],
        };
      }),
    );
    for (const slug of TENANTS) {
      const [car] = await t.db
        .select({ id: vehicles.id, slug: vehicles.slug })
        .from(vehicles)
        .where(eq(vehicles.stocknum, `ATTR-${slug}`));
      cars[slug] = car;
    }
  });
  afterAll(() => t.close());

  /** The journey of both shoppers: the landing with its campaign, a listing, then the form's page. */
  function journey(host: string, formPage: string) {
    const pages = [LANDING, BROWSED, formPage];
    // With JavaScript: what app/ui/lead-attribution.ts keeps (the first page of the document is the landing).
    let kept = emptyAttribution();
    kept = recordLanding(kept, { url: new URL(`http://${host}${LANDING}`), referrer: null, siteHosts: [host] });
    for (const p of pages) kept = recordPageView(kept, p, [host]);
    // Without JavaScript: the cookie the server sets on each page (each page is a document it sends).
    let cookie = "";
    for (const p of pages) {
      const { setCookie } = recordPageViewCookie({
        url: new URL(`http://${host}${p}`),
        referrer: cookie ? `http://${host}/` : null,
        cookieHeader: cookie,
        secure: false,
      });
      cookie = setCookie.split(";")[0];
    }
    return { hiddenField: JSON.stringify({ ...kept, url: formPage }), cookie };
  }

  async function post(
    tenant: string,
    formPage: string,
    fields: Record<string, string>,
    withJs: boolean,
    run: (args: ReturnType<TestPlatform["args"]>) => Promise<unknown>,
    cookieInstead?: string,
  ) {
    const host = `${tenant}.localhost`;
    const s = newShopper();
    const { hiddenField, cookie } = journey(host, formPage);
    const body = new URLSearchParams({
      name: "Jane",
      last_name: "Citizen",
      email: s.email,
      phone: s.phone,
      terms_conditions: "on",
      submission_id: randomUUID(),
      ...fields,
      // The form always has the field: filled by its script, empty without JavaScript.
      [ATTRIBUTION_FIELD]: withJs ? hiddenField : "",
    });
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      referer: `http://${host}${formPage}`,
      "user-agent": "attribution-test",
      ...(withJs ? {} : { cookie: cookieInstead ?? cookie }),
    };
    const args = t.args(`http://${host}${formPage}`, {
      init: { method: "POST", body, headers },
      client: { clientIp: s.clientIp },
    });
    const res = await run(args);
    if (!(res instanceof Response) || res.status !== 303)
      throw new Error(`${tenant} ${formPage}: expected a 303, got ${JSON.stringify(res instanceof Response ? res.status : res)}`);
    const reference = new URL(res.headers.get("location")!, `http://${host}`).searchParams.get("lead")!;
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
    return row;
  }

  /** What a page's form needs beyond the core fields, read from the page's own view (its selects' first choices). */
  async function pageFields(tenant: string, path: string): Promise<{ form: string; fields: Record<string, string> }> {
    const { view } = await enquiryLoader(t.args(`http://${tenant}.localhost${path}`));
    const fields: Record<string, string> = { lead_form: view.form, ...view.hidden, ...view.defaultValue };
    if (view.options.locations.length > 1 && !fields.location_id) fields.location_id = view.options.locations[0].value;
    const later = addDays(view.options.today, 7);
    const byForm: Record<string, Record<string, string>> = {
      general_contact: { message: "Please call me." },
      book_test_drive: { make: "Kia", model: "Sportage" },
      test_drive: {},
      service_booking: { rego: "ABC123", kms: "42000", preferred_date: later, message: "Logbook service." },
      sell_my_car: { rego: "XYZ789", regoState: "QLD", kms: "80000", year: "2018", make: "Mazda", model: "CX-5" },
      parts_accessories: { message: "Floor mats, please." },
      careers: { message: "I would like to apply." },
    };
    return { form: view.form, fields: { ...fields, ...byForm[view.form] } };
  }

  for (const tenant of TENANTS) {
    for (const withJs of [true, false]) {
      it(`${tenant}, ${withJs ? "with" : "without"} JavaScript: every form's lead has the landing's campaign and the pages visited`, async () => {
        const cfg = demoConfig(tenant);
        const car = cars[tenant];
        const carPage = `/cars/${car.slug}`;
        const stored: { form: string; page: string; attributes: Record<string, unknown> }[] = [];

        // The vehicle page's forms: dialogs (with JavaScript) and ?form= pages (without) post to the car's page.
        const vehicleForms: [string, Record<string, string>][] = [
          ["vehicle_enquiry", { message: "Is it still available?" }],
          ["test_drive", {}],
          ["request_photos", {}],
        ];
        for (const [form, fields] of vehicleForms) {
          const page = `${carPage}?form=${form}`;
          const row = await post(tenant, page, { lead_form: form, ...fields }, withJs, (args) =>
            vehicleAction({ ...args, params: { slug: car.slug } } as never),
          );
          stored.push({ form, page, attributes: row.attributes });
        }

        // Every enquiry page, the test drive page with and without a car, and a location's contact page.
        const contactLocation = cfg.locations.find((l) => l.visible !== false)!;
        const pages = [
          "/contact",
          "/contact-us",
          `/contact-us/${contactLocation.slug}`,
          "/book-test-drive/",
          `/book-test-drive/?car_id=${car.id}`,
          "/service",
          "/sell-my-car",
          "/sell-your-car",
          "/vehicle-parts-and-accessories",
          "/careers",
        ];
        for (const page of pages) {
          const { form, fields } = await pageFields(tenant, page);
          const row = await post(tenant, page, fields, withJs, (args) => enquiryAction(args as never));
          stored.push({ form, page, attributes: row.attributes });
        }

        for (const { page, attributes } of stored) {
          expect(attributes, page).toMatchObject({
            url: page,
            source: "google",
            linked_query_params: EXPECTED_PARAMS,
            visited_pages: [LANDING, BROWSED, page],
            user_agent: "attribution-test",
            form_completed: true,
          });
        }
        // Every form of the spec's list is among them (issue 17 §1 'every form').
        expect(new Set(stored.map((s) => s.form))).toEqual(
          new Set([
            "vehicle_enquiry",
            "test_drive",
            "request_photos",
            "general_contact",
            "book_test_drive",
            "service_booking",
            "sell_my_car",
            "parts_accessories",
            "careers",
          ]),
        );
      });
    }
  }

  it("the hidden field wins over the cookie; a malformed cookie is no attribution, never an error", async () => {
    const host = "greywattle.localhost";
    const { hiddenField } = journey(host, "/contact");
    const { fields } = await pageFields("greywattle", "/contact");
    const s = newShopper();
    const body = new URLSearchParams({
      name: "Jane",
      last_name: "Citizen",
      email: s.email,
      phone: s.phone,
      terms_conditions: "on",
      submission_id: randomUUID(),
      ...fields,
      [ATTRIBUTION_FIELD]: hiddenField,
    });
    const other = recordPageViewCookie({
      url: new URL(`http://${host}/?utm_source=facebook`),
      referrer: null,
      cookieHeader: null,
      secure: false,
    }).setCookie.split(";")[0];
    const args = t.args(`http://${host}/contact`, {
      init: {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", referer: `http://${host}/contact`, cookie: other },
      },
      client: { clientIp: s.clientIp },
    });
    const res = (await enquiryAction(args as never)) as Response;
    const reference = new URL(res.headers.get("location")!, `http://${host}`).searchParams.get("lead")!;
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
    expect(row.attributes).toMatchObject({ source: "google", linked_query_params: EXPECTED_PARAMS });

    const junk = await post(
      "greywattle",
      "/contact",
      fields,
      false,
      (a) => enquiryAction(a as never),
      "dp_attr=%%%not-base64; x=1",
    );
    expect(junk.attributes).toMatchObject({ source: null, linked_query_params: {}, visited_pages: [] });
  });
});
