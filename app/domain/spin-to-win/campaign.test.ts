import { describe, expect, it } from "vitest";
import { campaign } from "../../../tests/setup/spin-builders";
import { campaignDatesText, campaignPhase, campaignWindow, dayText } from "./campaign";
import { maskedEmail, maskedPhone, prizeEmailText, prizeSms, SPIN_TEXTS, type PrizeFacts } from "./messages";

describe("a campaign's dates, on the dealer's wall clock", () => {
  const c = campaign({ starts_on: "2026-09-01", ends_on: "2026-11-30" });

  it("opens at midnight of its first day and closes at midnight after its last, in the dealer's zone", () => {
    // Brisbane is +10:00 all year.
    expect(campaignWindow(c, "Australia/Brisbane")).toEqual({
      opens: Date.parse("2026-08-31T14:00:00Z"),
      closes: Date.parse("2026-11-30T14:00:00Z"),
    });
    expect(campaignPhase(c, "Australia/Brisbane", new Date("2026-08-31T13:59:59Z"))).toBe("upcoming");
    expect(campaignPhase(c, "Australia/Brisbane", new Date("2026-08-31T14:00:00Z"))).toBe("live");
    expect(campaignPhase(c, "Australia/Brisbane", new Date("2026-11-30T13:59:59Z"))).toBe("live");
    expect(campaignPhase(c, "Australia/Brisbane", new Date("2026-11-30T14:00:00Z"))).toBe("ended");
    // Sydney is on daylight time (+11:00) by 30 November: the campaign closes an hour earlier in UTC.
    expect(campaignWindow(c, "Australia/Sydney").closes).toBe(Date.parse("2026-11-30T13:00:00Z"));
  });

  it("is off while disabled, whatever the date", () => {
    expect(campaignPhase({ ...c, enabled: false }, "Australia/Brisbane", new Date("2026-10-01T00:00:00Z"))).toBe("off");
  });

  it("writes the dates as a shopper reads them", () => {
    expect(dayText("2026-01-01")).toBe("1 January 2026");
    expect(campaignDatesText(c)).toBe("1 September 2026 to 30 November 2026");
    expect(campaignDatesText({ starts_on: "2026-12-26", ends_on: "2026-12-26" })).toBe("26 December 2026");
    expect(SPIN_TEXTS.ended("Spin to Win", "2026-11-30")).toBe(
      "Spin to Win ended on 30 November 2026. Thanks to everyone who played.",
    );
    expect(SPIN_TEXTS.upcoming("Spin to Win", "2026-09-01")).toBe(
      "Spin to Win opens on 1 September 2026. Come back then to spin the wheel.",
    );
  });
});

describe("the prize's message", () => {
  const facts: PrizeFacts = {
    dealer: "Coralview Kia",
    campaign: "Coralview Kia Spin to Win",
    firstName: "Ann",
    prize: { name: "A tank of fuel", description: "A $120 fuel card.", terms: "Collect within 60 days." },
    reference: "CK-7K3Q9DXM",
    claim: { location: "Coralview Kia Cleveland", phone: "07 3821 4400" },
    pageUrl: "https://www.coralviewkia.example/spin-to-win",
    campaignTerms: "One spin per person.",
  };

  it("says by SMS who it is from, the prize, how to claim it, its conditions and where the terms are", () => {
    expect(prizeSms(facts)).toBe(
      "Coralview Kia: Congratulations Ann, you are a winner in Coralview Kia Spin to Win! Your prize: A tank of fuel. To claim it, quote reference CK-7K3Q9DXM to Coralview Kia Cleveland on 07 3821 4400. Conditions: Collect within 60 days. Full terms: https://www.coralviewkia.example/spin-to-win",
    );
  });

  it("carries the campaign's terms in full by email", () => {
    const text = prizeEmailText(facts);
    expect(text).toContain("You are a winner in Coralview Kia Spin to Win at Coralview Kia. Your prize: A tank of fuel.");
    expect(text).toContain("Prize conditions: Collect within 60 days.");
    expect(text.endsWith("Terms and conditions\n--------------------\nOne spin per person.")).toBe(true);
  });

  it("masks the phone and email it names on the page", () => {
    expect(maskedPhone("0412300001")).toBe("04•• ••• 001");
    expect(maskedEmail("ann@example.com")).toBe("a•••@example.com");
    expect(maskedEmail("")).toBe("your email");
  });
});
