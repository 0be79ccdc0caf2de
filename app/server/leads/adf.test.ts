import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { adfRequestDate, adfVehicleFromCar, leadToAdfXml, type AdfLead } from "./adf.server";

const DTD = fileURLToPath(new URL("./adf-1.0.dtd", import.meta.url));

/** xmllint (Debian's libxml2-utils) validating a document against the ADF 1.0 DTD. */
function validate(xml: string): { ok: boolean; output: string } {
  const r = spawnSync("xmllint", ["--noout", "--dtdvalid", DTD, "-"], { input: xml, encoding: "utf8" });
  if (r.error) throw r.error;
  return { ok: r.status === 0 && r.stderr === "", output: r.stderr };
}

function xpath(xml: string, expr: string): string {
  const r = spawnSync("xmllint", ["--xpath", expr, "-"], { input: xml, encoding: "utf8" });
  if (r.error) throw r.error;
  // xmllint ends the printed string with a newline of its own.
  return r.stdout.replace(/\n$/, "");
}

const base: AdfLead = {
  id: "LD-1042",
  idSource: "test-motors.example.com.au",
  requestedAt: new Date("2025-03-12T01:02:03Z"),
  timeZone: "Australia/Brisbane",
  vehicles: [],
  customer: {
    firstName: "Jane",
    lastName: "Citizen",
    email: "jane@example.com",
    phone: "0412345678",
    phoneIsMobile: true,
    postcode: "4000",
  },
  vendor: {
    name: "Test Motors",
    url: "https://test-motors.example.com.au",
    contactName: "Test Motors Brisbane",
    email: "sales@test-motors.example.com.au",
    phone: "07 3000 0000",
    address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000" },
  },
  provider: { name: "Test Motors website", service: "Dealer website", url: "https://test-motors.example.com.au" },
};

const car = {
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  vin: "JTDBR32E720012345",
  stocknum: "ST1",
  doors: 4,
  simple_body: "Sedan",
  simple_transmission: "Automatic",
  km: 42000,
  price: 25990,
  car_type: "used" as const,
};

describe("lead as ADF 1.0 XML, valid against the ADF 1.0 DTD (issue 10 §5, §7)", () => {
  it("checks contacts for real: the DTD refuses a contact with neither email nor phone", () => {
    const bad = leadToAdfXml(base)
      .replace("<email>jane@example.com</email>", "")
      .replace(/<phone[^>]*>0412345678<\/phone>/, "");
    expect(validate(bad).ok).toBe(false);
  });

  it("a car lead", () => {
    const xml = leadToAdfXml({
      ...base,
      vehicles: [adfVehicleFromCar(car, "buy")],
      customer: {
        ...base.customer,
        preferredContact: "SMS",
        comments: "Is it still available?",
        details: [{ label: "Trade-in", value: "Yes" }],
      },
    });
    expect(validate(xml)).toEqual({ ok: true, output: "" });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect>')).toBe(true);
    expect(xml).toContain('<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model>');
    expect(xml).toContain("<vin>JTDBR32E720012345</vin><stock>ST1</stock><trim>Ascent Sport</trim>");
    expect(xml).toContain('<price type="asking" currency="AUD">25990</price>');
    expect(xml).toContain('<name part="first">Jane</name><name part="last">Citizen</name><email>jane@example.com</email>');
    expect(xml).toContain('<phone type="cellphone" preferredcontact="1">0412345678</phone>');
    expect(xpath(xml, "string(//customer/comments)")).toBe("Is it still available?\nPostcode: 4000\nTrade-in: Yes");
    // Issue 17 §3: no empty <street>; ADF's address needs one, so the postcode alone goes with the comments.
    expect(xpath(xml, "count(//customer//address)")).toBe("0");
    expect(xpath(xml, "count(//street[normalize-space(.)=''])")).toBe("0");
    expect(xml).toContain("<requestdate>2025-03-12T11:02:03+10:00</requestdate>");
    expect(xml).toContain('<id sequence="1" source="test-motors.example.com.au">LD-1042</id>');
  });

  it("a general enquiry without a car (ADF needs a vehicle: an empty one)", () => {
    const xml = leadToAdfXml({ ...base, customer: { ...base.customer, email: null, comments: "When are you open on Sunday?" } });
    expect(validate(xml)).toEqual({ ok: true, output: "" });
    expect(xml).toContain('<vehicle interest="buy"><year></year><make></make><model></model></vehicle>');
    expect(xml).not.toContain("<email>jane");
  });

  it("a test drive of a demo car, a car to sell, and a resent lead", () => {
    const xml = leadToAdfXml({
      ...base,
      resend: true,
      vehicles: [
        adfVehicleFromCar({ ...car, car_type: "demo", price: 0 }, "test-drive"),
        {
          interest: "sell",
          status: "used",
          year: 2015,
          make: "Mazda",
          model: "3",
          odometerKm: 120000,
          comments: "Rego: ABC123 (QLD)",
        },
      ],
    });
    expect(validate(xml)).toEqual({ ok: true, output: "" });
    expect(xml).toContain('<prospect status="resend">');
    expect(xml).toContain('<vehicle interest="test-drive" status="new">');
    expect(xml).toContain("<comments>Demo vehicle</comments>");
    expect(xml).not.toContain("<price");
    expect(xml).toContain('<odometer units="km">120000</odometer>');
  });

  it("hostile text: markup, ampersands, quotes, emoji and control characters stay text", () => {
    const hostile = `</comments><script>alert("x")</script> & 'quotes' "double" 🚗👍 Zoë\u0000\u0007\u001b\u007f\u0085\ud800 ]]> <![CDATA[x]]>`;
    const xml = leadToAdfXml({
      ...base,
      vehicles: [{ ...adfVehicleFromCar(car, "buy"), make: `Toyota & <Sons>`, stock: `"ST1'` }],
      customer: { ...base.customer, firstName: `Zoë "<b>"`, lastName: "O'Brien & Co\u0000", comments: hostile },
      vendor: { ...base.vendor, name: `Smith & Sons <Motors>` },
      idSource: `x" onload="y`,
    });
    expect(validate(xml)).toEqual({ ok: true, output: "" });
    const clean = hostile.replace(/[\u0000\u0007\u001b\u007f\u0085\ud800]/g, "");
    expect(xpath(xml, "string(//customer/comments)")).toBe(`${clean}\nPostcode: 4000`);
    expect(xpath(xml, 'string(//customer/contact/name[@part="first"])')).toBe(`Zoë "<b>"`);
    expect(xpath(xml, 'string(//customer/contact/name[@part="last"])')).toBe("O'Brien & Co");
    expect(xpath(xml, "string(//vehicle/make)")).toBe("Toyota & <Sons>");
    expect(xpath(xml, "string(//vendorname)")).toBe("Smith & Sons <Motors>");
    expect(xpath(xml, "string(//prospect/id/@source)")).toBe(`x" onload="y`);
  });

  it("refuses a customer it could not contact", () => {
    expect(() => leadToAdfXml({ ...base, customer: { firstName: "Jane" } })).toThrow(/email address or a phone number/);
  });

  it("writes requestdate in the dealership's local time with its offset (ADF: CCYY-MM-DDThh:mm:ss+hh:mm)", () => {
    expect(adfRequestDate(new Date("2025-01-15T00:00:00Z"), "Australia/Sydney")).toBe("2025-01-15T11:00:00+11:00");
    expect(adfRequestDate(new Date("2025-07-15T00:00:00Z"), "Australia/Sydney")).toBe("2025-07-15T10:00:00+10:00");
    expect(adfRequestDate(new Date("2025-07-15T00:00:00Z"), "Australia/Perth")).toBe("2025-07-15T08:00:00+08:00");
  });
});
