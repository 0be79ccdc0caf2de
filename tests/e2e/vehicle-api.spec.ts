import { expect, test } from "./test";
import { photoCar, tenantGet, PORT, GROUP } from "./vehicle-fixtures";

/** The vehicle page's calls (spec 01 §7), as the browser's code and other clients make them. */

test("GET {vehicle path}/autogauge answers the price-comparison fields or the empty answer", async ({ request }) => {
  const car = await photoCar(request);
  const res = await tenantGet(request, GROUP, `${car.path}/autogauge`);
  expect([200, 204]).toContain(res.status());
  if (res.status() === 200) {
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([
      "confidence",
      "description",
      "fill",
      "listing_price",
      "market_range_max",
      "market_range_min",
    ]);
  }
  expect((await tenantGet(request, GROUP, "/cars/no-such-car/autogauge")).status()).toBe(404);
});

test("GET /cars/{slug}/view.json counts a visitor's view once a day and reports changed fields", async ({ request }) => {
  const car = await photoCar(request);
  const first = await (await tenantGet(request, GROUP, `${car.path}/view.json?photos_count=0&website_id=${GROUP}`)).json();
  const second = await (await tenantGet(request, GROUP, `${car.path}/view.json`)).json();
  // Issue 8: the same visitor (the vid cookie the first answer set) counts once per car per day.
  expect(first.views).toBeGreaterThan(0);
  expect(second.views).toBe(first.views);
  expect(first.car_fields.photos_count).toBeGreaterThan(0);
  expect(second.car_fields).toEqual({});
  expect((await tenantGet(request, GROUP, `${car.path}/view.json?website_id=someone-else`)).status()).toBe(400);
});

test("the phone reveal is recorded for this site's cars only; without JavaScript it comes back to the car", async ({
  request,
}) => {
  const car = await photoCar(request);
  const carId = car.id;
  const post = (data: Record<string, string | number>, form = false, origin = `http://${GROUP}.localhost:${PORT}`) =>
    request.post(`http://127.0.0.1:${PORT}/api/phone-reveal`, {
      headers: { host: `${GROUP}.localhost:${PORT}`, origin },
      ...(form ? { form: data as Record<string, string> } : { data }),
      maxRedirects: 0,
    });
  expect((await post({ car_id: carId, dealership_id: "nope", website_id: GROUP })).status()).toBe(400);
  expect((await post({ car_id: carId, website_id: "another-site" })).status()).toBe(400);
  expect((await post({ car_id: 99999999, website_id: GROUP })).status()).toBe(404);
  // The page's script gets the number as the answer (a masking tenant's page does not carry it).
  const revealed = await post({ car_id: carId, website_id: GROUP });
  expect(revealed.status()).toBe(200);
  expect(await revealed.json()).toEqual({ phone: expect.stringMatching(/^[0-9 ]{8,}$/) });
  const noJs = await post({ car_id: String(carId), website_id: GROUP }, true);
  expect(noJs.status()).toBe(303);
  expect(noJs.headers()["location"]).toBe(`${car.path}?show_phone=1#phone`);
  // Issue 8: another site's page cannot make its visitors' browsers post here.
  const crossSite = await post({ car_id: String(carId), website_id: GROUP }, true, "https://evil.example");
  expect(crossSite.status()).toBe(403);
});
