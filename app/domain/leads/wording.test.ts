import { describe, expect, it } from "vitest";
import { dateInWords, dateTimeInWords, instantInWords } from "./date-words";
import { leadPhrase, leadTitle } from "./wording";

/** Issue 17 §3: how a lead is named and dated in words, everywhere it appears. */
describe("leadPhrase: what the shopper sent (success heading, confirmation email)", () => {
  it("names each form's lead without repeating 'enquiry'", () => {
    expect(leadPhrase("vehicle_enquiry", "Vehicle Enquiry")).toBe("vehicle enquiry");
    expect(leadPhrase("test_drive", "Test Drive")).toBe("test drive request");
    expect(leadPhrase("book_test_drive", "Test Drive")).toBe("test drive request");
    expect(leadPhrase("request_photos", "Request Photos")).toBe("photo request");
    expect(leadPhrase("service_booking", "Service")).toBe("service booking request");
    expect(leadPhrase("sell_my_car", "Sell My Car")).toBe("enquiry about selling your car");
    expect(leadPhrase("parts_accessories", "Parts")).toBe("parts enquiry");
    expect(leadPhrase("careers", "Careers")).toBe("job enquiry");
  });

  it("names a contact form's category: the site's defaults in lower case, a dealer's own as written", () => {
    expect(leadPhrase("general_contact", "General Enquiry")).toBe("general enquiry");
    expect(leadPhrase("general_contact", "Sales")).toBe("sales enquiry");
    expect(leadPhrase("general_contact", "Service")).toBe("service enquiry");
    expect(leadPhrase("general_contact", "Finance")).toBe("finance enquiry");
    expect(leadPhrase("general_contact", "Toyota Fleet")).toBe("Toyota Fleet enquiry");
    expect(leadPhrase("general_contact", "Fleet Booking")).toBe("Fleet Booking");
    expect(leadPhrase(null, null)).toBe("enquiry");
    for (const c of ["General Enquiry", "Sales", "Service", "Parts", "Finance"])
      expect(leadPhrase("general_contact", c)).not.toMatch(/enquiry enquiry/i);
  });
});

describe("leadTitle: category and subcategory, each word once (dealer subject, email, ADF)", () => {
  it("never 'General Enquiry – General Enquiry' or 'Sales – Sales'", () => {
    expect(leadTitle("General Enquiry", null)).toBe("General Enquiry");
    expect(leadTitle("General Enquiry", "General Enquiry")).toBe("General Enquiry");
    expect(leadTitle("Sales", "sales")).toBe("Sales");
    expect(leadTitle("Service", "Service Booking")).toBe("Service Booking");
    expect(leadTitle("Parts", "Parts and Accessories")).toBe("Parts and Accessories");
    expect(leadTitle("Vehicle Enquiry", "Used Car")).toBe("Vehicle Enquiry / Used Car");
    expect(leadTitle("Finance", "Car Loan")).toBe("Finance / Car Loan");
  });
});

describe("dates in words (issue 17 §3: the dealer reads '2 December', not '2026-12-02T10:00')", () => {
  it("writes a preferred date and time as given: the dealership's own wall clock", () => {
    expect(dateTimeInWords("2026-12-02T10:00")).toBe("Wednesday 2 December 2026 at 10:00 am");
    expect(dateTimeInWords("2026-12-02T12:30")).toBe("Wednesday 2 December 2026 at 12:30 pm");
    expect(dateTimeInWords("2026-12-02T00:05")).toBe("Wednesday 2 December 2026 at 12:05 am");
    expect(dateTimeInWords("2026-12-02T17:45")).toBe("Wednesday 2 December 2026 at 5:45 pm");
    expect(dateInWords("2025-03-17")).toBe("Monday 17 March 2025");
    expect(dateTimeInWords("not a date")).toBe("not a date");
    expect(dateInWords("2025-13-01")).toBe("2025-13-01");
  });

  it("writes an instant in the location's time zone, with its abbreviation", () => {
    const at = new Date("2026-12-01T23:02:00Z");
    expect(instantInWords(at, "Australia/Brisbane")).toBe("Wednesday 2 December 2026 at 9:02 am AEST");
    expect(instantInWords(at, "Australia/Sydney")).toBe("Wednesday 2 December 2026 at 10:02 am AEDT");
    expect(instantInWords(at, "Australia/Adelaide")).toBe("Wednesday 2 December 2026 at 9:32 am ACDT");
    expect(instantInWords(at, "Australia/Perth")).toBe("Wednesday 2 December 2026 at 7:02 am AWST");
    expect(instantInWords(new Date("2026-07-01T14:00:00Z"), "Australia/Melbourne")).toBe("Thursday 2 July 2026 at 12:00 am AEST");
  });
});
