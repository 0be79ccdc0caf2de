import { describe, expect, it } from "vitest";
import {
  COPIED_FOR_MS,
  galleryViews,
  locatedAtCity,
  SHARE_WINDOW,
  showThumbnails,
  SPIN_AUTO_ROTATE_MS,
  SPIN_SENSITIVITY_PX,
  STICKY_BOTTOM_BAR_AFTER_PX,
  STICKY_HEADER_AFTER_PX,
  stickyBar,
  vehicleBreadcrumbs,
} from "./page-behaviour";

describe("vehicle page constants", () => {
  it("match spec 01 §4 and §9", () => {
    // "Sticky header after 500px; sticky bottom bar after 900px."
    expect([STICKY_HEADER_AFTER_PX, STICKY_BOTTOM_BAR_AFTER_PX]).toEqual([500, 900]);
    // "Spin view: sensitivity 20 px, auto-rotate 100 ms."
    expect([SPIN_SENSITIVITY_PX, SPIN_AUTO_ROTATE_MS]).toEqual([20, 100]);
    // "Copy link button shows 'Copied' for 1.5 s." "Sharing opens a 550x400 window"
    expect(COPIED_FOR_MS).toBe(1500);
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 });
  });
});

// Spec 01 §2: "Sticky header after scrolling 500px ... One tenant family uses a sticky bottom bar after 900px".
describe("stickyBar", () => {
  it("is one bar a page: the family's bottom bar where it is on, the sticky header elsewhere (issue 17)", () => {
    expect(stickyBar({ stickyBottomBar: true, inStock: true, hasPhone: true })).toBe("bottom");
    expect(stickyBar({ stickyBottomBar: false, inStock: true, hasPhone: true })).toBe("header");
  });

  it("falls back to the sticky header when the bottom bar would have nothing to offer", () => {
    // A sold car without a number: no Enquire Now, no Call Now.
    expect(stickyBar({ stickyBottomBar: true, inStock: false, hasPhone: false })).toBe("header");
    expect(stickyBar({ stickyBottomBar: true, inStock: false, hasPhone: true })).toBe("bottom");
  });
});

// Spec 01 §2: "Thumbnail strip only when the car has more than 3 images".
describe("showThumbnails", () => {
  it("needs more than 3 images", () => {
    expect(showThumbnails(3)).toBe(false);
    expect(showThumbnails(4)).toBe(true);
  });
});

// Spec 01 §4: "Gallery view: spin (default), gallery, interior".
describe("galleryViews", () => {
  it("puts spin first when the car has spin frames", () => {
    expect(galleryViews({ spin_images: ["a", "b"], spin_interior_image: "i", images: [1] })).toEqual([
      "spin",
      "images",
      "interior",
    ]);
    expect(galleryViews({ spin_images: [], images: [1] })).toEqual(["images"]);
    expect(galleryViews({ spin_images: [], images: [] })).toEqual(["images"]);
  });
});

// Spec 01 §2: "Announcement bar 'Located at {city}' ... shown only when the car's city differs
// from the primary dealership city."
describe("locatedAtCity", () => {
  it("announces another city only", () => {
    expect(locatedAtCity("Gold Coast", "Brisbane")).toBe("Gold Coast");
    expect(locatedAtCity("brisbane ", "Brisbane")).toBeNull();
    expect(locatedAtCity(null, "Brisbane")).toBeNull();
  });
});

// Spec 02 §2: "Breadcrumbs: Home, car-type listing, make, model, body, current page."
describe("vehicleBreadcrumbs", () => {
  it("goes Home, car-type listing, make, model, body, the car, linking the canonical listings", () => {
    const crumbs = vehicleBreadcrumbs({
      car_type: "used",
      make: "Land Rover",
      model: "Range Rover Evoque",
      year: 2020,
      badge: "S",
      simple_body: "SUV",
    });
    expect(crumbs).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Land Rover", href: "/search/land-rover?car_type=used" },
      { label: "Range Rover Evoque", href: "/search/land-rover/range-rover-evoque?car_type=used" },
      { label: "SUV", href: "/search/land-rover/range-rover-evoque?car_type=used&body=SUV" },
      { label: "2020 Land Rover Range Rover Evoque S", href: null },
    ]);
  });
});

describe("vehicleBreadcrumbs for other item types (issue 9)", () => {
  it("calls a motorcycle's car-type listing 'Used Motorcycles' and lists used motorcycles", () => {
    const crumbs = vehicleBreadcrumbs({ car_type: "used", item_type: "motorcycle", make: "Yamaha", model: "MT-07", year: 2022 });
    expect(crumbs[1]).toEqual({ label: "Used Motorcycles", href: "/search/used-cars?item_type=motorcycle" });
    expect(vehicleBreadcrumbs({ car_type: "new", item_type: "car", make: "Kia", model: "EV5", year: 2025 })[1]).toEqual({
      label: "New Cars",
      href: "/search/new-cars",
    });
  });
});
