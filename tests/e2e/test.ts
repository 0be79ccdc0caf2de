import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** React has hydrated the page once its fibers hang on the DOM; a document React Router did not render has nothing to wait for. */
const hydrated = () =>
  !("__reactRouterContext" in window) ||
  Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber"));

/** Waits until React has hydrated the page (for a test that opened it at `domcontentloaded`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydrated);
}

/**
 * Playwright's `test`, whose page's `goto` also waits for React to hydrate
 * the page it opened. A page's scripts start loading after its first paint
 * (app/server/http/scripts-after-paint.server.ts), which on this machine can
 * come after the load event `goto` waits for; a test that then clicked a
 * button only the hydrated page answers would race the scripts. A test that
 * asks for an earlier moment (`waitUntil: "domcontentloaded"` or `"commit"`),
 * or runs without JavaScript, gets the page as it is then.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url: string, options?: Parameters<Page["goto"]>[1]) => {
        const response = await goto(url, options);
        const early = options?.waitUntil === "domcontentloaded" || options?.waitUntil === "commit";
        if (!early && response && (response.headers()["content-type"] ?? "").startsWith("text/html")) {
          await waitForHydration(page);
        }
        return response;
      };
    }
    await provide(page);
  },
});
