import type { CarType } from "~/domain/vehicle/vehicle";
import type { Rng } from "~/domain/content/seeded-random";
import type { ModelSpec, Variant } from "./types";

/** Dealer comments in the voice Australian dealers write them: a few plain sentences, no hype symbols. */
export interface CommentContext {
  spec: ModelSpec;
  variant: Variant;
  year: number;
  km: number;
  carType: CarType;
  dealer: string;
  suburb: string;
  features: string[];
  certified: boolean;
  regoExpiry: string | null;
}

const WARRANTY: Record<string, string> = {
  Kia: "Kia's 7-year unlimited kilometre warranty",
  Hyundai: "Hyundai's 5-year unlimited kilometre warranty",
  Toyota: "Toyota's 5-year unlimited kilometre warranty",
  Mazda: "Mazda's 5-year unlimited kilometre warranty",
  Ford: "Ford's 5-year unlimited kilometre warranty",
  BYD: "BYD's 6-year/150,000km warranty and 8-year battery warranty",
  MG: "MG's 10-year/250,000km warranty",
  Isuzu: "Isuzu's 6-year/150,000km warranty",
  Yamaha: "Yamaha's 2-year unlimited kilometre warranty",
  Kawasaki: "Kawasaki's 2-year unlimited kilometre warranty",
  Jayco: "Jayco's 2-year structural warranty",
};

const km = (n: number) => n.toLocaleString("en-AU");

/** "Reversing camera" reads "reversing camera" mid-sentence; "LED headlights" and "Apple CarPlay" keep their capitals. */
function lowerFirst(item: string): string {
  const first = item.split(" ")[0];
  if (/[A-Z]/.test(first.slice(1)) || ["Apple", "Android", "Bluetooth", "Queen"].includes(first)) return item;
  return item[0].toLowerCase() + item.slice(1);
}

export function dealerComments(c: CommentContext, rng: Rng): string {
  const { spec, variant } = c;
  const badge = variant.badge === spec.model ? "" : ` ${variant.badge}`;
  const title = `${c.year} ${spec.make} ${spec.model}${badge}`;
  const noun = spec.itemType === "motorcycle" ? "bikes" : spec.itemType === "caravan" ? "vans" : "cars";
  const top = rng.sample(c.features.slice(-9), 3);
  const out: string[] = [];
  if (c.carType === "new") {
    out.push(
      rng.pick([
        `Brand new ${title} available now at ${c.dealer}.`,
        `${spec.itemType === "car" ? "Drive" : spec.itemType === "motorcycle" ? "Ride" : "Tow"} away today in a brand new ${spec.model}${badge}.`,
        `The new ${spec.make} ${spec.model}${badge} has arrived in ${c.suburb}.`,
      ]),
    );
  } else if (c.carType === "demo") {
    out.push(
      `Save thousands on this ex-demonstrator ${spec.model}${badge}${spec.itemType === "caravan" ? "" : ` with only ${km(c.km)}km on the clock`}.`,
    );
    out.push("It comes with the balance of the factory warranty and has been maintained by our own service department.");
  } else {
    const condition = rng.pick(["excellent", "very good", "great", "immaculate"]);
    const odometer = spec.itemType === "caravan" ? "" : ` with ${km(c.km)}km on the odometer`;
    out.push(
      rng.pick([
        `This ${title} is in ${condition} condition inside and out.`,
        `Here we have a well looked after ${title}${odometer}.`,
        `Just traded in, this ${title} presents in ${condition} condition.`,
      ]),
    );
    out.push(
      rng.pick([
        "It comes with full logbook service history.",
        "One owner from new with service books.",
        "Serviced on time and ready for its next owner.",
        "It has just been serviced and detailed.",
      ]),
    );
  }
  const fuel = variant.engine?.fuel;
  if (fuel === "Electric")
    out.push(
      "With zero tailpipe emissions, DC fast charging and a quiet, smooth drive, it makes the daily commute and the weekend road trip easy.",
    );
  if (fuel === "Hybrid")
    out.push(
      `Its self-charging hybrid system uses as little as ${variant.engine?.consumption}L/100km combined, and it never needs plugging in.`,
    );
  if (fuel === "Plug-in Hybrid")
    out.push(
      "Charge it overnight and run most daily trips on electric power alone, with the petrol engine there for the longer drives.",
    );
  if (spec.itemType === "motorcycle" && /LAMS/.test(variant.badge))
    out.push("LAMS approved, it is a perfect first bike that you will not outgrow in a hurry.");
  if (spec.itemType === "caravan" && spec.rv) {
    out.push(
      `It sleeps ${spec.rv.sleeps}, is ${spec.rv.length.toFixed(2)}m long and has an ATM of ${km(spec.rv.atm)}kg, so it suits most large SUVs and utes.`,
    );
  }
  if (top.length) {
    const items = top.map(lowerFirst);
    out.push(`Highlights include ${items.length > 1 ? `${items.slice(0, -1).join(", ")} and ` : ""}${items[items.length - 1]}.`);
  }
  if (c.certified) {
    out.push(
      "As a Toyota Certified Pre-Owned vehicle it has passed a 150-point inspection and comes with a 12-month/20,000km certified warranty and roadside assistance.",
    );
  } else if (c.carType === "used" && spec.itemType === "car") {
    out.push(`Every used vehicle at ${c.dealer} passes a 120-point inspection and comes with our 48-hour money-back guarantee.`);
  }
  if (c.carType !== "used" && WARRANTY[spec.make]) out.push(`Backed by ${WARRANTY[spec.make]}.`);
  if (c.regoExpiry && rng.chance(0.6)) out.push(`Registered until ${c.regoExpiry}.`);
  out.push(
    rng.pick([
      "Trade-ins welcome and finance available on approved credit.",
      "Call our team today to book a test drive.",
      "Ask us about a tailored finance package.",
      `Enquire now, ${noun} like this do not last long.`,
    ]),
  );
  return out.join(" ");
}
