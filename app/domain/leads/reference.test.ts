import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_REFERENCE_ALPHABET, leadReference, leadReferencePrefix, parseLeadReference } from "./reference";

describe("lead references (issue 10 §2: the answer carries lead_id; /success shows the reference)", () => {
  it("start with the site's initials", () => {
    expect(leadReferencePrefix("coralview-kia")).toBe("CK");
    expect(leadReferencePrefix("greywattle")).toBe("GR");
    expect(leadReferencePrefix("ironbark-ridge")).toBe("IR");
    expect(leadReferencePrefix("a-b-c-d")).toBe("ABC");
  });

  it("use no character a person confuses with another", () => {
    expect(LEAD_REFERENCE_ALPHABET).toHaveLength(30);
    expect(LEAD_REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(leadReference("GR", [0, 1, 2, 3, 4, 5, 6, 29])).toBe("GR-2345678Z");
  });

  it("parse back whatever they make, whatever the case a person types", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (ints) => {
        const ref = leadReference("CK", ints);
        expect(parseLeadReference(` ${ref.toLowerCase()} `)).toBe(ref);
      }),
    );
    expect(parseLeadReference("CK-0000000")).toBeNull();
    expect(parseLeadReference("CK-AAAAAAAO")).toBeNull();
  });
});
