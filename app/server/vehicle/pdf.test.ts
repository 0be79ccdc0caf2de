import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { storedVehicle } from "../../../tests/setup/stored-vehicle";
import { vehiclePdf } from "./pdf.server";

describe("vehiclePdf", () => {
  it("makes a one-page A4 PDF with the photo, title and price", async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const v = storedVehicle({
      year: 2021,
      make: "Toyota",
      model: "RAV4",
      badge: "GX",
      price: 38990,
      standardEquipment: ["ABS", "Cruise control"],
      dealercomments: "Lovely car.",
    });
    const pdf = await vehiclePdf(v, tenantConfig(), "https://x.test/cars/a", photo);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("/Subtype /Image");
    expect(text).toContain("/Title");
    expect(text).toMatch(/\/Type \/Pages\s*\/Count 1/);
    expect(pdf.length).toBeGreaterThan(2000);
  });

  it("works without a photo", async () => {
    const pdf = await vehiclePdf(storedVehicle({ dealercomments: null }), tenantConfig(), "https://x.test/cars/a", null);
    expect(pdf.toString("latin1")).not.toContain("/Subtype /Image");
  });
});
