import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { publicSite } from "./public-site";

describe("the public subset of a tenant's config", () => {
  it("never carries lead delivery targets or webhook secrets (issue 10 §5: the secret is shared with the receiver only)", () => {
    const secret = "a-very-long-webhook-secret-0123456789";
    const cfg = tenantConfig({
      lead: {
        webhooks: [{ id: "crm", url: "https://crm.example.com/in", secret }],
        delivery: {
          default: { email: ["leads@test-motors.example.com"], crm_email: ["adf@crm.example.com"], webhooks: ["crm"] },
        },
      },
    });
    const json = JSON.stringify(publicSite(cfg));
    expect(json).not.toContain(secret);
    expect(json).not.toContain("crm.example.com");
    expect(json).not.toContain("leads@test-motors.example.com");
  });
});
