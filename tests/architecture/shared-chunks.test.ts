import { describe, expect, it } from "vitest";
import { planSharedChunks, type SharedModule } from "../../scripts/shared-chunks";

/** The shared-chunk plan vite.config.ts builds the browser bundle with (issue 21 item 3). */
const mod = (id: string, routes: string[], size: number): SharedModule => ({ id, routes: new Set(routes), size });
const busy = new Set(["home", "search", "vehicle"]);
const options = { weight: (r: string) => (busy.has(r) ? 1 : r.startsWith("later:") ? 0.05 : 0.1), fileCost: 4_000 };

describe("the shared chunks planned from the route graph", () => {
  it("puts modules that the same routes load into one chunk", () => {
    const plan = planSharedChunks([mod("a", ["home", "search"], 50_000), mod("b", ["search", "home"], 50_000)], options);
    expect(plan.get("a")).toBe("shared-home-search");
    expect(plan.get("b")).toBe("shared-home-search");
  });

  it("merges a small group into another when the file it saves outweighs the bytes it adds", () => {
    const plan = planSharedChunks(
      [mod("cards", ["home", "search", "vehicle"], 30_000), mod("badge", ["home", "search"], 500)],
      options,
    );
    // The vehicle page loads 500 bytes more; home and search each load one file fewer.
    expect(plan.get("badge")).toBe(plan.get("cards"));
  });

  it("keeps a large group apart rather than load it on a page that does not need it", () => {
    const plan = planSharedChunks(
      [mod("cards", ["home", "search", "vehicle"], 30_000), mod("filters", ["home", "search"], 40_000)],
      options,
    );
    expect(plan.get("filters")).not.toBe(plan.get("cards"));
  });

  it("does not put a light page's shared code into a busy page's first load", () => {
    const plan = planSharedChunks(
      [mod("cards", ["home", "search"], 20_000), mod("forms", ["enquiry", "sign-in", "later:lead-dialog.tsx"], 20_000)],
      options,
    );
    expect(plan.get("forms")).toBe("shared-enquiry-sign-in-lead-dialog");
    expect(plan.get("cards")).toBe("shared-home-search");
  });

  it("names each chunk once, the same way every build", () => {
    const modules = [mod("x", ["home", "search"], 90_000), mod("y", ["home", "search", "compare"], 90_000)];
    const first = planSharedChunks(modules, options);
    expect(new Set(first.values()).size).toBe(2);
    expect(planSharedChunks([...modules].reverse(), options)).toEqual(first);
  });
});
