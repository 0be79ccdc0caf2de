import { isAuMobile, leadTitle } from "~/domain/leads/form-schemas";
import { adfVehicleFromCar, leadToAdfXml, type AdfInterest, type AdfLead, type AdfVehicle } from "./adf.server";
import type { LeadFacts } from "./lead-facts.server";

/**
 * A stored lead as ADF 1.0 XML (adf.server.ts): the car it is about, or for
 * /sell-my-car the shopper's own car offered to the dealer; the form's
 * other answers, its category and where the shopper came from as
 * "label: value" lines of the customer's comments (ADF has no tags for them).
 */

function interestOf(form: string): AdfInterest {
  if (form === "test_drive" || form === "book_test_drive") return "test-drive";
  if (form === "sell_my_car") return "sell";
  return "buy";
}

function vehiclesOf(f: LeadFacts): AdfVehicle[] {
  // A trade-in valuation: the shopper's car as the trade-in, beside the car they want (when they came from its page).
  if (f.form === "trade_in") {
    const a = Object.fromEntries(f.answers.map((x) => [x.key, x.value]));
    return [
      ...(f.car ? [adfVehicleFromCar(f.car, "buy")] : []),
      {
        interest: "trade-in",
        status: "used",
        year: a.year ?? null,
        make: a.make ?? null,
        model: a.model ?? null,
        trim: a.badge ?? null,
        odometerKm: a.kms ? Number(a.kms) : null,
        comments: a.rego ? `Rego ${a.rego}${a.regoState ? ` (${a.regoState})` : ""}` : null,
      },
    ];
  }
  const interest = interestOf(f.form);
  if (f.car) return [adfVehicleFromCar(f.car, interest)];
  if (f.form === "sell_my_car") {
    const a = Object.fromEntries(f.answers.map((x) => [x.key, x.value]));
    return [
      {
        interest,
        status: "used",
        year: a.year ?? null,
        make: a.make ?? null,
        model: a.model ?? null,
        odometerKm: a.kms ? Number(a.kms) : null,
        comments: a.rego ? `Rego ${a.rego}${a.regoState ? ` (${a.regoState})` : ""}` : null,
      },
    ];
  }
  // A test drive booked without a listed car (/book-test-drive/): the make and model the shopper named.
  if (f.form === "book_test_drive") {
    const a = Object.fromEntries(f.answers.map((x) => [x.key, x.value]));
    if (a.make || a.model) return [{ interest, make: a.make ?? null, model: a.model ?? null }];
  }
  return [];
}

export function leadAdf(f: LeadFacts): AdfLead {
  const sellsCar = (f.form === "sell_my_car" && !f.car) || f.form === "trade_in";
  const inVehicle = sellsCar
    ? ["year", "make", "model", "badge", "kms", "rego", "regoState"]
    : f.form === "book_test_drive"
      ? ["make", "model"]
      : [];
  const details = [
    { label: "Enquiry", value: leadTitle(f.category, f.subcategory) },
    ...f.answers.filter((a) => !inVehicle.includes(a.key)),
    ...(f.car ? [{ label: "Car page", value: f.car.url }] : []),
    ...(f.attributes.source ? [{ label: "Source", value: f.attributes.source }] : []),
    { label: "Happy to receive offers", value: f.consent.optIn ? "Yes" : "No" },
  ];
  const l = f.location;
  return {
    id: f.reference,
    idSource: f.site.host,
    requestedAt: f.receivedAt,
    timeZone: f.timeZone,
    vehicles: vehiclesOf(f),
    customer: {
      firstName: f.contact.firstName,
      lastName: f.contact.lastName,
      email: f.contact.email,
      phone: f.contact.phone,
      phoneIsMobile: f.contact.phone ? isAuMobile(f.contact.phone) : false,
      postcode: f.contact.postcode,
      preferredContact: f.contact.preferredContact,
      comments: f.message,
      details,
    },
    vendor: {
      name: f.dealership.name,
      url: f.site.origin,
      contactName: l.name,
      phone: l.contact_detail.phone,
      address: { street: l.address.street, city: l.address.city, state: l.address.state, postcode: l.address.postcode },
    },
    provider: { name: `${f.site.name} website`, service: "Dealer website enquiry", url: f.site.origin },
  };
}

export function leadAdfXml(f: LeadFacts): string {
  return leadToAdfXml(leadAdf(f));
}

/** The attachment's file name: "lead-GR-7K3Q9DXM.adf.xml". */
export function adfFileName(f: LeadFacts): string {
  return `lead-${f.reference}.adf.xml`;
}
