import { describe, expect, it } from "vitest";
import { loader } from "./demo-photos";

describe("GET /demo-photos/:name", () => {
  const call = (name: string) => loader({ params: { name } } as never) as Response;

  it("serves SVG with a long immutable cache", async () => {
    const res = call("sedan-f2f2f0-side-x1.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    expect(await res.text()).toContain("<svg");
  });

  it("answers 404 for unknown names", () => {
    expect(call("nothing-here.svg").status).toBe(404);
  });
});
