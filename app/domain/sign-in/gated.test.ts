import { describe, expect, it } from "vitest";
import { GARAGE_PATHS, signInPath } from "./gated";

describe("gated journeys (spec 02 §2, §4)", () => {
  it("lists the signed-in areas of spec 02 §2", () => {
    expect(GARAGE_PATHS).toEqual(["my-garage", "mymotorama", "mybigboxcars", "myblinkr", "myservco"]);
  });
  it("builds the sign-in path with redirect and back, same-site only", () => {
    expect(signInPath("my-garage", "/my-garage", "/cars/x")).toBe(
      "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fcars%2Fx",
    );
    expect(signInPath("watchlist", "//evil.example", "https://evil.example")).toBe("/sign-in?type=watchlist&redirect=%2F");
  });
});
