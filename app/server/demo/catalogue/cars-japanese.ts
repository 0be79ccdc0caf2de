import { model, type ModelSpec } from "./types";

export const TOYOTA: ModelSpec[] = [
  model("Toyota", "Yaris", "hatch", "Hatch", "Hatchback", [2020, 0], "MXPH10R", 5, 5, "light", [
    ["Ascent Sport", 27_990, "P 1.5 3 NA CVT FWD 4.9 145"],
    ["SX Hybrid", 33_490, "H 1.5 3 NA CVT FWD 3.3 120"],
    ["ZR Hybrid", 36_990, "H 1.5 3 NA CVT FWD 3.3 120"],
  ], { ancap: 5, dims: [3940, 1695, 1505], fuelTank: 36 }),
  model("Toyota", "Yaris Cross", "suv", "SUV", "Wagon", [2020, 0], "MXPJ10R", 5, 5, "small", [
    ["GX", 32_990, "P 1.5 3 NA CVT FWD 5.4 145"],
    ["GXL Hybrid", 38_990, "H 1.5 3 NA CVT FWD 3.8 120"],
    ["Urban Hybrid AWD", 42_990, "H 1.5 3 NA CVT AWD 4.0 120"],
  ], { ancap: 5, dims: [4180, 1765, 1595], fuelTank: 36, tow: 400 }),
  model("Toyota", "Corolla", "hatch", "Hatch", "Hatchback", [2018, 0], [[2018, "MZEA12R"], [2023, "ZWE219R"]], 5, 5, "small", [
    ["Ascent Sport", 30_990, "P 2.0 4 NA CVT FWD 6.0 200"],
    ["Ascent Sport Hybrid", 33_490, "H 1.8 4 NA CVT FWD 4.0 142"],
    ["SX Hybrid", 36_990, "H 1.8 4 NA CVT FWD 4.0 142"],
    ["ZR Hybrid", 42_990, "H 1.8 4 NA CVT FWD 4.0 142"],
  ], { ancap: 5, dims: [4375, 1790, 1435], fuelTank: 43, tow: 450 }),
  model("Toyota", "Corolla Cross", "suv", "SUV", "Wagon", [2022, 0], "MXGH10R", 5, 5, "small", [
    ["GX Hybrid", 38_990, "H 2.0 4 NA CVT FWD 4.4 188"],
    ["GXL Hybrid", 43_490, "H 2.0 4 NA CVT FWD 4.4 188"],
    ["Atmos Hybrid AWD", 52_990, "H 2.0 4 NA CVT AWD 4.6 188"],
  ], { ancap: 5, dims: [4460, 1825, 1620], fuelTank: 43, tow: 750 }),
  model("Toyota", "C-HR", "suv", "SUV", "Wagon", [2017, 0], [[2017, "NGX10R"], [2024, "ZYX10R"]], 5, 5, "small", [
    ["Koba", 38_990, "P 1.2 4 T CVT FWD 6.4 185"],
    ["GR Sport Hybrid", 50_990, "H 2.0 4 NA CVT FWD 4.0 188"],
  ], { ancap: 5, dims: [4360, 1795, 1565], fuelTank: 43, tow: 725 }),
  model("Toyota", "Camry", "sedan", "Sedan", "Sedan", [2017, 0], [[2017, "ASV70R"], [2021, "AXVH71R"], [2025, "AXVH80R"]], 5, 4, "medium", [
    ["Ascent Hybrid", 40_990, "H 2.5 4 NA CVT FWD 4.2 221"],
    ["SX Hybrid", 45_990, "H 2.5 4 NA CVT FWD 4.5 221"],
    ["SL Hybrid", 52_990, "H 2.5 4 NA CVT FWD 4.5 221"],
  ], { ancap: 5, dims: [4920, 1840, 1445], fuelTank: 50, tow: 1200 }),
  model("Toyota", "RAV4", "suv", "SUV", "Wagon", [2019, 0], "AXAH54R", 5, 5, "medium", [
    ["GX", 39_990, "P 2.0 4 NA CVT FWD 6.5 207"],
    ["GX Hybrid", 43_490, "H 2.5 4 NA CVT FWD 4.7 221"],
    ["GXL Hybrid AWD", 50_990, "H 2.5 4 NA CVT AWD 4.8 221"],
    ["XSE Hybrid AWD", 54_990, "H 2.5 4 NA CVT AWD 4.8 221"],
    ["Cruiser Hybrid AWD", 56_990, "H 2.5 4 NA CVT AWD 4.8 221"],
    ["Edge AWD", 57_990, "P 2.5 4 NA A8 AWD 7.3 243"],
  ], { ancap: 5, dims: [4600, 1855, 1685], fuelTank: 55, tow: 1500 }),
  model("Toyota", "Kluger", "suv", "SUV", "Wagon", [2021, 0], "AXUH78R", 7, 5, "large", [
    ["GX", 59_990, "P 2.4 4 T A8 FWD 8.9 420"],
    ["GXL Hybrid AWD", 73_990, "H 2.5 4 NA CVT AWD 5.6 242"],
    ["Grande Hybrid AWD", 85_990, "H 2.5 4 NA CVT AWD 5.6 242"],
  ], { ancap: 5, dims: [4966, 1930, 1755], fuelTank: 65, tow: 2000 }),
  model("Toyota", "Prado", "4wd", "SUV", "Wagon", [2017, 0], [[2017, "GDJ150R"], [2024, "TJA250R"]], 7, 5, "4x4", [
    ["GX", 75_990, "D 2.8 4 T A8 4WD 7.9 500"],
    ["GXL", 82_990, "D 2.8 4 T A8 4WD 7.9 500"],
    ["VX", 92_990, "D 2.8 4 T A8 4WD 7.9 500"],
    ["Kakadu", 104_990, "D 2.8 4 T A8 4WD 7.9 500"],
  ], { ancap: 5, dims: [4925, 1980, 1935], fuelTank: 110, tow: 3500, gvm: 3280 }),
  model("Toyota", "LandCruiser 300", "4wd", "SUV", "Wagon", [2021, 0], "FJA300R", 7, 5, "4x4", [
    ["GX", 98_990, "D 3.3 6 TT A10 4WD 8.9 700"],
    ["GXL", 112_990, "D 3.3 6 TT A10 4WD 8.9 700"],
    ["VX", 124_990, "D 3.3 6 TT A10 4WD 8.9 700"],
    ["Sahara", 145_990, "D 3.3 6 TT A10 4WD 8.9 700"],
    ["GR Sport", 150_990, "D 3.3 6 TT A10 4WD 8.9 700"],
  ], { ancap: 5, dims: [4980, 1980, 1950], fuelTank: 110, tow: 3500, gvm: 3280 }),
  model("Toyota", "LandCruiser 70", "4wd", "SUV", "Wagon", [2017, 0], [[2017, "VDJ76R"], [2024, "GDJ76R"]], 5, 5, "4x4", [
    ["GXL Wagon", 91_990, "D 2.8 4 T A6 4WD 9.6 500"],
  ], { dims: [4910, 1870, 1940], fuelTank: 130, tow: 3500, gvm: 3300 }),
  model("Toyota", "HiLux", "ute", "Ute", "Dual Cab Pick-up", [2016, 0], [[2016, "GUN126R"], [2024, "GUN126R MY24"]], 5, 4, "ute", [
    ["Workmate 4x2", 38_990, "P 2.7 4 NA A6 RWD 10.9 245"],
    ["SR 4x4", 58_990, "D 2.8 4 T A6 4WD 8.4 500"],
    ["SR5 4x4", 66_990, "D 2.8 4 T A6 4WD 8.4 500"],
    ["Rogue 4x4", 75_990, "D 2.8 4 T A6 4WD 8.4 500"],
    ["Rugged X 4x4", 76_990, "D 2.8 4 T A6 4WD 8.4 500"],
    ["GR Sport 4x4", 80_990, "D 2.8 4 T A6 4WD 8.4 550"],
  ], { ancap: 5, dims: [5325, 1855, 1815], fuelTank: 80, tow: 3500, gvm: 3050 }),
  model("Toyota", "HiAce", "van", "Van", "Van", [2019, 0], "GDH300R", 3, 4, "van", [
    ["LWB Van", 55_990, "D 2.8 4 T A6 RWD 8.4 450"],
    ["SLWB Commuter", 78_990, "D 2.8 4 T A6 RWD 8.9 450"],
  ], { dims: [5265, 1950, 1990], fuelTank: 70, tow: 1900 }),
  model("Toyota", "bZ4X", "suv", "SUV", "Wagon", [2022, 0], "XEAM10R", 5, 5, "medium", [
    ["FWD", 66_000, "E 0 0 E R1 FWD 0 266"],
    ["AWD", 74_900, "E 0 0 E R1 AWD 0 337"],
  ], { ancap: 5, dims: [4690, 1860, 1650], tow: 750 }),
  model("Toyota", "GR86", "coupe", "Coupe", "Coupe", [2022, 0], "ZN8", 4, 2, "sports", [
    ["GT", 48_990, "P 2.4 4 NA M6 RWD 9.5 250"],
    ["GTS", 53_990, "P 2.4 4 NA A6 RWD 8.8 250"],
  ], { dims: [4265, 1775, 1310], fuelTank: 50 }),
  model("Toyota", "Fortuner", "4wd", "SUV", "Wagon", [2017, 0], "GUN156R", 7, 5, "4x4", [
    ["GX", 57_990, "D 2.8 4 T A6 4WD 8.6 500"],
    ["Crusade", 70_990, "D 2.8 4 T A6 4WD 8.6 500"],
  ], { ancap: 5, dims: [4795, 1855, 1835], fuelTank: 80, tow: 3100 }),
];

export const MAZDA: ModelSpec[] = [
  model("Mazda", "Mazda2", "hatch", "Hatch", "Hatchback", [2016, 0], "DJ2", 5, 5, "light", [
    ["G15 Pure", 25_990, "P 1.5 4 NA A6 FWD 5.3 142"],
    ["G15 GT", 31_490, "P 1.5 4 NA A6 FWD 5.3 142"],
  ], { ancap: 4, dims: [4065, 1695, 1495], fuelTank: 44 }),
  model("Mazda", "Mazda3", "hatch", "Hatch", "Hatchback", [2019, 0], "BP", 5, 5, "small", [
    ["G20 Pure", 34_990, "P 2.0 4 NA A6 FWD 6.2 200"],
    ["G20 Evolve", 37_990, "P 2.0 4 NA A6 FWD 6.2 200"],
    ["G25 GT", 42_990, "P 2.5 4 NA A6 FWD 6.6 252"],
    ["G25 Astina", 46_990, "P 2.5 4 NA A6 FWD 6.6 252"],
  ], { ancap: 5, dims: [4460, 1795, 1435], fuelTank: 51, tow: 1200 }),
  model("Mazda", "CX-3", "suv", "SUV", "Wagon", [2017, 0], "DK", 5, 5, "light", [
    ["G20 Pure", 29_990, "P 2.0 4 NA A6 FWD 6.3 195"],
    ["G20 Akari", 37_990, "P 2.0 4 NA A6 FWD 6.3 195"],
  ], { ancap: 5, dims: [4275, 1765, 1535], fuelTank: 48, tow: 1200 }),
  model("Mazda", "CX-30", "suv", "SUV", "Wagon", [2020, 0], "DM", 5, 5, "small", [
    ["G20 Pure", 35_990, "P 2.0 4 NA A6 FWD 6.4 200"],
    ["G20 Evolve", 38_990, "P 2.0 4 NA A6 FWD 6.4 200"],
    ["G25 Astina AWD", 48_990, "P 2.5 4 NA A6 AWD 6.8 252"],
  ], { ancap: 5, dims: [4395, 1795, 1540], fuelTank: 51, tow: 1200 }),
  model("Mazda", "CX-5", "suv", "SUV", "Wagon", [2017, 0], [[2017, "KF"], [2022, "KF MY22"]], 5, 5, "medium", [
    ["Maxx", 38_990, "P 2.0 4 NA A6 FWD 6.9 200"],
    ["Maxx Sport", 42_990, "P 2.5 4 NA A6 FWD 7.4 252"],
    ["Touring AWD", 47_990, "P 2.5 4 NA A6 AWD 7.4 252"],
    ["GT SP AWD", 52_990, "P 2.5 4 T A6 AWD 8.2 420"],
    ["Akera AWD", 57_990, "P 2.5 4 T A6 AWD 8.2 420"],
  ], { ancap: 5, dims: [4575, 1845, 1680], fuelTank: 58, tow: 1800 }),
  model("Mazda", "CX-60", "suv", "SUV", "Wagon", [2022, 0], "KH", 5, 5, "luxury", [
    ["G40e Evolve AWD", 62_990, "P 3.3 6 T A8 AWD 7.4 450"],
    ["D50e GT AWD", 74_990, "D 3.3 6 T A8 AWD 5.0 550"],
    ["P50e Azami PHEV AWD", 86_990, "X 2.5 4 NA A8 AWD 2.1 500"],
  ], { ancap: 5, dims: [4740, 1890, 1685], fuelTank: 58, tow: 2500 }),
  model("Mazda", "CX-8", "suv", "SUV", "Wagon", [2018, 2023], "KG", 7, 5, "large", [
    ["Sport", 44_990, "P 2.5 4 NA A6 FWD 8.1 252"],
    ["Touring Diesel AWD", 56_990, "D 2.2 4 TT A6 AWD 5.9 450"],
    ["Asaki Diesel AWD", 68_990, "D 2.2 4 TT A6 AWD 5.9 450"],
  ], { ancap: 5, dims: [4900, 1840, 1730], fuelTank: 72, tow: 2000 }),
  model("Mazda", "CX-90", "4wd", "SUV", "Wagon", [2023, 0], "KK", 7, 5, "large", [
    ["G50e Touring AWD", 79_990, "P 3.3 6 T A8 AWD 8.2 500"],
    ["D50e GT AWD", 86_990, "D 3.3 6 T A8 AWD 5.4 550"],
    ["G50e Azami AWD", 95_990, "P 3.3 6 T A8 AWD 8.2 500"],
  ], { ancap: 5, dims: [5120, 1994, 1745], fuelTank: 74, tow: 2500 }),
  model("Mazda", "BT-50", "ute", "Ute", "Dual Cab Pick-up", [2020, 0], "TF", 5, 4, "ute", [
    ["XS 4x4", 55_990, "D 1.9 4 T A6 4WD 7.7 350"],
    ["XT 4x4", 61_990, "D 3.0 4 T A6 4WD 8.0 450"],
    ["GT 4x4", 68_990, "D 3.0 4 T A6 4WD 8.0 450"],
    ["Thunder 4x4", 75_990, "D 3.0 4 T A6 4WD 8.0 450"],
  ], { ancap: 5, dims: [5280, 1870, 1810], fuelTank: 76, tow: 3500, gvm: 3100 }),
  model("Mazda", "MX-5", "coupe", "Convertible", "Roadster", [2016, 0], "ND", 2, 2, "sports", [
    ["Roadster", 44_990, "P 2.0 4 NA M6 RWD 6.8 205"],
    ["RF GT", 53_990, "P 2.0 4 NA A6 RWD 7.2 205"],
  ], { dims: [3915, 1735, 1235], fuelTank: 45 }),
];

export const JAPANESE_USED: ModelSpec[] = [
  model("Honda", "CR-V", "suv", "SUV", "Wagon", [2017, 0], [[2017, "RW MY18"], [2023, "RS MY24"]], 5, 5, "medium", [
    ["VTi", 44_900, "P 1.5 4 T CVT FWD 7.3 240"],
    ["VTi L AWD", 52_900, "P 1.5 4 T CVT AWD 7.4 240"],
    ["e:HEV RS", 62_900, "H 2.0 4 NA CVT AWD 5.4 335"],
  ], { ancap: 5, dims: [4691, 1866, 1681], fuelTank: 57, tow: 1500 }),
  model("Honda", "HR-V", "suv", "SUV", "Wagon", [2017, 0], [[2017, "MY18"], [2022, "RV MY22"]], 5, 5, "small", [
    ["Vi X", 37_900, "P 1.5 4 NA CVT FWD 6.4 145"],
    ["e:HEV L", 45_900, "H 1.5 4 NA CVT FWD 4.3 253"],
  ], { ancap: 5, dims: [4346, 1790, 1582], fuelTank: 40, tow: 800 }),
  model("Honda", "Civic", "hatch", "Hatch", "Hatchback", [2017, 0], [[2017, "FK MY17"], [2022, "FL MY22"]], 5, 5, "small", [
    ["VTi-LX", 47_200, "P 1.5 4 T CVT FWD 6.3 240"],
    ["e:HEV LX", 55_500, "H 2.0 4 NA CVT FWD 4.2 315"],
    ["Type R", 72_600, "P 2.0 4 T M6 FWD 8.6 420"],
  ], { ancap: 5, dims: [4560, 1802, 1415], fuelTank: 47 }),
  model("Mitsubishi", "Triton", "ute", "Ute", "Dual Cab Pick-up", [2016, 0], [[2016, "MQ MY17"], [2019, "MR MY20"], [2024, "MV MY24"]], 5, 4, "ute", [
    ["GLX 4x4", 49_990, "D 2.4 4 T A6 4WD 7.7 470"],
    ["GLX-R 4x4", 54_990, "D 2.4 4 TT A6 4WD 7.7 470"],
    ["GSR 4x4", 65_990, "D 2.4 4 TT A6 4WD 7.7 470"],
  ], { ancap: 5, dims: [5320, 1865, 1795], fuelTank: 75, tow: 3500, gvm: 3050 }),
  model("Mitsubishi", "Outlander", "suv", "SUV", "Wagon", [2018, 0], [[2018, "ZL MY19"], [2022, "ZM MY22"]], 7, 5, "medium", [
    ["ES", 38_990, "P 2.5 4 NA CVT FWD 7.7 245"],
    ["Aspire AWD", 47_990, "P 2.5 4 NA CVT AWD 8.0 245"],
    ["Exceed PHEV AWD", 64_990, "X 2.4 4 NA R1 AWD 1.5 195"],
  ], { ancap: 5, dims: [4710, 1862, 1745], fuelTank: 55, tow: 1600 }),
  model("Mitsubishi", "ASX", "suv", "SUV", "Wagon", [2016, 2024], "XD MY21", 5, 5, "small", [
    ["MR", 28_990, "P 2.0 4 NA CVT FWD 7.7 197"],
    ["Exceed", 35_990, "P 2.4 4 NA CVT FWD 7.9 222"],
  ], { ancap: 5, dims: [4365, 1810, 1640], fuelTank: 63, tow: 1300 }),
  model("Mitsubishi", "Pajero Sport", "4wd", "SUV", "Wagon", [2016, 0], "QF MY21", 7, 5, "4x4", [
    ["GLX 4x4", 52_990, "D 2.4 4 T A8 4WD 8.0 430"],
    ["Exceed 4x4", 61_990, "D 2.4 4 T A8 4WD 8.0 430"],
  ], { ancap: 5, dims: [4825, 1815, 1835], fuelTank: 68, tow: 3100 }),
  model("Nissan", "Navara", "ute", "Ute", "Dual Cab Pick-up", [2016, 0], [[2016, "D23 S2"], [2021, "D23 S4"]], 5, 4, "ute", [
    ["SL 4x4", 54_990, "D 2.3 4 TT A6 4WD 7.0 450"],
    ["ST-X 4x4", 64_990, "D 2.3 4 TT A6 4WD 7.0 450"],
    ["PRO-4X 4x4", 68_990, "D 2.3 4 TT A6 4WD 7.0 450"],
  ], { ancap: 5, dims: [5260, 1875, 1840], fuelTank: 80, tow: 3500, gvm: 3150 }),
  model("Nissan", "X-Trail", "suv", "SUV", "Wagon", [2017, 0], [[2017, "T32 S2"], [2022, "T33"]], 7, 5, "medium", [
    ["ST", 39_990, "P 2.5 4 NA CVT FWD 7.4 244"],
    ["Ti-L e-4ORCE", 62_990, "H 1.5 3 T R1 AWD 6.1 525"],
  ], { ancap: 5, dims: [4680, 1840, 1725], fuelTank: 55, tow: 2000 }),
  model("Nissan", "Patrol", "4wd", "SUV", "Wagon", [2017, 0], "Y62 S5", 8, 5, "4x4", [
    ["Ti", 92_990, "P 5.6 8 NA A8 4WD 14.4 560"],
    ["Ti-L", 109_990, "P 5.6 8 NA A8 4WD 14.4 560"],
  ], { ancap: null, dims: [5175, 1995, 1940], fuelTank: 140, tow: 3500 }),
  model("Nissan", "Qashqai", "suv", "SUV", "Wagon", [2017, 0], [[2017, "J11"], [2022, "J12"]], 5, 5, "small", [
    ["ST", 36_490, "P 1.3 4 T CVT FWD 6.1 250"],
    ["Ti e-Power", 55_990, "H 1.5 3 T R1 FWD 5.2 330"],
  ], { ancap: 5, dims: [4425, 1835, 1625], fuelTank: 55, tow: 1500 }),
  model("Subaru", "Forester", "suv", "SUV", "Wagon", [2018, 0], [[2018, "S5"], [2025, "S6"]], 5, 5, "medium", [
    ["2.5i AWD", 41_990, "P 2.5 4 NA CVT AWD 7.4 241"],
    ["2.5i-S AWD", 50_990, "P 2.5 4 NA CVT AWD 7.4 241"],
    ["Hybrid S AWD", 54_990, "H 2.0 4 NA CVT AWD 6.7 196"],
  ], { ancap: 5, dims: [4640, 1815, 1730], fuelTank: 63, tow: 1800 }),
  model("Subaru", "Outback", "wagon", "Wagon", "Wagon", [2018, 0], [[2018, "5GEN"], [2021, "6GEN"]], 5, 5, "medium", [
    ["AWD", 47_990, "P 2.5 4 NA CVT AWD 7.3 245"],
    ["AWD Touring XT", 61_990, "P 2.4 4 T CVT AWD 9.0 350"],
  ], { ancap: 5, dims: [4870, 1875, 1675], fuelTank: 63, tow: 2000 }),
  model("Subaru", "WRX", "sedan", "Sedan", "Sedan", [2017, 0], [[2017, "V1 MY17"], [2022, "VN MY22"]], 5, 4, "sports", [
    ["AWD", 49_990, "P 2.4 4 T M6 AWD 9.9 350"],
    ["tS AWD", 63_990, "P 2.4 4 T CVT AWD 8.9 350"],
  ], { ancap: 5, dims: [4669, 1826, 1467], fuelTank: 63 }),
  model("Suzuki", "Swift", "hatch", "Hatch", "Hatchback", [2017, 0], [[2017, "AZ"], [2024, "AZH"]], 5, 5, "light", [
    ["GL", 24_490, "P 1.2 4 NA CVT FWD 4.8 120"],
    ["Sport", 32_990, "P 1.4 4 T A6 FWD 6.1 230"],
  ], { ancap: 3, dims: [3860, 1735, 1495], fuelTank: 37 }),
  model("Suzuki", "Jimny", "4wd", "SUV", "Wagon", [2018, 0], "GJ", 4, 3, "4x4", [
    ["Lite", 33_990, "P 1.5 4 NA M5 4WD 6.4 130"],
    ["GLX", 36_990, "P 1.5 4 NA A4 4WD 6.9 130"],
  ], { ancap: 3, dims: [3480, 1645, 1720], fuelTank: 40, tow: 1300 }),
  model("Isuzu", "D-MAX", "ute", "Ute", "Dual Cab Pick-up", [2016, 0], [[2016, "TF MY17"], [2020, "RG MY21"], [2024, "RG MY24"]], 5, 4, "ute", [
    ["SX 4x4", 52_900, "D 3.0 4 T A6 4WD 8.0 450"],
    ["LS-M 4x4", 58_900, "D 3.0 4 T A6 4WD 8.0 450"],
    ["LS-U 4x4", 64_900, "D 3.0 4 T A6 4WD 8.0 450"],
    ["X-TERRAIN 4x4", 72_900, "D 3.0 4 T A6 4WD 8.0 450"],
  ], { ancap: 5, dims: [5280, 1870, 1810], fuelTank: 76, tow: 3500, gvm: 3100 }),
  model("Isuzu", "MU-X", "4wd", "SUV", "Wagon", [2017, 0], [[2017, "UC MY17"], [2021, "RJ MY21"]], 7, 5, "4x4", [
    ["LS-M 4x4", 59_900, "D 3.0 4 T A6 4WD 8.3 450"],
    ["LS-U 4x4", 63_900, "D 3.0 4 T A6 4WD 8.3 450"],
    ["LS-T 4x4", 69_900, "D 3.0 4 T A6 4WD 8.3 450"],
  ], { ancap: 5, dims: [4850, 1870, 1825], fuelTank: 80, tow: 3500 }),
  model("Lexus", "NX", "suv", "SUV", "Wagon", [2018, 0], [[2018, "AGZ10R"], [2022, "AAZH20R"]], 5, 5, "luxury", [
    ["NX350h Luxury", 79_990, "H 2.5 4 NA CVT FWD 5.0 239"],
    ["NX450h+ F Sport PHEV", 105_990, "X 2.5 4 NA CVT AWD 1.3 227"],
  ], { ancap: 5, dims: [4660, 1865, 1660], fuelTank: 55, tow: 1500 }),
];
