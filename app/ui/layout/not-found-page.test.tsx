import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundOrErrorPage } from "./not-found-page";

/** The error page of /locations/{slug} and /{brand}/overview, as the server renders it after the loader throws. */
async function render(status: number) {
  const routes = [
    {
      path: "/",
      loader: () => {
        throw data(null, { status });
      },
      Component: () => null,
      ErrorBoundary: () => (
        <NotFoundOrErrorPage
          notFoundTitle="Location not found"
          notFoundMessage="We couldn't find that location."
          link={{ to: "/dealer-locator", label: "Find a location near you" }}
        />
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("NotFoundOrErrorPage", () => {
  it("on a 404: the not-found title and text, noindex, and the link onwards", async () => {
    const out = await render(404);
    expect(out).toContain("<title>Location not found</title>");
    expect(out).toContain('<meta name="robots" content="noindex"/>');
    expect(out).toContain("<h1>Location not found</h1>");
    expect(out).toContain("We couldn&#x27;t find that location.");
    expect(out).toContain('<a class="button" href="/dealer-locator"');
  });

  it("on any other error: 'Something went wrong', indexable, the same link", async () => {
    const out = await render(500);
    expect(out).toContain("<h1>Something went wrong</h1>");
    expect(out).toContain("Sorry, this page could not be shown. Please try again in a moment.");
    expect(out).not.toContain("noindex");
    expect(out).toContain("Find a location near you");
  });
});
