import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { escapeAttributeKeepingWhitespace, escapeMarkup } from "~/domain/content/escape-markup";
import type { CarType } from "~/domain/vehicle/vehicle";

/**
 * A lead as ADF 1.0 XML (Auto-lead Data Format, the format dealer CRMs ingest
 * by email; issue 10 §5). Written to validate against ./adf-1.0.dtd, using
 * only what the DTD and the specification's tag tables agree on. Every text
 * and attribute is escaped; characters XML 1.0 cannot carry are dropped.
 */

export type AdfInterest = "buy" | "lease" | "sell" | "trade-in" | "test-drive";

export interface AdfVehicle {
  interest: AdfInterest;
  status?: "new" | "used";
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  doors?: number | null;
  bodystyle?: string | null;
  transmission?: string | null;
  odometerKm?: number | null;
  /** Dollars; a price of 0 (no price) is left out. */
  price?: number | null;
  comments?: string | null;
}

export interface AdfLead {
  /** The lead id, also the prospect's <id>. */
  id: string;
  /** The <id source="…">: who numbered the lead (the site). */
  idSource: string;
  requestedAt: Date;
  /** The dealership's IANA zone: requestdate is written in its local time with the offset. */
  timeZone: string;
  /** status="resend": the same lead sent again on purpose (not a retry of a failed delivery). */
  resend?: boolean;
  /** The cars the lead is about. None (a general enquiry): ADF still needs one, so an empty vehicle is written. */
  vehicles: AdfVehicle[];
  customer: {
    firstName: string;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
    phoneIsMobile?: boolean;
    /** Written as an <address> only with a street; a postcode alone goes with the comments. */
    street?: string | null;
    postcode?: string | null;
    preferredContact?: "Phone" | "Email" | "SMS" | null;
    comments?: string | null;
    /** Form answers ADF has no tag for (trade-in, preferred date, rego, ...), appended to the comments as "label: value". */
    details?: { label: string; value: string }[];
  };
  vendor: {
    name: string;
    url?: string | null;
    contactName: string;
    email?: string | null;
    phone?: string | null;
    address?: { street: string; city: string; state: string; postcode: string } | null;
  };
  provider: { name: string; service?: string | null; url?: string | null; email?: string | null };
}

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

type Attrs = Record<string, string | undefined>;
function el(tag: string, value: string | number | null | undefined, attrs: Attrs = {}, always = false): string {
  if ((value === null || value === undefined || String(value).trim() === "") && !always) return "";
  const a = Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttributeKeepingWhitespace(v)}"`)
    .join("");
  return `<${tag}${a}>${escapeMarkup(value === null || value === undefined ? "" : oneLine(String(value)))}</${tag}>`;
}
function multiline(tag: string, value: string | null | undefined): string {
  return value && value.trim() ? `<${tag}>${escapeMarkup(value.trim())}</${tag}>` : "";
}
const block = (tag: string, parts: string[], attrs: Attrs = {}) =>
  `<${tag}${Object.entries(attrs)
    .map(([k, v]) => (v ? ` ${k}="${escapeAttributeKeepingWhitespace(v)}"` : ""))
    .join("")}>${parts.filter(Boolean).join("")}</${tag}>`;

function vehicleXml(v: AdfVehicle): string {
  return block(
    "vehicle",
    [
      // year, make and model are required even when unknown: empty is valid.
      el("year", v.year, {}, true),
      el("make", v.make, {}, true),
      el("model", v.model, {}, true),
      el("vin", v.vin),
      el("stock", v.stock),
      el("trim", v.trim),
      el("doors", v.doors),
      el("bodystyle", v.bodystyle),
      el("transmission", v.transmission),
      v.odometerKm !== null && v.odometerKm !== undefined ? el("odometer", Math.round(v.odometerKm), { units: "km" }) : "",
      v.price ? el("price", Math.round(v.price), { type: "asking", currency: "AUD" }) : "",
      multiline("comments", v.comments),
    ],
    { interest: v.interest, status: v.status },
  );
}

function customerXml(c: AdfLead["customer"]): string {
  if (!c.email && !c.phone) throw new Error("An ADF contact needs an email address or a phone number.");
  const postcode = c.postcode && !c.street ? [{ label: "Postcode", value: c.postcode }] : [];
  const comments = [
    c.comments?.trim(),
    ...[...postcode, ...(c.details ?? [])].map((d) => `${oneLine(d.label)}: ${oneLine(d.value)}`),
  ]
    .filter(Boolean)
    .join("\n");
  const contact = block("contact", [
    el("name", c.firstName, { part: "first" }, true),
    el("name", c.lastName, { part: "last" }),
    el("email", c.email, { preferredcontact: c.preferredContact === "Email" ? "1" : undefined }),
    el("phone", c.phone, {
      type: c.phoneIsMobile ? "cellphone" : "voice",
      preferredcontact: c.preferredContact === "Phone" || c.preferredContact === "SMS" ? "1" : undefined,
    }),
    // ADF's address needs a street (adf-1.0.dtd), and the forms ask for the postcode only: no empty
    // <street> is written (issue 17 §3); the postcode goes with the comments instead.
    c.street
      ? block("address", [el("street", c.street, { line: "1" }, true), el("postalcode", c.postcode), el("country", "AU")])
      : "",
  ]);
  return block("customer", [contact, multiline("comments", comments)]);
}

function vendorXml(v: AdfLead["vendor"]): string {
  if (!v.email && !v.phone) throw new Error("An ADF vendor contact needs an email address or a phone number.");
  const a = v.address;
  const address = a
    ? block("address", [
        el("street", a.street, { line: "1" }, true),
        el("city", a.city),
        el("regioncode", a.state),
        el("postalcode", a.postcode),
        el("country", "AU"),
      ])
    : "";
  return block("vendor", [
    el("vendorname", v.name, {}, true),
    el("url", v.url),
    block("contact", [el("name", v.contactName, { part: "full" }, true), el("email", v.email), el("phone", v.phone), address]),
  ]);
}

/** requestdate as the specification's CCYY-MM-DDThh:mm:ss+hh:mm, in the dealership's local time. */
export function adfRequestDate(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

export function leadToAdfXml(lead: AdfLead): string {
  const vehicles = lead.vehicles.length ? lead.vehicles : [{ interest: "buy" as const }];
  const p = lead.provider;
  const prospect = block(
    "prospect",
    [
      el("id", lead.id, { sequence: "1", source: lead.idSource }, true),
      el("requestdate", adfRequestDate(lead.requestedAt, lead.timeZone), {}, true),
      ...vehicles.map(vehicleXml),
      customerXml(lead.customer),
      vendorXml(lead.vendor),
      block("provider", [
        el("name", p.name, { part: "full" }, true),
        el("service", p.service),
        el("url", p.url),
        el("email", p.email),
      ]),
    ],
    { status: lead.resend ? "resend" : undefined },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>${prospect}</adf>\n`;
}

/** ADF knows new and used only: a demo car is sold as new (listed with new cars, spec 02 §2 /search/new-and-demo-cars). */
export function adfStatus(carType: CarType): "new" | "used" {
  return carType === "used" ? "used" : "new";
}

/** The vehicle part of a lead about one of the dealer's cars (spec 01 §3 'Vehicle' fields). */
export function adfVehicleFromCar(
  car: {
    year: number;
    make: string;
    model: string;
    badge?: string | null;
    vin?: string | null;
    stocknum?: string | null;
    doors?: number | null;
    simple_body?: string | null;
    simple_transmission?: string | null;
    km?: number | null;
    price?: number | null;
    car_type: CarType;
  },
  interest: AdfInterest,
): AdfVehicle {
  return {
    interest,
    status: adfStatus(car.car_type),
    year: car.year,
    make: car.make,
    model: car.model,
    vin: car.vin,
    stock: car.stocknum,
    trim: car.badge,
    doors: car.doors,
    bodystyle: car.simple_body,
    transmission: car.simple_transmission,
    odometerKm: car.km,
    price: car.price,
    comments: car.car_type === "demo" ? "Demo vehicle" : null,
  };
}
