import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts.server";

const shell = (head: string, body = "") => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe("lowPriorityScripts", () => {
  it("marks every module preload of the <head> low priority", () => {
    const head =
      '<style data-href="/assets/app.css">a{}</style><link rel="modulepreload" as="script" href="/assets/a.js"/>' +
      '<link rel="preload" as="image" href="/p.webp"/><link rel="modulepreload" as="script" href="/assets/b.js"/>';
    const out = lowPriorityScripts(shell(head)).toString();
    expect(out.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/p.webp"/>');
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(shell(head).toString());
  });

  it("leaves the body's text alone, and a shell without preloads as it is", () => {
    const body = '<p>&lt;link rel="modulepreload"</p><pre><link rel="modulepreload" href="/x.js"></pre>';
    const page = shell('<link rel="modulepreload" href="/a.js"/>', body);
    expect(lowPriorityScripts(page).toString()).toContain(`<body>${body}</body>`);
    const plain = shell("<title>t</title>");
    expect(lowPriorityScripts(plain)).toBe(plain);
  });
});
