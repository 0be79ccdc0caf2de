import { model, type ModelSpec } from "./types";

export const KIA: ModelSpec[] = [
  model("Kia", "Picanto", "hatch", "Hatch", "Hatchback", [2017, 0], [[2017, "JA MY18"], [2021, "JA MY21"], [2024, "JA MY24"]], 5, 5, "light", [
    ["S", 19_990, "P 1.2 4 NA A4 FWD 5.0 122"],
    ["GT-Line", 22_490, "P 1.2 4 NA A4 FWD 5.0 122"],
  ], { ancap: 3, dims: [3595, 1595, 1485], fuelTank: 35 }),
  model("Kia", "Stonic", "suv", "SUV", "Wagon", [2021, 0], "YB MY24", 5, 5, "small", [
    ["S", 27_490, "P 1.4 4 NA A6 FWD 6.7 133"],
    ["Sport", 29_990, "P 1.0 3 T DCT7 FWD 5.4 172"],
    ["GT-Line", 34_490, "P 1.0 3 T DCT7 FWD 5.4 172"],
  ], { dims: [4140, 1760, 1520], fuelTank: 45 }),
  model("Kia", "Cerato", "hatch", "Hatch", "Hatchback", [2018, 2024], [[2018, "BD MY19"], [2021, "BD MY22"], [2023, "BD MY24"]], 5, 5, "small", [
    ["S", 28_990, "P 2.0 4 NA A6 FWD 7.4 192"],
    ["Sport", 31_990, "P 2.0 4 NA A6 FWD 7.4 192"],
    ["Sport+", 35_490, "P 2.0 4 NA A6 FWD 7.4 192"],
    ["GT", 40_990, "P 1.6 4 T DCT7 FWD 6.8 265"],
  ], { ancap: 5, dims: [4510, 1800, 1440], fuelTank: 50, tow: 1100 }),
  model("Kia", "K4", "sedan", "Sedan", "Sedan", [2025, 0], "CL4 MY25", 5, 4, "small", [
    ["S", 31_990, "P 2.0 4 NA CVT FWD 6.8 179"],
    ["Sport", 35_490, "P 2.0 4 NA CVT FWD 6.8 179"],
    ["GT-Line", 42_990, "P 1.6 4 T A8 FWD 7.1 265"],
  ], { ancap: 5, dims: [4710, 1850, 1420], fuelTank: 47, tow: 1200 }),
  model("Kia", "Seltos", "suv", "SUV", "Wagon", [2019, 0], [[2019, "SP2 MY20"], [2023, "SP2 PE MY24"]], 5, 5, "small", [
    ["S", 31_990, "P 2.0 4 NA CVT FWD 6.8 180"],
    ["Sport", 34_490, "P 2.0 4 NA CVT FWD 6.8 180"],
    ["Sport+", 37_990, "P 2.0 4 NA CVT FWD 6.8 180"],
    ["GT-Line AWD", 44_990, "P 1.6 4 T DCT7 AWD 7.6 265"],
  ], { ancap: 5, dims: [4385, 1800, 1615], fuelTank: 50, tow: 1300 }),
  model("Kia", "Sportage", "suv", "SUV", "Wagon", [2018, 0], [[2018, "QL MY19"], [2022, "NQ5 MY22"], [2024, "NQ5 MY25"]], 5, 5, "medium", [
    ["S", 36_990, "P 2.0 4 NA A6 FWD 8.1 192"],
    ["SX", 40_490, "P 2.0 4 NA A6 FWD 8.1 192"],
    ["SX+ Diesel AWD", 50_990, "D 2.0 4 T A8 AWD 6.3 416"],
    ["GT-Line AWD", 53_990, "P 1.6 4 T DCT7 AWD 7.2 265"],
    ["GT-Line Hybrid AWD", 59_690, "H 1.6 4 T A6 AWD 5.1 350"],
  ], { ancap: 5, dims: [4660, 1865, 1665], fuelTank: 54, tow: 1650 }),
  model("Kia", "Sorento", "suv", "SUV", "Wagon", [2020, 0], [[2020, "MQ4 MY21"], [2024, "MQ4 PE MY25"]], 7, 5, "large", [
    ["S", 53_990, "P 2.5 4 NA A6 FWD 8.9 232"],
    ["Sport+ Diesel AWD", 60_990, "D 2.2 4 T DCT8 AWD 6.1 440"],
    ["GT-Line Diesel AWD", 69_990, "D 2.2 4 T DCT8 AWD 6.1 440"],
    ["GT-Line PHEV AWD", 83_990, "X 1.6 4 T A6 AWD 1.6 350"],
  ], { ancap: 5, dims: [4815, 1900, 1700], fuelTank: 67, tow: 2000 }),
  model("Kia", "Carnival", "mpv", "People Mover", "Wagon", [2020, 0], [[2020, "KA4 MY21"], [2024, "KA4 PE MY25"]], 8, 5, "people", [
    ["S", 54_990, "P 3.5 6 NA A8 FWD 9.6 355"],
    ["Sport Diesel", 61_990, "D 2.2 4 T A8 FWD 6.5 440"],
    ["GT-Line Lite", 68_490, "P 3.5 6 NA A8 FWD 9.6 355"],
    ["GT-Line Hybrid", 80_990, "H 1.6 4 T A6 FWD 6.1 367"],
  ], { ancap: 5, dims: [5155, 1995, 1775], fuelTank: 72, tow: 2000 }),
  model("Kia", "Niro", "suv", "SUV", "Wagon", [2022, 0], "SG2 MY23", 5, 5, "small", [
    ["S Hybrid", 44_990, "H 1.6 4 NA DCT6 FWD 4.0 265"],
    ["GT-Line Hybrid", 50_990, "H 1.6 4 NA DCT6 FWD 4.0 265"],
    ["S EV", 66_990, "E 0 0 E R1 FWD 0 255"],
    ["GT-Line EV", 72_990, "E 0 0 E R1 FWD 0 255"],
  ], { ancap: 5, dims: [4420, 1825, 1570], tow: 750 }),
  model("Kia", "EV5", "suv", "SUV", "Wagon", [2024, 0], "OV MY25", 5, 5, "medium", [
    ["Air", 58_990, "E 0 0 E R1 FWD 0 310"],
    ["Earth", 66_990, "E 0 0 E R1 FWD 0 310"],
    ["GT-Line AWD", 77_990, "E 0 0 E R1 AWD 0 620"],
  ], { ancap: 5, dims: [4615, 1875, 1715], tow: 1600 }),
  model("Kia", "EV6", "wagon", "SUV", "Wagon", [2022, 0], [[2022, "CV MY22"], [2024, "CV MY25"]], 5, 5, "medium", [
    ["Air RWD", 72_590, "E 0 0 E R1 RWD 0 350"],
    ["Earth AWD", 82_590, "E 0 0 E R1 AWD 0 605"],
    ["GT-Line AWD", 89_590, "E 0 0 E R1 AWD 0 605"],
    ["GT AWD", 102_590, "E 0 0 E R1 AWD 0 740"],
  ], { ancap: 5, dims: [4695, 1890, 1550], tow: 1600 }),
  model("Kia", "EV9", "4wd", "SUV", "Wagon", [2023, 0], "MV MY24", 7, 5, "large", [
    ["Air RWD", 97_000, "E 0 0 E R1 RWD 0 350"],
    ["Earth AWD", 108_000, "E 0 0 E R1 AWD 0 600"],
    ["GT-Line AWD", 124_000, "E 0 0 E R1 AWD 0 700"],
  ], { ancap: 5, dims: [5015, 1980, 1780], tow: 2500 }),
  model("Kia", "Tasman", "ute", "Ute", "Dual Cab Pick-up", [2025, 0], "TK MY25", 5, 4, "ute", [
    ["S 4x4", 56_990, "D 2.2 4 T A8 4WD 7.9 441"],
    ["SX+ 4x4", 66_990, "D 2.2 4 T A8 4WD 7.9 441"],
    ["X-Line 4x4", 70_990, "D 2.2 4 T A8 4WD 7.9 441"],
    ["X-Pro 4x4", 76_990, "D 2.2 4 T A8 4WD 7.9 441"],
  ], { ancap: 5, dims: [5410, 1930, 1870], tow: 3500, gvm: 3250, fuelTank: 80 }),
];

export const HYUNDAI: ModelSpec[] = [
  model("Hyundai", "i30", "hatch", "Hatch", "Hatchback", [2017, 0], [[2017, "PD MY18"], [2020, "PD.V4 MY21"], [2024, "PD.V5 MY25"]], 5, 5, "small", [
    ["Active", 29_990, "P 2.0 4 NA A6 FWD 7.2 203"],
    ["Elite", 33_990, "P 2.0 4 NA A6 FWD 7.2 203"],
    ["N Line", 36_990, "P 1.6 4 T DCT7 FWD 7.1 265"],
    ["N Line Premium", 41_990, "P 1.6 4 T DCT7 FWD 7.1 265"],
    ["N", 49_990, "P 2.0 4 T DCT8 FWD 8.5 392"],
  ], { ancap: 5, dims: [4340, 1795, 1455], fuelTank: 50, tow: 1300 }),
  model("Hyundai", "i30 Sedan", "sedan", "Sedan", "Sedan", [2020, 0], "CN7 MY25", 5, 4, "small", [
    ["Active", 31_990, "P 2.0 4 NA CVT FWD 6.3 192"],
    ["Elite Hybrid", 36_990, "H 1.6 4 NA DCT6 FWD 3.9 265"],
    ["N Line Premium", 42_990, "P 1.6 4 T DCT7 FWD 7.0 265"],
  ], { ancap: 5, dims: [4680, 1825, 1415], fuelTank: 47, tow: 1200 }),
  model("Hyundai", "Venue", "suv", "SUV", "Wagon", [2019, 0], "QX.V4 MY24", 5, 5, "light", [
    ["Venue", 27_490, "P 1.6 4 NA A6 FWD 7.0 151"],
    ["Active", 29_490, "P 1.6 4 NA A6 FWD 7.0 151"],
    ["Elite", 32_490, "P 1.6 4 NA A6 FWD 7.0 151"],
  ], { ancap: 3, dims: [4040, 1770, 1592], fuelTank: 45, tow: 1110 }),
  model("Hyundai", "Kona", "suv", "SUV", "Wagon", [2018, 0], [[2018, "OS.2 MY19"], [2023, "SX2.V1 MY24"]], 5, 5, "small", [
    ["Kona", 35_990, "P 2.0 4 NA CVT FWD 6.6 180"],
    ["Premium", 41_990, "P 2.0 4 NA CVT FWD 6.6 180"],
    ["N Line Premium AWD", 50_990, "P 1.6 4 T A8 AWD 7.9 265"],
    ["Hybrid Premium", 46_990, "H 1.6 4 NA DCT6 FWD 3.9 265"],
    ["Electric Extended Range", 61_990, "E 0 0 E R1 FWD 0 255"],
  ], { ancap: 5, dims: [4355, 1825, 1580], fuelTank: 47, tow: 1300 }),
  model("Hyundai", "Tucson", "suv", "SUV", "Wagon", [2018, 0], [[2018, "TL3 MY19"], [2021, "NX4.V1 MY22"], [2024, "NX4.V2 MY25"]], 5, 5, "medium", [
    ["Tucson", 37_990, "P 2.0 4 NA A6 FWD 8.1 192"],
    ["Elite", 44_490, "P 2.0 4 NA A6 FWD 8.1 192"],
    ["Elite Diesel AWD", 49_990, "D 2.0 4 T A8 AWD 6.3 416"],
    ["Hybrid Elite AWD", 54_990, "H 1.6 4 T A6 AWD 5.4 350"],
    ["Highlander N Line AWD", 58_990, "P 1.6 4 T DCT7 AWD 7.7 265"],
  ], { ancap: 5, dims: [4640, 1865, 1665], fuelTank: 54, tow: 1900 }),
  model("Hyundai", "Santa Fe", "4wd", "SUV", "Wagon", [2018, 0], [[2018, "TM MY19"], [2021, "TM.V3 MY22"], [2024, "MX5.V1 MY25"]], 7, 5, "large", [
    ["Santa Fe", 58_990, "P 2.5 4 T DCT8 AWD 9.0 422"],
    ["Elite Hybrid", 66_990, "H 1.6 4 T A6 AWD 5.8 367"],
    ["Calligraphy Hybrid", 77_990, "H 1.6 4 T A6 AWD 5.8 367"],
  ], { ancap: 5, dims: [4830, 1900, 1770], fuelTank: 67, tow: 2000 }),
  model("Hyundai", "Palisade", "4wd", "SUV", "Wagon", [2021, 0], "LX2.V3 MY24", 8, 5, "large", [
    ["Elite Diesel AWD", 72_990, "D 2.2 4 T A8 AWD 7.3 440"],
    ["Highlander Diesel AWD", 82_990, "D 2.2 4 T A8 AWD 7.3 440"],
    ["Calligraphy V6", 82_990, "P 3.8 6 NA A8 FWD 10.7 355"],
  ], { ancap: 5, dims: [4995, 1975, 1750], fuelTank: 71, tow: 2200 }),
  model("Hyundai", "Staria", "mpv", "People Mover", "Wagon", [2021, 0], "US4.V2 MY24", 8, 5, "people", [
    ["Staria Diesel", 58_990, "D 2.2 4 T A8 FWD 8.2 430"],
    ["Elite Diesel AWD", 69_990, "D 2.2 4 T A8 AWD 8.7 430"],
    ["Highlander Diesel AWD", 79_990, "D 2.2 4 T A8 AWD 8.7 430"],
  ], { ancap: null, dims: [5253, 1997, 1990], fuelTank: 75, tow: 2500 }),
  model("Hyundai", "IONIQ 5", "hatch", "SUV", "Wagon", [2021, 0], [[2021, "NE.V1 MY22"], [2024, "NE.V3 MY25"]], 5, 5, "medium", [
    ["Standard Range RWD", 66_990, "E 0 0 E R1 RWD 0 350"],
    ["Dynamiq RWD", 72_990, "E 0 0 E R1 RWD 0 350"],
    ["Epiq AWD", 84_990, "E 0 0 E R1 AWD 0 605"],
    ["N AWD", 116_990, "E 0 0 E R1 AWD 0 770"],
  ], { ancap: 5, dims: [4635, 1890, 1647], tow: 1600 }),
  model("Hyundai", "IONIQ 6", "sedan", "Sedan", "Sedan", [2022, 0], "CE.V1 MY23", 5, 4, "medium", [
    ["Dynamiq RWD", 74_990, "E 0 0 E R1 RWD 0 350"],
    ["Epiq AWD", 86_990, "E 0 0 E R1 AWD 0 605"],
  ], { ancap: 5, dims: [4855, 1880, 1495], tow: 1600 }),
];
