import { model, type ModelSpec } from "./types";

export const FORD: ModelSpec[] = [
  model("Ford", "Ranger", "ute", "Ute", "Dual Cab Pick-up", [2016, 0], [[2016, "PX MkII"], [2019, "PX MkIII"], [2022, "PY"]], 5, 4, "ute", [
    ["XL 4x4", 55_990, "D 2.0 4 T A6 4WD 7.5 405"],
    ["XLT 4x4", 66_990, "D 2.0 4 TT A10 4WD 7.6 500"],
    ["Sport 4x4", 71_990, "D 3.0 6 T A10 4WD 8.4 600"],
    ["Wildtrak 4x4", 77_990, "D 3.0 6 T A10 4WD 8.4 600"],
    ["Platinum 4x4", 85_990, "D 3.0 6 T A10 4WD 8.4 600"],
    ["Raptor 4x4", 94_990, "P 3.0 6 TT A10 4WD 11.5 583"],
    ["XLT PHEV 4x4", 76_990, "X 2.3 4 T A6 4WD 2.8 697"],
  ], { ancap: 5, dims: [5370, 1918, 1884], fuelTank: 80, tow: 3500, gvm: 3280 }),
  model("Ford", "Everest", "4wd", "SUV", "Wagon", [2016, 0], [[2016, "UA"], [2019, "UA II"], [2022, "UB"]], 7, 5, "4x4", [
    ["Ambiente 4x4", 64_990, "D 2.0 4 TT A10 4WD 7.1 500"],
    ["Trend 4x4", 72_990, "D 2.0 4 TT A10 4WD 7.1 500"],
    ["Sport V6 4x4", 78_990, "D 3.0 6 T A10 4WD 8.5 600"],
    ["Platinum V6 4x4", 90_990, "D 3.0 6 T A10 4WD 8.5 600"],
  ], { ancap: 5, dims: [4914, 1923, 1842], fuelTank: 80, tow: 3500 }),
  model("Ford", "Puma", "suv", "SUV", "Wagon", [2020, 0], "JK MY24", 5, 5, "small", [
    ["Puma", 34_990, "P 1.0 3 T DCT7 FWD 5.3 170"],
    ["ST-Line", 39_990, "P 1.0 3 T DCT7 FWD 5.3 170"],
    ["Gen-E", 57_490, "E 0 0 E R1 FWD 0 290"],
  ], { ancap: 5, dims: [4207, 1805, 1554], fuelTank: 42, tow: 1200 }),
  model("Ford", "Escape", "suv", "SUV", "Wagon", [2020, 2024], "ZH MY23", 5, 5, "medium", [
    ["ST-Line", 44_990, "P 2.0 4 T A8 FWD 8.0 373"],
    ["ST-Line PHEV", 62_990, "X 2.5 4 NA CVT FWD 1.5 210"],
  ], { ancap: 5, dims: [4614, 1882, 1680], fuelTank: 52, tow: 1800 }),
  model("Ford", "Mustang", "coupe", "Coupe", "Fastback", [2016, 0], [[2016, "FM"], [2018, "FN"], [2024, "S650"]], 4, 2, "sports", [
    ["EcoBoost", 72_990, "P 2.3 4 T A10 RWD 10.1 448"],
    ["GT", 82_990, "P 5.0 8 NA A10 RWD 12.4 556"],
  ], { dims: [4811, 1916, 1397], fuelTank: 61, tow: 1000 }),
  model("Ford", "Mustang Mach-E", "suv", "SUV", "Wagon", [2022, 0], "LJ", 5, 5, "medium", [
    ["Select RWD", 79_990, "E 0 0 E R1 RWD 0 430"],
    ["Premium AWD", 91_990, "E 0 0 E R1 AWD 0 580"],
  ], { ancap: 5, dims: [4713, 1881, 1624], tow: 750 }),
  model("Ford", "Transit Custom", "van", "Van", "Van", [2018, 0], [[2018, "VN"], [2024, "VO"]], 3, 4, "van", [
    ["Trend SWB", 59_990, "D 2.0 4 T A8 FWD 7.3 390"],
    ["Sport LWB", 71_990, "D 2.0 4 T A8 FWD 7.5 415"],
  ], { dims: [5050, 2032, 1990], fuelTank: 70, tow: 2300 }),
];

export const BYD: ModelSpec[] = [
  model("BYD", "Atto 3", "suv", "SUV", "Wagon", [2022, 0], "MY24", 5, 5, "small", [
    ["Standard Range", 44_499, "E 0 0 E R1 FWD 0 310"],
    ["Extended Range", 47_999, "E 0 0 E R1 FWD 0 310"],
  ], { ancap: 5, dims: [4455, 1875, 1615], tow: 750 }),
  model("BYD", "Dolphin", "hatch", "Hatch", "Hatchback", [2023, 0], "EA1", 5, 5, "small", [
    ["Dynamic", 36_999, "E 0 0 E R1 FWD 0 180"],
    ["Premium", 46_999, "E 0 0 E R1 FWD 0 310"],
  ], { ancap: 5, dims: [4290, 1770, 1570] }),
  model("BYD", "Seal", "sedan", "Sedan", "Sedan", [2023, 0], "EC", 5, 4, "medium", [
    ["Dynamic RWD", 54_999, "E 0 0 E R1 RWD 0 360"],
    ["Premium RWD", 64_999, "E 0 0 E R1 RWD 0 360"],
    ["Performance AWD", 74_999, "E 0 0 E R1 AWD 0 670"],
  ], { ancap: 5, dims: [4800, 1875, 1460], tow: 750 }),
  model("BYD", "Sealion 6", "suv", "SUV", "Wagon", [2024, 0], "MY25", 5, 5, "medium", [
    ["Dynamic PHEV", 48_990, "X 1.5 4 NA R1 FWD 1.1 300"],
    ["Premium PHEV AWD", 57_990, "X 1.5 4 T R1 AWD 1.6 550"],
  ], { ancap: 5, dims: [4775, 1890, 1670], fuelTank: 60, tow: 1500 }),
  model("BYD", "Sealion 7", "suv", "SUV", "Wagon", [2025, 0], "MY25", 5, 5, "medium", [
    ["Premium RWD", 60_990, "E 0 0 E R1 RWD 0 380"],
    ["Performance AWD", 70_990, "E 0 0 E R1 AWD 0 690"],
  ], { ancap: 5, dims: [4830, 1925, 1620], tow: 1500 }),
  model("BYD", "Shark 6", "ute", "Ute", "Dual Cab Pick-up", [2025, 0], "MY25", 5, 4, "ute", [
    ["Premium PHEV AWD", 59_990, "X 1.5 4 T R1 AWD 2.0 650"],
  ], { ancap: 5, dims: [5457, 1971, 1925], fuelTank: 60, tow: 2500, gvm: 2710 }),
];

export const MG: ModelSpec[] = [
  model("MG", "MG3", "hatch", "Hatch", "Hatchback", [2018, 0], [[2018, "SZP1"], [2024, "ZS2"]], 5, 5, "light", [
    ["Vibe", 23_990, "P 1.5 4 NA A4 FWD 6.7 150"],
    ["Excite Hybrid+", 28_990, "H 1.5 4 NA A4 FWD 4.4 425"],
  ], { ancap: 3, dims: [4113, 1797, 1502], fuelTank: 36 }),
  model("MG", "ZS", "suv", "SUV", "Wagon", [2018, 0], [[2018, "AZS1"], [2025, "AZS2"]], 5, 5, "small", [
    ["Vibe", 28_990, "P 1.5 4 NA CVT FWD 6.9 141"],
    ["Excite", 31_990, "P 1.5 4 NA CVT FWD 6.9 141"],
    ["Essence Hybrid+", 36_990, "H 1.5 4 NA A4 FWD 4.5 465"],
    ["EV Excite", 44_990, "E 0 0 E R1 FWD 0 280"],
  ], { ancap: 5, dims: [4430, 1818, 1635], fuelTank: 45, tow: 500 }),
  model("MG", "HS", "suv", "SUV", "Wagon", [2019, 0], [[2019, "SAS23"], [2025, "SAS24"]], 5, 5, "medium", [
    ["Vibe", 34_990, "P 1.5 4 T CVT FWD 7.3 275"],
    ["Essence", 42_990, "P 1.5 4 T DCT7 FWD 7.3 275"],
    ["Essence PHEV", 51_990, "X 1.5 4 T A4 FWD 1.7 370"],
  ], { ancap: 5, dims: [4610, 1876, 1685], fuelTank: 55, tow: 1500 }),
  model("MG", "MG4", "hatch", "Hatch", "Hatchback", [2023, 0], "EH32", 5, 5, "small", [
    ["Excite 51", 39_990, "E 0 0 E R1 RWD 0 250"],
    ["Essence 64", 47_990, "E 0 0 E R1 RWD 0 250"],
    ["XPOWER AWD", 59_990, "E 0 0 E R1 AWD 0 600"],
  ], { ancap: 5, dims: [4287, 1836, 1504] }),
];

export const OTHER_USED: ModelSpec[] = [
  model("Volkswagen", "Golf", "hatch", "Hatch", "Hatchback", [2017, 0], [[2017, "7.5"], [2021, "8"], [2024, "8.5"]], 5, 5, "small", [
    ["110TSI Life", 40_990, "P 1.4 4 T A8 FWD 5.8 250"],
    ["GTI", 63_990, "P 2.0 4 T DCT7 FWD 7.0 370"],
  ], { ancap: 5, dims: [4282, 1789, 1456], fuelTank: 50, tow: 1500 }),
  model("Volkswagen", "Tiguan", "suv", "SUV", "Wagon", [2017, 0], [[2017, "5N"], [2021, "5N MY21"], [2024, "CT"]], 5, 5, "medium", [
    ["110TSI Life", 45_990, "P 1.4 4 T DCT8 FWD 7.0 250"],
    ["162TSI R-Line 4MOTION", 64_990, "P 2.0 4 T DCT7 AWD 8.5 350"],
  ], { ancap: 5, dims: [4509, 1839, 1675], fuelTank: 58, tow: 2000 }),
  model("Volkswagen", "Amarok", "ute", "Ute", "Dual Cab Pick-up", [2017, 0], [[2017, "2H"], [2023, "NF"]], 5, 4, "ute", [
    ["Life 4MOTION", 65_990, "D 2.0 4 TT A10 4WD 7.6 500"],
    ["Aventura V6 4MOTION", 87_990, "D 3.0 6 T A10 4WD 9.2 600"],
  ], { ancap: 5, dims: [5350, 1910, 1888], fuelTank: 80, tow: 3500, gvm: 3270 }),
  model("Tesla", "Model 3", "sedan", "Sedan", "Sedan", [2019, 0], [[2019, "MY19"], [2024, "Highland"]], 5, 4, "medium", [
    ["Rear-Wheel Drive", 58_900, "E 0 0 E R1 RWD 0 420"],
    ["Long Range AWD", 70_900, "E 0 0 E R1 AWD 0 493"],
    ["Performance AWD", 85_900, "E 0 0 E R1 AWD 0 741"],
  ], { ancap: 5, dims: [4720, 1850, 1441], tow: 1000 }),
  model("Tesla", "Model Y", "suv", "SUV", "Wagon", [2022, 0], [[2022, "MY22"], [2025, "Juniper"]], 5, 5, "medium", [
    ["Rear-Wheel Drive", 61_900, "E 0 0 E R1 RWD 0 420"],
    ["Long Range AWD", 72_900, "E 0 0 E R1 AWD 0 493"],
  ], { ancap: 5, dims: [4751, 1921, 1624], tow: 1600 }),
  model("Polestar", "2", "hatch", "Sedan", "Liftback", [2021, 0], "534", 5, 5, "medium", [
    ["Standard Range Single Motor", 67_400, "E 0 0 E R1 RWD 0 490"],
    ["Long Range Dual Motor", 79_400, "E 0 0 E R1 AWD 0 740"],
  ], { ancap: 5, dims: [4606, 1859, 1479], tow: 1500 }),
  model("GWM", "Cannon", "ute", "Ute", "Dual Cab Pick-up", [2021, 0], "NPW", 5, 4, "ute", [
    ["Cannon 4x4", 42_990, "D 2.0 4 T A8 4WD 9.4 400"],
    ["Cannon-X 4x4", 50_990, "D 2.0 4 T A8 4WD 9.4 400"],
  ], { ancap: 5, dims: [5410, 1934, 1886], fuelTank: 78, tow: 3000, gvm: 3050 }),
  model("GWM", "Haval Jolion", "suv", "SUV", "Wagon", [2021, 0], "A01", 5, 5, "small", [
    ["Premium", 28_990, "P 1.5 4 T DCT7 FWD 8.1 210"],
    ["Ultra Hybrid", 37_990, "H 1.5 4 NA DCT7 FWD 5.1 375"],
  ], { ancap: 5, dims: [4472, 1841, 1574], fuelTank: 55, tow: 1200 }),
  model("Holden", "Commodore", "sedan", "Sedan", "Liftback", [2018, 2020], "ZB MY19", 5, 5, "large", [
    ["LT", 40_990, "P 2.0 4 T A9 FWD 7.6 350"],
    ["RS-V AWD", 52_990, "P 3.6 6 NA A9 AWD 9.1 381"],
    ["VXR AWD", 58_990, "P 3.6 6 NA A9 AWD 9.3 381"],
  ], { ancap: 5, dims: [4897, 1863, 1455], fuelTank: 61, tow: 1800 }),
  model("Holden", "Colorado", "ute", "Ute", "Dual Cab Pick-up", [2016, 2020], [[2016, "RG MY17"], [2019, "RG MY20"]], 5, 4, "ute", [
    ["LS 4x4", 49_990, "D 2.8 4 T A6 4WD 8.6 500"],
    ["LTZ 4x4", 57_990, "D 2.8 4 T A6 4WD 8.6 500"],
    ["Z71 4x4", 61_990, "D 2.8 4 T A6 4WD 8.6 500"],
  ], { ancap: 5, dims: [5361, 1872, 1800], fuelTank: 76, tow: 3500, gvm: 3150 }),
  model("BMW", "X3", "suv", "SUV", "Wagon", [2018, 0], [[2018, "G01"], [2025, "G45"]], 5, 5, "luxury", [
    ["xDrive20d", 82_900, "D 2.0 4 T A8 AWD 5.7 400"],
    ["M40i", 122_900, "P 3.0 6 T A8 AWD 8.4 500"],
  ], { ancap: 5, dims: [4708, 1891, 1676], fuelTank: 68, tow: 2000 }),
  model("BMW", "3 Series", "sedan", "Sedan", "Sedan", [2019, 0], "G20", 5, 4, "luxury", [
    ["330i M Sport", 84_900, "P 2.0 4 T A8 RWD 6.4 400"],
    ["M340i xDrive", 109_900, "P 3.0 6 T A8 AWD 7.8 500"],
  ], { ancap: 5, dims: [4713, 1827, 1440], fuelTank: 59, tow: 1600 }),
  model("Mercedes-Benz", "C-Class", "sedan", "Sedan", "Sedan", [2018, 0], [[2018, "W205"], [2022, "W206"]], 5, 4, "luxury", [
    ["C200", 85_000, "P 1.5 4 T A9 RWD 6.6 300"],
    ["C300", 98_000, "P 2.0 4 T A9 RWD 7.1 400"],
  ], { ancap: 5, dims: [4751, 1820, 1438], fuelTank: 66, tow: 1800 }),
  model("Mercedes-Benz", "GLC", "suv", "SUV", "Wagon", [2018, 0], [[2018, "X253"], [2023, "X254"]], 5, 5, "luxury", [
    ["GLC 300 4MATIC", 110_000, "P 2.0 4 T A9 AWD 7.9 400"],
  ], { ancap: 5, dims: [4716, 1890, 1640], fuelTank: 62, tow: 2400 }),
  model("Audi", "Q5", "suv", "SUV", "Wagon", [2018, 0], "FY", 5, 5, "luxury", [
    ["40 TDI quattro", 85_900, "D 2.0 4 T DCT7 AWD 5.6 400"],
    ["45 TFSI quattro S line", 92_900, "P 2.0 4 T DCT7 AWD 8.0 370"],
  ], { ancap: 5, dims: [4682, 1893, 1662], fuelTank: 70, tow: 2400 }),
  model("Volvo", "XC40", "suv", "SUV", "Wagon", [2018, 0], "536", 5, 5, "luxury", [
    ["B4 Ultimate Dark", 64_990, "P 2.0 4 T A8 FWD 7.0 300"],
    ["Recharge Pure Electric", 79_990, "E 0 0 E R1 RWD 0 420"],
  ], { ancap: 5, dims: [4440, 1863, 1652], fuelTank: 54, tow: 1800 }),
  model("Jeep", "Grand Cherokee", "4wd", "SUV", "Wagon", [2017, 0], [[2017, "WK MY17"], [2022, "WL"]], 5, 5, "4x4", [
    ["Laredo 4x4", 78_950, "P 3.6 6 NA A8 4WD 10.6 347"],
    ["Limited 4x4", 89_950, "P 3.6 6 NA A8 4WD 10.6 347"],
  ], { ancap: 5, dims: [4914, 1979, 1792], fuelTank: 87, tow: 2812 }),
];
