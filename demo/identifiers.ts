import type { Rng } from "~/domain/content/seeded-random";

/**
 * Plausible-looking identifiers: VINs with each maker's real world
 * manufacturer prefix, number plates in each state's current format, NVICs.
 * All made up; none is a real vehicle's.
 */
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const WMI: Record<string, string[]> = {
  Toyota: ["JTM", "JTN", "MR0", "JTE"],
  Kia: ["KNA", "KND", "U5Y"],
  Hyundai: ["KMH", "TMA", "5NM"],
  Mazda: ["JM0", "JMZ", "MM0"],
  Ford: ["MNA", "MPB", "WF0"],
  BYD: ["LGX", "LC0"],
  MG: ["LSJ", "LDP"],
  Honda: ["JHM", "MRH"],
  Mitsubishi: ["MMA", "JMF"],
  Nissan: ["JN1", "MNT"],
  Subaru: ["JF1", "JF2"],
  Suzuki: ["JS3", "MA3"],
  Isuzu: ["MPA", "JAA"],
  Lexus: ["JTJ"],
  Volkswagen: ["WVW", "WV1"],
  Tesla: ["LRW", "5YJ"],
  Polestar: ["LPS"],
  GWM: ["LGW"],
  Holden: ["6G1", "MMU"],
  BMW: ["WBA", "WBS"],
  "Mercedes-Benz": ["WDD", "W1K"],
  Audi: ["WAU"],
  Volvo: ["YV1"],
  Jeep: ["1C4"],
  Yamaha: ["JYA"],
  Kawasaki: ["JKA"],
  "Harley-Davidson": ["1HD"],
  KTM: ["VBK"],
  Triumph: ["SMT"],
  Jayco: ["6U9"],
  Coromal: ["6H8"],
  "Lotus Caravans": ["6T9"],
  Avan: ["6A9"],
  "New Age": ["6N9"],
};

export function vin(make: string, year: number, rng: Rng): string {
  const wmi = rng.pick(WMI[make] ?? ["6T1"]);
  let rest = "";
  for (let i = 0; i < 5; i++) rest += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  const check = "0123456789X"[rng.int(0, 9)];
  const yearCode = "ABCDEFGHJKLMNPRSTVWXY123456789"[(year - 2010 + 30) % 30];
  let serial = "";
  for (let i = 0; i < 6; i++) serial += String(rng.int(0, 9));
  return `${wmi}${rest}${check}${yearCode}${VIN_CHARS[rng.int(0, 22)]}${serial}`;
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const letter = (rng: Rng) => LETTERS[rng.int(0, LETTERS.length - 1)];
const digit = (rng: Rng) => String(rng.int(0, 9));

/** A number plate in the state's current general-issue format. */
export function regoPlate(state: string, rng: Rng): string {
  const d = () => digit(rng);
  const l = () => letter(rng);
  switch (state) {
    case "NSW":
      return `${l()}${l()}${d()}${d()}${l()}${l()}`;
    case "VIC":
      return `${d()}${l()}${l()}${d()}${l()}${l()}`;
    case "WA":
      return `1${l()}${l()}${l()}${d()}${d()}${d()}`;
    case "SA":
      return `S${d()}${d()}${d()}${l()}${l()}${l()}`;
    default:
      return `${d()}${d()}${d()}${l()}${l()}${d()}`;
  }
}

export function nvic(rng: Rng): string {
  let s = "";
  for (let i = 0; i < 6; i++) s += rng.chance(0.5) ? letter(rng) : digit(rng);
  return s;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function monthYear(d: Date): string {
  return d.toLocaleDateString("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** Short, stable photo seed for a vehicle. */
export function photoSeed(key: string, rng: Rng): string {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h.toString(36) + rng.int(0, 35).toString(36)).slice(0, 8);
}
