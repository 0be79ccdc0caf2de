import { describe, expect, it } from "vitest";
import { parseHostHeader } from "./host-header.server";

// Issue 8 '500s on bad input': these Host headers threw 'Invalid URL' inside React Router.
describe("parseHostHeader", () => {
  it("reads a host name or address with an optional port", () => {
    expect(parseHostHeader("Greywattle.localhost:3000")).toEqual({
      hostname: "greywattle.localhost",
      port: 3000,
      host: "greywattle.localhost:3000",
    });
    expect(parseHostHeader("cars.example.com.")).toEqual({ hostname: "cars.example.com", host: "cars.example.com" });
    expect(parseHostHeader("127.0.0.1:80")).toMatchObject({ hostname: "127.0.0.1", port: 80 });
    expect(parseHostHeader("[::1]:3000")).toMatchObject({ hostname: "[::1]", port: 3000 });
  });
  it("refuses anything else", () => {
    for (const bad of [
      undefined,
      "",
      "greywattle.localhost:99999",
      "greywattle.localhost:0",
      "a, b",
      "a b",
      "evil.example/path",
      "user@host",
      "host:port",
      "host:",
      "-lead.example",
      "a..b",
      "[::1",
      "x".repeat(300),
      "exa\u00a0mple.com",
    ]) {
      expect(parseHostHeader(bad), String(bad)).toBeNull();
    }
  });
});
