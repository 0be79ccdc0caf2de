import { model, type ModelSpec } from "./types";

const bike = (
  make: string,
  name: string,
  kind: "naked" | "sport" | "cruiser" | "adventure",
  years: [number, number],
  series: string,
  variants: [string, number, string][],
) => model(make, name, kind, BODY[kind], BODY[kind], years, series, 2, null, "bike", variants, { itemType: "motorcycle" });

const BODY = { naked: "Naked", sport: "Sports", cruiser: "Cruiser", adventure: "Adventure" } as const;

/** Engine specs as for cars: litres, cylinders, gearbox and final drive (chain, belt or shaft). */
export const MOTORCYCLES: ModelSpec[] = [
  bike("Yamaha", "MT-07", "naked", [2018, 0], "MY25", [
    ["LAMS", 12_499, "P 0.655 2 NA M6 CHAIN 4.3 59"],
    ["Full Power", 12_999, "P 0.689 2 NA M6 CHAIN 4.3 67"],
  ]),
  bike("Yamaha", "MT-09", "naked", [2018, 0], "MY25", [
    ["MT-09", 16_499, "P 0.890 3 NA M6 CHAIN 5.0 93"],
    ["SP", 20_499, "P 0.890 3 NA M6 CHAIN 5.0 93"],
  ]),
  bike("Yamaha", "YZF-R3", "sport", [2018, 0], "MY25", [["LAMS", 8_999, "P 0.321 2 NA M6 CHAIN 3.9 30"]]),
  bike("Yamaha", "YZF-R7", "sport", [2022, 0], "MY25", [["R7", 14_199, "P 0.689 2 NA M6 CHAIN 4.3 67"]]),
  bike("Yamaha", "Tenere 700", "adventure", [2019, 0], "MY25", [
    ["Tenere 700", 17_249, "P 0.689 2 NA M6 CHAIN 4.3 68"],
    ["World Raid", 21_499, "P 0.689 2 NA M6 CHAIN 4.3 68"],
  ]),
  bike("Yamaha", "XSR700", "naked", [2018, 0], "MY25", [["LAMS", 12_999, "P 0.655 2 NA M6 CHAIN 4.3 59"]]),
  bike("Yamaha", "Tracer 9 GT", "adventure", [2021, 0], "MY25", [["GT", 22_999, "P 0.890 3 NA M6 CHAIN 5.3 93"]]),
  bike("Kawasaki", "Ninja 400", "sport", [2018, 2023], "EX400", [["LAMS", 8_499, "P 0.399 2 NA M6 CHAIN 3.8 38"]]),
  bike("Kawasaki", "Ninja 650", "sport", [2017, 0], "EX650", [["LAMS", 10_999, "P 0.649 2 NA M6 CHAIN 4.3 64"]]),
  bike("Kawasaki", "Z650", "naked", [2017, 0], "ER650", [["LAMS", 10_299, "P 0.649 2 NA M6 CHAIN 4.3 64"]]),
  bike("Kawasaki", "Z900", "naked", [2017, 0], "ZR900", [
    ["Z900", 15_399, "P 0.948 4 NA M6 CHAIN 5.9 98"],
    ["SE", 17_999, "P 0.948 4 NA M6 CHAIN 5.9 98"],
  ]),
  bike("Kawasaki", "Versys 650", "adventure", [2017, 0], "KLE650", [["LAMS", 12_999, "P 0.649 2 NA M6 CHAIN 4.5 61"]]),
  bike("Kawasaki", "Vulcan S", "cruiser", [2017, 0], "EN650", [["LAMS", 11_799, "P 0.649 2 NA M6 CHAIN 4.5 63"]]),
  bike("Honda", "CB650R", "naked", [2019, 0], "MY25", [
    ["CB650R", 13_999, "P 0.649 4 NA M6 CHAIN 5.1 63"],
    ["E-Clutch", 14_999, "P 0.649 4 NA M6 CHAIN 5.1 63"],
  ]),
  bike("Honda", "CBR650R", "sport", [2019, 0], "MY25", [["CBR650R", 14_999, "P 0.649 4 NA M6 CHAIN 5.1 63"]]),
  bike("Honda", "Rebel 500", "cruiser", [2017, 0], "CMX500", [["LAMS", 9_999, "P 0.471 2 NA M6 CHAIN 3.6 43"]]),
  bike("Honda", "Africa Twin", "adventure", [2018, 0], "CRF1100L", [
    ["Manual", 22_999, "P 1.084 2 NA M6 CHAIN 5.0 112"],
    ["Adventure Sports DCT", 28_999, "P 1.084 2 NA DCT6 CHAIN 5.0 112"],
  ]),
  bike("Honda", "NC750X", "adventure", [2021, 0], "MY25", [
    ["LAMS", 13_499, "P 0.745 2 NA M6 CHAIN 3.6 69"],
    ["DCT", 14_999, "P 0.745 2 NA DCT6 CHAIN 3.6 69"],
  ]),
  bike("Harley-Davidson", "Street Bob 114", "cruiser", [2018, 0], "FXBBS", [["Softail", 29_495, "P 1.868 2 NA M6 BELT 5.6 155"]]),
  bike("Harley-Davidson", "Fat Boy 114", "cruiser", [2018, 0], "FLFBS", [["Softail", 37_495, "P 1.868 2 NA M6 BELT 5.6 155"]]),
  bike("Harley-Davidson", "Sportster S", "cruiser", [2021, 0], "RH1250S", [
    ["Sportster S", 26_995, "P 1.252 2 NA M6 BELT 5.4 125"],
  ]),
  bike("Harley-Davidson", "Nightster", "cruiser", [2022, 0], "RH975", [["Nightster", 24_995, "P 0.975 2 NA M6 BELT 5.2 95"]]),
  bike("Harley-Davidson", "Pan America 1250", "adventure", [2021, 0], "RA1250S", [
    ["Special", 32_995, "P 1.252 2 NA M6 CHAIN 5.6 127"],
  ]),
  bike("KTM", "390 Duke", "naked", [2017, 0], "MY25", [["LAMS", 8_995, "P 0.399 1 NA M6 CHAIN 3.4 39"]]),
  bike("KTM", "890 Adventure", "adventure", [2021, 0], "MY25", [["R", 22_995, "P 0.889 2 NA M6 CHAIN 4.5 100"]]),
  bike("Triumph", "Trident 660", "naked", [2021, 0], "MY25", [["LAMS", 12_490, "P 0.660 3 NA M6 CHAIN 4.7 64"]]),
  bike("Triumph", "Tiger 900", "adventure", [2020, 0], "MY25", [
    ["GT Pro", 24_590, "P 0.888 3 NA M6 CHAIN 5.2 90"],
    ["Rally Pro", 26_490, "P 0.888 3 NA M6 CHAIN 5.2 90"],
  ]),
  bike("BMW", "R 1250 GS", "adventure", [2019, 2023], "K50", [["Adventure", 33_490, "P 1.254 2 NA M6 SHAFT 4.8 143"]]),
  bike("Suzuki", "V-Strom 650", "adventure", [2017, 0], "DL650", [["XT", 12_990, "P 0.645 2 NA M6 CHAIN 4.4 62"]]),
];
