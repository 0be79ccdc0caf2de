import { WEEKDAY_NAMES, weeklyHoursOf, specialIntervals } from "./opening-hours";
import type { LocationPageView } from "./location-view";
import type { Location } from "../tenant/tenant-config";
import type { MetaTag } from "../vehicle/seo";

/**
 * Structured data for a location page: schema.org AutoDealer with its
 * address, position, telephone, weekly openingHoursSpecification and the
 * special and holiday hours of the coming weeks (validFrom/validThrough the
 * day; a closed day is opens = closes = 00:00, as schema.org says), and the
 * aggregate rating only when the badge rule shows it (spec 02 §5).
 */

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function openingHoursSpecification(loc: Pick<Location, "contact_detail" | "special_hours">, upcoming: readonly string[]) {
  const weekly = [1, 2, 3, 4, 5, 6, 0].flatMap((d) =>
    weeklyHoursOf(loc.contact_detail.opening_hours, d).intervals.map((i) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[d]}`,
      opens: hhmm(i.open),
      closes: hhmm(i.close),
    })),
  );
  const special = loc.special_hours
    .filter((s) => upcoming.includes(s.date))
    .flatMap((s) => {
      const intervals = specialIntervals(s);
      const times = intervals.length
        ? intervals.map((i) => ({ opens: hhmm(i.open), closes: hhmm(i.close) }))
        : [{ opens: "00:00", closes: "00:00" }];
      return times.map((t) => ({ "@type": "OpeningHoursSpecification", validFrom: s.date, validThrough: s.date, ...t }));
    });
  return [...weekly, ...special];
}

export function locationJsonLd(loc: Location, view: LocationPageView, url: string | null): Record<string, unknown> {
  const a = loc.address;
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: view.heading,
    ...(url ? { url } : {}),
    telephone: loc.contact_detail.phone,
    ...(loc.image_url ? { image: loc.image_url } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: a.lat, longitude: a.long },
    openingHoursSpecification: openingHoursSpecification(
      loc,
      view.specialHours.map((s) => s.date),
    ),
    ...(view.reviews?.badge
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: view.reviews.summary.average_rating,
            reviewCount: view.reviews.summary.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}

export function locationMetaTags(view: LocationPageView, siteName: string, url: string | null): MetaTag[] {
  const title = `${view.heading} | ${view.card.typeLabel} | ${siteName}`;
  const description = `${view.heading}, ${view.card.street}, ${view.card.locality}. Opening hours, directions, phone ${view.card.phone} and reviews.`;
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link" as const, rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
  ];
}
