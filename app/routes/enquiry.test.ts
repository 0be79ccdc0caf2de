import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTION_FIELD } from "~/domain/leads/attribution";
import { addDays, weekdayOf } from "~/domain/locations/time-zones";
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
      "/book-test-drive/": "book_test_drive",
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

  it("/service and /vehicle-parts-and-accessories offer only the locations with that department; the lead is filed there (issue 17 §4)", async () => {
    const service = cfg.locations.find((l) => l.location_type === "service-and-parts")!;
    for (const path of ["/service", "/vehicle-parts-and-accessories"]) {
      const { view } = await get(path);
      expect(
        view.options.locations.map((c) => c.value),
        path,
      ).toEqual([service.id]);
      expect(view.place.name).toBe(service.name);
    }
    // The contact page still offers every location.
    expect((await get("/contact")).view.options.locations).toHaveLength(cfg.locations.length);

    const { view } = await get("/service");
    const later = addDays(view.options.today, 7);
    const fields = {
      ...validCore,
      submission_id: randomUUID(),
      lead_form: "service_booking",
      rego: "ABC123",
      kms: "42000",
      preferred_date: later,
      message: "Logbook service",
    };
    const ok = (await post("/service", fields, "192.0.2.31")) as Response;
    expect(ok.status).toBe(303);
    const reference = new URL(ok.headers.get("location")!, `http://${host}`).searchParams.get("lead")!;
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
    expect(row).toMatchObject({ locationId: service.id, category: "Service", subcategory: "Service Booking" });

    // A sales yard is not a choice for a service booking, even posted by hand.
    const yard = cfg.locations.find((l) => l.location_type === "sales")!;
    const bad = (await post(
      "/service",
      { ...fields, submission_id: randomUUID(), location_id: yard.id },
      "192.0.2.32",
    )) as Response;
    expect(bad.status).toBe(303);
    const [again] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.publicId, new URL(bad.headers.get("location")!, `http://${host}`).searchParams.get("lead")!));
    expect(again.locationId).toBe(service.id);
  });

  it("/book-test-drive/ without a car is a test drive: a sales yard, the car by make and model, the preferred date and time (issue 17 §3)", async () => {
    const { view } = await get("/book-test-drive/");
    expect(view.form).toBe("book_test_drive");
    const yards = cfg.locations.filter((l) => l.location_type === "sales");
    expect(view.options.locations.map((c) => c.value)).toEqual(yards.map((l) => l.id));
    const yard = yards[2];
    expect(view.hoursByChoice?.[yard.id]).toEqual(yard.contact_detail.opening_hours);

    // A weekday a week or more ahead, at a time the yard is open.
    let date = addDays(view.options.today, 7);
    const open = () => yard.contact_detail.opening_hours.find((h) => h.weekday === weekdayOf(date) && h.status === "Open");
    while (!open()) date = addDays(date, 1);
    const time = open()!.open!;
    const fields = {
      ...validCore,
      submission_id: randomUUID(),
      lead_form: "book_test_drive",
      location_id: yard.id,
      make: "Mazda",
      model: "CX-5",
      dateTime_date: date,
      dateTime_time: time,
    };
    const ok = (await post("/book-test-drive/", fields, "192.0.2.33")) as Response;
    expect(ok.status).toBe(303);
    const reference = new URL(ok.headers.get("location")!, `http://${host}`).searchParams.get("lead")!;
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
    expect(row).toMatchObject({ form: "book_test_drive", category: "Test Drive", subcategory: null, locationId: yard.id });
    expect(row.payload).toMatchObject({ make: "Mazda", model: "CX-5", dateTime: `${date}T${time}` });

    // Outside that yard's hours the time is refused with its hours in the message.
    const closed = yard.contact_detail.opening_hours.find((h) => h.status === "Closed");
    if (closed) {
      let day = addDays(view.options.today, 1);
      while (weekdayOf(day) !== closed.weekday) day = addDays(day, 1);
      const res = (await post(
        "/book-test-drive/",
        { ...fields, submission_id: randomUUID(), dateTime_date: day, dateTime_time: "10:00" },
        "192.0.2.34",
      )) as { init: { status: number }; data: unknown };
      expect(res.init.status).toBe(400);
      expect(JSON.stringify(res.data)).toContain("must be on a day the dealership is open");
    }
  });
});
