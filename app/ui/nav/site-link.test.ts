import { describe, expect, it } from "vitest";
import { siteLinkPath } from "./site-link";

const ORIGIN = { origin: "https://greywattle.example" };

/** A click on an element inside a SiteLink whose resolved address is `href`. */
type Click = Parameters<typeof siteLinkPath>[0];
function click(
  href: string,
  { attributes = {}, ...event }: { attributes?: Record<string, string> } & Partial<Click> = {},
): Click {
  const anchor = {
    href,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  const target = { closest: (selector: string) => (selector === "a[data-site-link]" ? anchor : null) };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target,
    ...event,
  } as Click;
}

describe("a SiteLink click (what <Link> follows in the page)", () => {
  it("is followed to its path, query and fragment on this site", () => {
    expect(siteLinkPath(click("https://greywattle.example/locations/north?x=1#hours"), ORIGIN)).toBe(
      "/locations/north?x=1#hours",
    );
  });
  it("is left to the browser for a new tab or window, another button, a target, a download or another site", () => {
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
      expect(siteLinkPath(click("https://greywattle.example/", { [modifier]: true }), ORIGIN)).toBeNull();
    }
    expect(siteLinkPath(click("https://greywattle.example/", { button: 1 }), ORIGIN)).toBeNull();
    expect(siteLinkPath(click("https://greywattle.example/", { attributes: { target: "_blank" } }), ORIGIN)).toBeNull();
    expect(siteLinkPath(click("https://greywattle.example/", { attributes: { target: "_self" } }), ORIGIN)).toBe("/");
    expect(siteLinkPath(click("https://greywattle.example/a.pdf", { attributes: { download: "" } }), ORIGIN)).toBeNull();
    expect(siteLinkPath(click("https://elsewhere.example/"), ORIGIN)).toBeNull();
  });
  it("is left alone when something handled the click, or when it is not on a SiteLink", () => {
    expect(siteLinkPath(click("https://greywattle.example/", { defaultPrevented: true }), ORIGIN)).toBeNull();
    const outside = { ...click("https://greywattle.example/"), target: { closest: () => null } } as unknown as Click;
    expect(siteLinkPath(outside, ORIGIN)).toBeNull();
    expect(siteLinkPath({ ...click("https://greywattle.example/"), target: null }, ORIGIN)).toBeNull();
  });
});
