import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path.server";

describe("pagePath", () => {
  it("is the path of a page request and of its data request", () => {
    expect(pagePath(new Request("http://a.localhost/about-us"))).toBe("/about-us");
    expect(pagePath(new Request("http://a.localhost/about-us.data?_routes=routes%2Fcontent"))).toBe("/about-us");
    expect(pagePath(new Request("http://a.localhost/mymotorama.data"))).toBe("/mymotorama");
  });
  it("keeps the trailing slash of a page whose path ends in one (/book-test-drive/)", () => {
    expect(pagePath(new Request("http://a.localhost/book-test-drive/_.data"))).toBe("/book-test-drive/");
    expect(pagePath(new Request("http://a.localhost/book-test-drive/_.data?car_id=3"))).toBe("/book-test-drive/");
    expect(pagePath(new Request("http://a.localhost/book-test-drive/"))).toBe("/book-test-drive/");
  });
  it("is / for the home page's data request", () => {
    expect(pagePath(new Request("http://a.localhost/_root.data"))).toBe("/");
    expect(pagePath(new Request("http://a.localhost/"))).toBe("/");
  });
});
