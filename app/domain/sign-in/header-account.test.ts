import { describe, expect, it } from "vitest";
import { headerAccount } from "./header-account";

describe("the header's account part (issue 11 §5)", () => {
  it("anonymous: Sign In back to this page, and the tenant's garage where it has one", () => {
    expect(headerAccount(null, "/mymotorama", "/search/used-cars?page=2")).toEqual({
      signedIn: false,
      greeting: null,
      garage: { href: "/mymotorama", label: "My Garage" },
      signInHref: "/sign-in?redirect=%2Fsearch%2Fused-cars%3Fpage%3D2&back=%2Fsearch%2Fused-cars%3Fpage%3D2",
      signOut: null,
    });
    expect(headerAccount(null, null, "/").garage).toBeNull();
  });

  it("signed in: the greeting and a sign-out that comes back to this page", () => {
    expect(headerAccount({ firstName: "Ann" }, "/my-garage", "/cars/x")).toEqual({
      signedIn: true,
      greeting: "Signed in as Ann",
      garage: { href: "/my-garage", label: "My Garage" },
      signInHref: null,
      signOut: { action: "/sign-out", back: "/cars/x" },
    });
    expect(headerAccount({ firstName: "" }, null, "/").greeting).toBe("Signed in");
  });

  it("never points back off the site", () => {
    expect(headerAccount({ firstName: "Ann" }, null, "//evil.example").signOut).toEqual({ action: "/sign-out", back: "/" });
    expect(headerAccount(null, null, "https://evil.example/").signInHref).toBe("/sign-in?redirect=%2F&back=%2F");
  });
});
