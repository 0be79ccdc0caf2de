import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DETAILS_HINT, SignInForm } from "./sign-in-form";

/** Issue 17 §4: the sign-in form says what is required before Send Code, not after. */
async function render(): Promise<string> {
  const handler = createStaticHandler([{ path: "/", Component: () => <SignInForm heading="Sign In" back="/" /> }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("the sign-in form's fields", () => {
  it("asks for the mobile number first, then the details, each marked required, with when they are needed", async () => {
    const html = await render();
    const order = [...html.matchAll(/<input[^>]*name="(phone|first_name|last_name|email)"/g)].map((m) => m[1]);
    expect(order).toEqual(["phone", "first_name", "last_name", "email"]);
    for (const name of ["phone", "first_name", "last_name", "email"]) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)![0];
      expect(input, name).toContain('aria-required="true"');
    }
    const labels = [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) => m[1].replace(/<[^>]+>|<!-- -->/g, "").trim());
    expect(labels).toEqual(["Mobile Number *", "First Name *", "Last Name *", "Email Address *"]);
    expect(html).toContain("Fields marked * are required.");
    expect(html).toContain(DETAILS_HINT);
  });
});
