import type { Review } from "~/domain/content/reviews";
import type { Location, TenantConfig } from "~/domain/tenant/tenant-config";
import { createRng, type Rng } from "~/domain/content/seeded-random";

/**
 * Demo reviews (issue 12 deliver 8): every visible location gets a set of
 * reviews, the same on every seed for the same day. Ratings lean to 5 stars
 * as real dealers' do, with a few poor ones the dealer has answered.
 */

const FIRST = [
  "Sarah",
  "James",
  "Priya",
  "Liam",
  "Mei",
  "Connor",
  "Aisha",
  "Tom",
  "Grace",
  "Ethan",
  "Olivia",
  "Noah",
  "Jasmine",
  "Daniel",
  "Chloe",
  "Raj",
  "Hannah",
  "Ben",
  "Zoe",
  "Marco",
  "Emily",
  "Lachlan",
  "Ruby",
  "Sam",
];
const LAST = [
  "M.",
  "T.",
  "K.",
  "O'Brien",
  "Nguyen",
  "Walsh",
  "Patel",
  "Chen",
  "Smith",
  "Russo",
  "Kelly",
  "Brown",
  "Singh",
  "Hughes",
  "W.",
  "D.",
];

const SALES_TEXTS: Record<number, string[]> = {
  5: [
    "{staff} made buying our new car easy. No pressure, honest answers and the car was detailed beautifully on pickup.",
    "Traded in my old ute and drove away the same afternoon. {staff} sorted the finance and explained every line of the contract.",
    "Great range of stock and a fair price. {staff} let us take two cars for a proper test drive on the motorway.",
    "Second car we've bought here. Same friendly team, same easy process. Highly recommend.",
    "Found the exact model online, rang ahead and it was ready to drive when we arrived. Smooth from start to finish.",
    "",
  ],
  4: [
    "Good experience overall. Paperwork took a little longer than expected but {staff} kept us updated.",
    "Happy with the car and the price. Delivery day was busy so we waited a bit, but they looked after us.",
  ],
  3: ["Car is great, but it took three phone calls to get the rego papers sent through."],
  2: [
    "The car had a small scratch at pickup that we had to come back for. Fixed, but it should have been picked up in the pre-delivery check.",
  ],
};
const SERVICE_TEXTS: Record<number, string[]> = {
  5: [
    "Booked online, dropped the car at 7:30 and it was ready by lunch. {staff} walked me through the report.",
    "Capped-price service came in exactly as quoted. Courtesy car was clean and ready to go.",
    "Honest advice on what needed doing now and what could wait. That's why I keep coming back.",
    "Parts counter had the part in stock and {staff} double-checked it fitted my model year.",
    "",
  ],
  4: ["Quality work and friendly staff. The car came back a couple of hours later than promised."],
  3: ["Service was fine but the waiting area coffee machine was broken again!"],
  2: ["Had to bring the car back because a warning light came on the next day. Sorted quickly the second time."],
};
const STAFF = ["Jess", "Michael", "Anh", "Craig", "Sophie", "Dave", "Kylie", "Hamish"];

const REPLIES_GOOD = [
  "Thanks so much, {name}! We'll pass your kind words on to {staff}. Enjoy the new wheels.",
  "Thank you for the review, {name}. It's always great to see a familiar face. See you at your first service!",
  "We really appreciate you taking the time, {name}. Happy motoring!",
];
const REPLIES_POOR = [
  "Hi {name}, thank you for the honest feedback and sorry we fell short. Our manager will give you a call this week.",
  "Sorry about that, {name}. We've shared this with the team so it doesn't happen again. Please reach out any time.",
];

function rating(rng: Rng, lean: number): number {
  return rng.weighted([
    [5, 70 + lean],
    [4, 20],
    [3, 5],
    [2, 3],
    [1, 1],
  ]);
}

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

/** A location's demo reviews, the newest `now` less a day or so, spread over about two years. */
export function demoReviews(cfg: Pick<TenantConfig, "slug">, loc: Location, now: Date): Review[] {
  const rng = createRng(`reviews:${cfg.slug}:${loc.id}`);
  const service = loc.location_type !== "sales";
  const texts = service ? SERVICE_TEXTS : SALES_TEXTS;
  const count = rng.int(14, 34);
  // Some locations rate a little lower, so a site's minimum can hide a badge.
  const lean = rng.int(-45, 25);
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let daysAgo = rng.int(1, 4);
  const list: Review[] = [];
  for (let i = 0; i < count; i++) {
    const r = rating(rng, lean);
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    const staff = rng.pick(STAFF);
    const pool = texts[r] ?? texts[2];
    const text = fill(rng.pick(pool), { staff });
    const at = new Date(day - daysAgo * 86_400_000 + rng.int(8 * 60, 18 * 60) * 60_000 - 10 * 3_600_000);
    const replied = r <= 3 || rng.chance(0.55);
    const replyAt = new Date(at.getTime() + rng.int(2, 48) * 3_600_000);
    list.push({
      id: `demo-${loc.id}-${i + 1}`,
      customer_name: name,
      text,
      rating: r,
      review_date: at.toISOString(),
      reply_text: replied ? fill(rng.pick(r <= 3 ? REPLIES_POOR : REPLIES_GOOD), { name: name.split(" ")[0], staff }) : null,
      reply_date: replied && replyAt.getTime() < now.getTime() ? replyAt.toISOString() : null,
      image: null,
    });
    daysAgo += rng.int(3, 40);
  }
  // A reply dated after now would be in the future: drop the reply rather than invent a date.
  return list.map((r) => (r.reply_text && !r.reply_date ? { ...r, reply_text: null } : r));
}
