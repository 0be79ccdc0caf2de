import { describe, expect, it } from "vitest";
import { clientKey, normaliseAddress, trustProxySetting } from "./client-address.server";

describe("client addresses", () => {
  it("reads IPv4-mapped addresses as IPv4 and anything unreadable as one shared key", () => {
    expect(normaliseAddress("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(normaliseAddress("2001:DB8::1")).toBe("2001:db8::1");
    expect(normaliseAddress(undefined)).toBe("unknown");
    expect(normaliseAddress("not an address")).toBe("unknown");
  });
  it("keys IPv4 by address and IPv6 by its /64, so one subscriber cannot take a key per address", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
  it("trusts no proxy unless TRUSTED_PROXIES names one", () => {
    expect(trustProxySetting([])).toBe(false);
    expect(trustProxySetting(["loopback", "10.0.0.0/8"])).toEqual(["loopback", "10.0.0.0/8"]);
  });
});
