import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { locationCard, visibleLocations } from "~/domain/locations/location-view";
import { demoConfig } from "../../../tests/setup/demo-configs";
import { LocationsBlock } from "./locations-block";
import { LocationsCarousel } from "./locations-carousel";

/** The location block's three layouts and the carousel's hint (spec 02 §2 'Locations'), as the server renders them. */
const kia = demoConfig("coralview-kia");
const grey = demoConfig("greywattle");
const now = Date.parse("2026-11-24T00:00:00Z");
const cards = (cfg: typeof kia) =>
  visibleLocations(cfg).map((l) => locationCard(cfg, l, { count: 20, average_rating: "4.6" }, now));
// React marks text boundaries with empty comments; they are not part of the text.
const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, "");

describe("the locations block and carousel", () => {
  it("shows one location in full: address, phone, hours table, open status, directions", () => {
    const out = html(<LocationsBlock cards={cards(kia).slice(0, 1)} />);
    expect(out).toContain("contact-panel");
    expect(out).toContain("118 Shore Street West");
    expect(out).toContain('href="tel:0738214400"');
    expect(out).toContain('<th scope="row">Thursday</th>');
    expect(out).toContain("Open now, closes 5:30 pm");
    expect(out).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
  });

  it("shows several as a grid of cards with rating, DL and MRB, View Details and the contact link by type", () => {
    const out = html(<LocationsBlock cards={cards(kia)} />);
    expect(out.match(/class="location-card"/g)).toHaveLength(3);
    expect(out).toContain("DL 3170824");
    expect(out).toContain("MVRL 48112");
    expect(out).toContain('aria-label="Rated 4.6 out of 5"');
    expect(out).toContain("Book a Service");
    expect(out).toContain("Contact Us");
    expect(out.match(/View Details/g)).toHaveLength(3);
  });

  it("shows a contact panel per location when asked", () => {
    expect(html(<LocationsBlock cards={cards(kia)} layout="contact-panel" />).match(/class="contact-panel"/g)).toHaveLength(3);
  });

  it("hints at swiping only above 3 locations", () => {
    expect(html(<LocationsCarousel cards={cards(grey)} />)).toContain("Swipe to see all 8 locations");
    expect(html(<LocationsCarousel cards={cards(kia)} />)).not.toContain("Swipe");
    const out = html(<LocationsCarousel cards={cards(kia)} />);
    expect(out).toContain("View Location");
    expect(out.match(/View Our Stock/g)).toHaveLength(1);
  });
});
