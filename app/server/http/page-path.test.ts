import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path.server";

describe("pagePath", () => {
  it("is the path of a page request and of its data request", () => {
    expect(pagePath(new Request("http://a.localhost/about-us"))).toBe("/about-us");
    expect(pagePath(new Request("http://a.localhost/about-us.data?_routes=routes%2Fcontent"))).toBe("/about-us");
    expect(pagePath(new Request("http://a.localhost/mymotorama.data"))).toBe("/mymotorama");
  });
  it("is / for the home page's data request", () => {
    expect(pagePath(new Request("http://a.localhost/_root.data"))).toBe("/");
    expect(pagePath(new Request("http://a.localhost/"))).toBe("/");
  });
});
