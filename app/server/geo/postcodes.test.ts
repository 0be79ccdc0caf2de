import { describe, expect, it } from "vitest";
import { haversineKm } from "~/domain/locations/distance";
import bundled from "./au-postcodes.json";
import {
  compactPostcodes,
  geocodePostcode,
  InvalidPostcodeError,
  loadPostcodeTable,
  postcodeTableFromPackage,
  reducePostcodeRows,
} from "./postcodes.server";

describe("geocoding a postcode from the bundled data (issue 12; spec 02 §5, §8 'Invalid postcode')", () => {
  it("finds capital-city postcodes near their city centres", async () => {
    const centres: [string, number, number, string][] = [
      ["4000", -27.4698, 153.0251, "QLD"],
      ["2000", -33.8688, 151.2093, "NSW"],
      ["3000", -37.8136, 144.9631, "VIC"],
      ["5000", -34.9285, 138.6007, "SA"],
      ["6000", -31.9523, 115.8613, "WA"],
      ["7000", -42.8821, 147.3272, "TAS"],
      ["0800", -12.4634, 130.8456, "NT"],
      ["2600", -35.3075, 149.1244, "ACT"],
    ];
    for (const [postcode, lat, long, state] of centres) {
      const point = await geocodePostcode(postcode);
      expect(point.state, postcode).toBe(state);
      expect(haversineKm(point, { lat, long }), postcode).toBeLessThan(8);
    }
  });

  it("is not pulled away by a far placeholder row (4110 Acacia Ridge)", async () => {
    expect(haversineKm(await geocodePostcode("4110"), { lat: -27.612, long: 153.0095 })).toBeLessThan(1);
  });

  it("throws 'Invalid postcode' for an unknown or malformed postcode", async () => {
    for (const bad of ["0000", "5999", "8888", "400", "40000", "abcd", ""]) {
      await expect(geocodePostcode(bad), bad).rejects.toThrow(new InvalidPostcodeError());
      await expect(geocodePostcode(bad), bad).rejects.toThrow(/^Invalid postcode$/);
    }
    await expect(geocodePostcode(" 4000 ")).resolves.toMatchObject({ state: "QLD" });
  });

  it("loads the file once, shared by concurrent callers", async () => {
    const [a, b] = await Promise.all([loadPostcodeTable(), loadPostcodeTable()]);
    expect(a).toBe(b);
    expect(await loadPostcodeTable()).toBe(a);
    expect(a.size).toBeGreaterThan(3000);
  });

  it("reduces rows to one median point per postcode, dropping rows outside Australia", () => {
    const t = reducePostcodeRows([
      { postcode: "4110", state: "QLD", lat: -27.6, long: 153.0 },
      { postcode: "4110", state: "QLD", lat: -27.6, long: 153.0 },
      { postcode: "4110", state: "QLD", lat: -19.7, long: 145.8 },
      { postcode: "3989", state: "VIC", lat: 49.18, long: -2.1 },
      { postcode: "2406", state: "NSW", lat: -28.9, long: 151.1 },
      { postcode: "2406", state: "QLD", lat: -28.7, long: 151.0 },
      { postcode: "2406", state: "NSW", lat: -28.8, long: 151.2 },
    ]);
    expect(t.get("4110")).toEqual({ lat: -27.6, long: 153.0, state: "QLD", remoteness: null, region: null });
    expect(t.has("3989")).toBe(false);
    expect(t.get("2406")).toEqual({ lat: -28.8, long: 151.1, state: "NSW", remoteness: null, region: null });
  });
  it("carries each postcode's ABS remoteness class and SA4 region, the most common of its suburbs'", async () => {
    const t = reducePostcodeRows([
      { postcode: "2705", state: "NSW", lat: -34.5, long: 146.4, RA_2016: "3", sa4name: "Riverina" },
      { postcode: "2705", state: "NSW", lat: -34.5, long: 146.4, RA_2016: "3", sa4name: "Riverina" },
      { postcode: "2705", state: "NSW", lat: -34.5, long: 146.4, RA_2016: "2", sa4name: "Murray" },
      { postcode: "0870", state: "NT", lat: -23.7, long: 133.9, RA_2016: "", sa4name: "" },
    ]);
    expect(t.get("2705")).toMatchObject({ remoteness: "outer-regional", region: "Riverina" });
    expect(t.get("0870")).toMatchObject({ remoteness: null, region: null });
    // From the bundled file: what the ABS 2016 classes say of these places.
    expect(await geocodePostcode("2000")).toMatchObject({ remoteness: "major-cities", region: "Sydney - City and Inner South" });
    expect(await geocodePostcode("0870")).toMatchObject({ state: "NT", remoteness: "remote" });
    expect(await geocodePostcode("6642")).toMatchObject({ state: "WA", remoteness: "very-remote" });
  });

  it("bundles a compact file that is exactly what the package gives (npm run postcodes:build)", async () => {
    expect(bundled).toEqual(compactPostcodes(await postcodeTableFromPackage()));
    expect(JSON.stringify(bundled).length).toBeLessThan(150_000);
  }, 30_000);
});
