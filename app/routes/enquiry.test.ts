import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTION_FIELD } from "~/domain/lead-attributes";
import { leads } from "~/server/db/schema.server";
import { demoConfig } from "../../tests/setup/demo-configs";
import { formData, validCore } from "../../tests/setup/lead-builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./enquiry";

/** The enquiry pages of spec 02 §2 (issue 10 §1 'Pages'): the loader's form and the no-JavaScript POST. */
describe("enquiry pages", () => {
  let t: TestPlatform;
  const host = "greywattle.localhost";
  const cfg = demoConfig("greywattle");
  beforeAll(async () => {
    t = await openTestPlatform([{ config: cfg }]);
  });
  afterAll(() => t.close());

  const get = (path: string) => loader(t.args(`http://${host}${path}`));
  async function post(path: string, fields: Record<string, string>, clientIp = "192.0.2.10") {
    const init = { method: "POST", body: formData(fields), headers: { referer: `http://${host}${path}`, "user-agent": "test" } };
    const res = await action(t.args(`http://${host}${path}`, { init, client: { clientIp } }));
    return res;
  }

  it("renders each page's form: /contact with General Enquiry chosen, the others with their own form", async () => {
    const forms: Record<string, string> = {
      "/contact": "general_contact",
      "/contact-us": "general_contact",
      "/service": "service_booking",
      "/sell-my-car": "sell_my_car",
      "/sell-your-car": "sell_my_car",
      "/vehicle-parts-and-accessories": "parts_accessories",
      "/careers": "careers",
      "/book-test-drive/": "general_contact",
    };
    for (const [path, form] of Object.entries(forms)) {
      const { view } = await get(path);
      expect(view.form, path).toBe(form);
      expect(view.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await get("/contact")).view.defaultValue).toEqual({ category: "General Enquiry" });
    // The service page shows the service centre beside its form.
    const service = cfg.locations.find((l) => l.location_type === "service" || l.location_type === "service-and-parts");
    if (service) expect((await get("/service")).view.place.name).toBe(service.name);
  });

  it("a form POST the request guards refused comes back as the page with the refusal in the form's alert (spec 02 §8)", async () => {
    expect((await get("/contact")).refused).toBeNull();
    const message = "The request body is too large: this address accepts at most 32 kB.";
    const page = await loader(t.args(`http://${host}/contact`, { client: { refusal: { status: 413, message } } }));
    expect(page.refused).toEqual({ status: "error", initialValue: null, error: { "": [message] } });
  });

  it("/contact-us/{location slug}: that location beside the form and chosen in it; another slug is a 404", async () => {
    const loc = cfg.locations[1] ?? cfg.locations[0];
    const { view } = await get(`/contact-us/${loc.slug}`);
    expect(view.place.name).toBe(loc.name);
    expect(view.defaultValue.location_id).toBe(loc.id);
    await expect(get("/contact-us/nowhere")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("a POST without JavaScript: errors re-render the form (400); a valid one is stored with its attribution and goes to /success (303)", async () => {
    const bad = (await post("/contact", { lead_form: "general_contact", name: "Jane" })) as {
      init: { status: number };
      data: unknown;
    };
    expect(bad.init.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("Mobile Number is required.");

    const fields: Record<string, string> = {
      ...validCore,
      submission_id: randomUUID(),
      lead_form: "general_contact",
      category: "General Enquiry",
      location_id: cfg.locations[0].id,
      message: "Please call me about servicing",
      [ATTRIBUTION_FIELD]: JSON.stringify({
        linked_query_params: { utm_source: "newsletter" },
        landing_referrer: null,
        visited_pages: ["/search", "/contact"],
        url: "/contact",
      }),
    };
    const ok = (await post("/contact", fields)) as Response;
    expect(ok.status).toBe(303);
    const reference = new URL(ok.headers.get("location")!, `http://${host}`).searchParams.get("lead")!;
    expect(ok.headers.get("location")).toMatch(/^\/success\?lead=[A-Z]{2}-[2-9A-Z]{8}$/);
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
    expect(row.attributes).toMatchObject({
      url: "/contact",
      source: "newsletter",
      visited_pages: ["/search", "/contact"],
      linked_query_params: { utm_source: "newsletter" },
    });
  });
});
