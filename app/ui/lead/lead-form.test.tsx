import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { EnquiryPageView } from "~/domain/leads/enquiry-pages";
import { ATTRIBUTION_FIELD } from "~/domain/leads/attribution";
import type { VehicleLeadForms } from "~/domain/leads/form-post";
import type { SuccessView } from "~/domain/leads/form-post";
import { leadFormOptions } from "../../../tests/setup/lead-builders";
import { EnquiryPage } from "../pages/enquiry-page";
import VehicleLeadFormFields from "../vehicle/vehicle-lead-form";
import { SuccessPage } from "./success-page";

/** Server-rendered HTML of a lead component inside a data router (the forms use a fetcher). */
async function render(node: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "/", Component: () => node }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const lead: VehicleLeadForms = {
  options: leadFormOptions(),
  openingHours: [],
  carId: 7,
  carTitle: "2021 Toyota Corolla Ascent Sport",
  messages: { vehicle_enquiry: "Hi, is it still available?", test_drive: "Hi, I'd like a test drive.", request_photos: "" },
  requestPhotosText: "Please send me more photos of this vehicle.",
};

function enquiryView(overrides: Partial<EnquiryPageView> = {}): EnquiryPageView {
  return {
    key: "contact",
    form: "general_contact",
    title: "Contact Us",
    intro: "Send us a message.",
    submitLabel: "Send Enquiry",
    options: leadFormOptions(),
    openingHours: [],
    defaultValue: { category: "General Enquiry" },
    hidden: {},
    submissionId: "6f1c1a52-5a8b-4d1e-9b7e-2f4b8e1c9d00",
    locationSlug: null,
    car: null,
    place: {
      name: "Brisbane",
      street: "1 Test St",
      city: "Brisbane",
      state: "QLD",
      postcode: "4000",
      phone: "07 3000 0000",
      hours: [],
    },
    siteSlug: "test",
    ...overrides,
  };
}

const hiddenAttribution = new RegExp(`<input type="hidden" name="${ATTRIBUTION_FIELD}" value=""/>`);
const optInTicked = /<input[^>]*name="opt_in"[^>]*checked=""|<input[^>]*checked=""[^>]*name="opt_in"/;

describe("every lead form carries the attribution field and starts with opt_in ticked (issue 17 §1, §4)", () => {
  for (const form of ["vehicle_enquiry", "test_drive", "request_photos"] as const) {
    it(`the vehicle page's ${form} (dialog and ?form= page)`, async () => {
      const html = await render(
        <VehicleLeadFormFields lead={lead} form={form} action="/cars/x?form=enquiry" siteSlug="test" idPrefix="dialog" />,
      );
      expect(html).toMatch(hiddenAttribution);
      expect(html).toMatch(optInTicked);
    });
  }

  for (const view of [
    enquiryView(),
    enquiryView({ key: "service", form: "service_booking", defaultValue: {} }),
    enquiryView({ key: "book-test-drive", form: "book_test_drive", defaultValue: {} }),
    enquiryView({ key: "careers", form: "careers", defaultValue: {} }),
  ]) {
    it(`the ${view.key} page's ${view.form}`, async () => {
      const html = await render(<EnquiryPage view={view} action={`/${view.key}`} lastResult={null} />);
      expect(html.match(new RegExp(`name="${ATTRIBUTION_FIELD}"`, "g"))).toHaveLength(1);
      expect(html).toMatch(hiddenAttribution);
      expect(html).toMatch(optInTicked);
    });
  }

  it("a form sent back with its errors keeps the shopper's own choice (unticked stays unticked)", async () => {
    const html = await render(
      <EnquiryPage
        view={enquiryView()}
        action="/contact"
        lastResult={{ status: "error", initialValue: { name: "Jane", category: "General Enquiry" }, error: { phone: ["x"] } }}
      />,
    );
    expect(html).not.toMatch(optInTicked);
  });
});

describe("the success page's words (issue 17 §3, §11)", () => {
  const base: SuccessView = {
    reference: "GR-7K3Q9DXM",
    found: true,
    category: "Sales",
    form: "general_contact",
    confirmationSent: true,
    eventId: 22,
    car: null,
    dealer: {
      name: "Greywattle",
      phone: null,
      phoneHref: null,
      address: "1 Test St",
      directionsUrl: "https://maps.example/x",
      hours: [],
    },
    siteName: "Greywattle",
    siteSlug: "greywattle",
  };
  const heading = async (v: Partial<SuccessView>) =>
    /<h1 id="success-heading">(.*?)<\/h1>/
      .exec(await render(<SuccessPage data={{ ...base, ...v }} />))![1]
      .replace(/<!-- -->/g, "");

  it("names what was sent, never 'your sales' or 'your service'", async () => {
    expect(await heading({})).toBe("Thank you for your sales enquiry");
    expect(await heading({ category: "General Enquiry" })).toBe("Thank you for your general enquiry");
    expect(await heading({ form: "service_booking", category: "Service" })).toBe("Thank you for your service booking request");
    expect(await heading({ form: "sell_my_car", category: "Sell My Car" })).toBe(
      "Thank you for your enquiry about selling your car",
    );
    expect(await heading({ form: "request_photos", category: "Request Photos" })).toBe("Thank you for your photo request");
    expect(await heading({ form: "careers", category: "Careers" })).toBe("Thank you for your job enquiry");
    expect(await heading({ form: "book_test_drive", category: "Test Drive" })).toBe("Thank you for your test drive request");
    expect(await heading({ found: false, category: null, form: null })).toBe("Thank you");
  });

  it("mentions the confirmation email only when one was sent", async () => {
    expect(await render(<SuccessPage data={base} />)).toContain("We&#x27;ve sent a confirmation to your email address.");
    expect(await render(<SuccessPage data={{ ...base, confirmationSent: false }} />)).not.toContain("sent a confirmation");
  });
});
