import { model, type ModelSpec } from "./types";

const rv = (
  make: string,
  name: string,
  body: "Caravan" | "Off Road Caravan" | "Pop Top",
  years: [number, number],
  variants: [string, number][],
  spec: NonNullable<ModelSpec["rv"]>,
) =>
  model(make, name, "caravan", body, body, years, "MY25", null, 1, "van-rv", variants.map(([b, p]) => [b, p, null]), {
    itemType: "caravan",
    rv: spec,
    gvm: spec.atm,
    dims: [Math.round(spec.length * 1000), 2450, 3000],
  });

/** Caravans as Australian dealers list them: layout code as the badge, length, tare, ATM and axles in the specifications. */
export const CARAVANS: ModelSpec[] = [
  rv("Jayco", "Journey", "Caravan", [2018, 0], [["19.61-3 Outback", 71_990], ["21.62-4 Outback", 78_490]], { sleeps: 4, length: 6.55, tare: 2380, atm: 2990, axle: "Tandem", ensuite: true, offroad: false }),
  rv("Jayco", "Starcraft", "Caravan", [2018, 0], [["17.55-3", 54_990], ["19.61-3", 59_990]], { sleeps: 3, length: 5.95, tare: 1960, atm: 2480, axle: "Tandem", ensuite: true, offroad: false }),
  rv("Jayco", "Silverline", "Caravan", [2019, 0], [["21.65-3 Outback", 96_990]], { sleeps: 2, length: 6.9, tare: 2780, atm: 3500, axle: "Tandem", ensuite: true, offroad: false }),
  rv("Jayco", "Crosstrak", "Off Road Caravan", [2020, 0], [["14.44-1", 48_990]], { sleeps: 2, length: 4.4, tare: 1390, atm: 1950, axle: "Single", ensuite: false, offroad: true }),
  rv("Jayco", "Journey Pop Top", "Pop Top", [2018, 0], [["17.51-5", 61_990]], { sleeps: 4, length: 5.2, tare: 1790, atm: 2290, axle: "Single", ensuite: false, offroad: false }),
  rv("Coromal", "Element", "Caravan", [2019, 0], [["606 Family", 64_990], ["646 Couples", 67_990]], { sleeps: 6, length: 6.2, tare: 2290, atm: 2890, axle: "Tandem", ensuite: true, offroad: false }),
  rv("Coromal", "Appeal", "Caravan", [2018, 0], [["601", 58_990]], { sleeps: 2, length: 6.0, tare: 2150, atm: 2750, axle: "Tandem", ensuite: true, offroad: false }),
  rv("Lotus Caravans", "Trooper", "Off Road Caravan", [2018, 0], [["19'6\" Bunk", 118_990], ["21' Club Lounge", 124_990]], { sleeps: 5, length: 6.6, tare: 2890, atm: 3500, axle: "Tandem", ensuite: true, offroad: true }),
  rv("Lotus Caravans", "Freelander", "Off Road Caravan", [2019, 0], [["18'6\"", 99_990]], { sleeps: 2, length: 5.6, tare: 2460, atm: 3200, axle: "Tandem", ensuite: true, offroad: true }),
  rv("Lotus Caravans", "Off Grid", "Off Road Caravan", [2020, 0], [["17'", 109_990]], { sleeps: 2, length: 5.2, tare: 2380, atm: 3000, axle: "Single", ensuite: true, offroad: true }),
  rv("Avan", "Aspire", "Pop Top", [2018, 0], [["555", 62_990]], { sleeps: 2, length: 5.5, tare: 1650, atm: 2150, axle: "Single", ensuite: false, offroad: false }),
  rv("New Age", "Manta Ray", "Caravan", [2018, 0], [["19ER", 83_990], ["21ER Family", 88_990]], { sleeps: 4, length: 6.4, tare: 2420, atm: 3000, axle: "Tandem", ensuite: true, offroad: false }),
  rv("New Age", "Big Red", "Off Road Caravan", [2018, 0], [["19ER", 98_990]], { sleeps: 2, length: 6.0, tare: 2650, atm: 3300, axle: "Tandem", ensuite: true, offroad: true }),
];
