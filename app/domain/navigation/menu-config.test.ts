import { describe, expect, it } from "vitest";
import {
  DEFAULT_FOOTER_GROUPS,
  DEFAULT_HEADER_MENU,
  footerGroupSchema,
  headerItemSchema,
  pruneFooter,
  pruneHeader,
} from "./menu-config";
import { describeConfigIssues } from "../tenant/tenant-config";

const issuesOf = (schema: typeof headerItemSchema | typeof footerGroupSchema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
};

describe("header menu and footer groups as data (spec 02 §2)", () => {
  it("defaults to the spec's header and footer", () => {
    expect(DEFAULT_HEADER_MENU.map((i) => [i.label, i.dynamic ?? i.path ?? "dropdown"])).toEqual([
      ["Home", "/"],
      ["Vehicles", "models"],
      ["Our Stock", "stock"],
      ["Offers", "/special-offers"],
      ["Service and Parts", "dropdown"],
      ["Finance", "/finance"],
      ["More", "dropdown"],
    ]);
    expect(DEFAULT_FOOTER_GROUPS.map((g) => g.title)).toEqual(["Models", "Buyer Tools", "Servicing and Parts", null]);
    for (const item of DEFAULT_HEADER_MENU) expect(headerItemSchema.parse(item)).toEqual(item);
    for (const group of DEFAULT_FOOTER_GROUPS) expect(footerGroupSchema.parse(group)).toEqual(group);
  });

  it("needs exactly one of path, children or dynamic; links are site paths or https", () => {
    expect(issuesOf(headerItemSchema, { label: "Finance" })).toEqual(["(root): needs exactly one of path, children, dynamic"]);
    expect(issuesOf(headerItemSchema, { label: "X", path: "/x", dynamic: "models" })).toEqual([
      "dynamic: needs exactly one of path, children, dynamic",
    ]);
    expect(issuesOf(headerItemSchema, { label: "X", path: "//evil.example.com" })).toEqual([
      "path: must be a site path such as /finance or an https:// address",
    ]);
    expect(issuesOf(headerItemSchema, { label: "X", children: [{ label: "", path: "javascript:alert(1)" }] })).toEqual([
      "children.0.label: must not be empty",
      "children.0.path: must be a site path such as /finance or an https:// address",
    ]);
    expect(issuesOf(headerItemSchema, { label: "X", dynamic: "weather" })).toEqual([
      "dynamic: must be one of models, stock, brands",
    ]);
    expect(issuesOf(footerGroupSchema, { title: "Buyer Tools", links: [] })).toEqual(["links: must list at least one link"]);
    expect(issuesOf(headerItemSchema, { label: "Book", path: "https://book.example.com/service?dealer=1" })).toEqual([]);
  });

  it("drops links to flows the tenant does not have, and dropdowns or groups left empty", () => {
    const has = new Set(["/", "/special-offers", "/finance", "/service", "/about-us", "/contact-us", "/privacy-policy"]);
    const header = pruneHeader(DEFAULT_HEADER_MENU, (p) => has.has(p));
    expect(header.map((i) => i.label)).toEqual([
      "Home",
      "Vehicles",
      "Our Stock",
      "Offers",
      "Service and Parts",
      "Finance",
      "More",
    ]);
    expect(header[4].children?.map((c) => c.path)).toEqual(["/service"]);
    expect(header[6].children?.map((c) => c.path)).toEqual(["/about-us", "/contact-us"]);
    expect(pruneHeader(DEFAULT_HEADER_MENU, (p) => p === "/").map((i) => i.label)).toEqual(["Home", "Vehicles", "Our Stock"]);
    const footer = pruneFooter(DEFAULT_FOOTER_GROUPS, (p) => has.has(p));
    expect(footer.map((g) => g.title)).toEqual(["Models", "Buyer Tools", "Servicing and Parts", null]);
    expect(pruneFooter(DEFAULT_FOOTER_GROUPS, () => false).map((g) => g.title)).toEqual(["Models"]);
  });

  it("keeps outside links and judges site links by their path alone", () => {
    const items = [
      { label: "Book", path: "https://book.example.com/service" },
      { label: "Used", path: "/search/used-cars?sortBy=price#results" },
    ];
    expect(pruneHeader(items, (p) => p === "/search/used-cars")).toEqual(items);
  });
});
