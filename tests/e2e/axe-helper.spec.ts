import { expect, test } from "./test";
import { seriousViolations } from "./axe";

// The helper every page's accessibility check goes through must still find what it is there to find.
test("the axe helper reports serious and critical violations, and none on a clean page", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button></button>
    <p style="color:#bbb;background:#fff">Faint text</p>
  </main></body></html>`);
  const found = (await seriousViolations(page)).map((v) => v.split(":")[0]);
  expect(found).toEqual(expect.arrayContaining(["image-alt", "button-name", "color-contrast"]));

  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Clean</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot"><button>Go</button>
  </main></body></html>`);
  expect(await seriousViolations(page)).toEqual([]);
});
