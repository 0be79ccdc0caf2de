import { describe, expect, it } from "vitest";
import { addressProblem, webhookUrlProblem } from "./webhook-address";

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe("webhook URLs (issue 17 §9: never an internal service)", () => {
  // Every address of the issue, and their other spellings: each is refused whatever the loopback setting says.
  it.each([
    ["https://169.254.169.254/latest/meta-data/", /169\.254\.169\.254 is a link-local address/],
    ["https://169.254.169.254:443/", /link-local/],
    ["https://10.0.0.5/hook", /10\.0\.0\.5 is a private address/],
    ["https://10.255.255.255/", /private/],
    ["https://172.16.0.1/", /private/],
    ["https://192.168.1.10/hook", /192\.168\.1\.10 is a private address/],
    ["https://[::ffff:169.254.169.254]/", /\[::ffff:a9fe:a9fe\] is a link-local address/],
    ["https://[::ffff:a9fe:a9fe]/", /link-local/],
    ["https://[0:0:0:0:0:ffff:10.0.0.1]/", /private/],
    ["https://[::169.254.169.254]/", /link-local/],
    ["https://[64:ff9b::169.254.169.254]/", /link-local/],
    ["https://[2002:a9fe:a9fe::1]/", /link-local/],
    ["https://[fe80::1]/", /link-local/],
    ["https://[fd00:ec2::254]/", /private/],
    ["https://100.100.100.200/", /shared address/],
    ["https://0.0.0.0/", /unspecified/],
    ["https://[::]/", /unspecified/],
    ["https://255.255.255.255/", /broadcast/],
    ["https://224.0.0.1/", /multicast/],
    ["https://192.0.2.1/", /reserved or documentation/],
    ["https://198.18.0.1/", /reserved/],
    ["https://metadata.google.internal/computeMetadata/v1/", /\.internal names resolve only inside a private network/],
    ["https://metadata.google.internal./", /\.internal/],
    ["https://instance-data.ec2.internal/", /\.internal/],
    ["https://metadata/", /single-label/],
    ["https://printer.local/", /\.local names/],
    ["https://router.home.arpa/", /\.home\.arpa names/],
  ])("refuses %s", (url, why) => {
    for (const policy of [strict, dev]) expect(webhookUrlProblem(url, policy)).toMatch(why);
  });

  // Loopback in every spelling: refused unless the operator allows it (WEBHOOK_ALLOW_LOOPBACK), on any port.
  it.each([
    "http://localhost/hook",
    "http://localhost:8080/hook",
    "https://localhost./",
    "http://crm.localhost:3000/",
    "http://127.0.0.1:4000/hook",
    "http://127.8.9.10/",
    "https://0x7f000001/",
    "https://2130706433/",
    "https://0177.0.0.1/",
    "https://127.1/",
    "https://127.0.0.1./",
    "http://[::1]:4000/",
    "https://[::ffff:127.0.0.1]/",
    "https://[0:0:0:0:0:ffff:7f00:1]:8443/",
  ])("refuses loopback %s unless allowed", (url) => {
    expect(webhookUrlProblem(url, strict)).toMatch(/this machine.*WEBHOOK_ALLOW_LOOPBACK=true/);
    expect(webhookUrlProblem(url, dev)).toBeNull();
  });

  it("takes https to a public host name or address", () => {
    for (const url of [
      "https://crm.example.com/leads",
      "https://hooks.dealer.com.au:8443/in?site=1",
      "https://8.8.8.8/hook",
      "https://[2606:4700::1111]/hook",
    ])
      expect(webhookUrlProblem(url, strict)).toBeNull();
  });

  it("refuses plain http beyond this machine, other schemes, credentials and what is not a URL", () => {
    expect(webhookUrlProblem("http://crm.example.com/leads", dev)).toMatch(/^must be an https:\/\/ URL/);
    expect(webhookUrlProblem("http://8.8.8.8/", dev)).toMatch(/^must be an https:\/\/ URL/);
    expect(webhookUrlProblem("ftp://crm.example.com/", dev)).toBe("must be an https:// URL");
    expect(webhookUrlProblem("file:///etc/passwd", dev)).toBe("must be an https:// URL");
    expect(webhookUrlProblem("https://user:pw@crm.example.com/", dev)).toMatch(/user name or password/);
    expect(webhookUrlProblem("crm.example.com/leads", dev)).toMatch(/^must be a URL/);
  });
});

describe("an address a webhook's host resolved to (checked again when sending)", () => {
  it("allows public unicast addresses, refuses the rest, and loopback only when allowed", () => {
    expect(addressProblem("203.0.114.7", strict)).toBeNull();
    expect(addressProblem("2a00:1450:4001:80b::200e", strict)).toBeNull();
    expect(addressProblem("127.0.0.1", strict)).toMatch(/loopback.*WEBHOOK_ALLOW_LOOPBACK/);
    expect(addressProblem("127.0.0.1", dev)).toBeNull();
    expect(addressProblem("::1", dev)).toBeNull();
    expect(addressProblem("169.254.169.254", dev)).toMatch(/link-local/);
    expect(addressProblem("::ffff:10.1.2.3", dev)).toMatch(/private/);
    expect(addressProblem("64:ff9b::7f00:1", strict)).toMatch(/loopback/);
    expect(addressProblem("fe80::1%eth0", dev)).toMatch(/link-local/);
    expect(addressProblem("not-an-ip", dev)).toBe("not-an-ip is not an IP address");
  });
});
