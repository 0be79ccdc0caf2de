/** Paint names as each maker sells them in Australia, with a hex for the photos. */
export type Paint = readonly [name: string, hex: string];

const GENERIC: Paint[] = [
  ["White", "#f2f2f0"],
  ["Black", "#151618"],
  ["Silver", "#b5b9bd"],
  ["Grey", "#5e6267"],
  ["Blue", "#1f4e8c"],
  ["Red", "#a3141c"],
];

export const PAINTS: Record<string, Paint[]> = {
  Toyota: [
    ["Glacier White", "#f2f2f0"],
    ["Frosted White", "#f5f5f3"],
    ["Eclipse Black", "#141517"],
    ["Silver Pearl", "#b8bcc0"],
    ["Graphite", "#4a4d52"],
    ["Feverish Red", "#b3121b"],
    ["Saturn Blue", "#1f3f77"],
    ["Oxide Bronze", "#7a5a3c"],
    ["Ink", "#1c2430"],
    ["Eclipse Black", "#141517"],
  ],
  Kia: [
    ["Clear White", "#f4f4f2"],
    ["Snow White Pearl", "#f7f7f5"],
    ["Aurora Black Pearl", "#121416"],
    ["Steel Grey", "#5b6067"],
    ["Gravity Grey", "#45484d"],
    ["Runway Red", "#a3141c"],
    ["Mineral Blue", "#2c4d73"],
    ["Experience Green", "#4a5a4e"],
    ["Yacht Blue", "#1b2b4a"],
    ["Wolf Grey", "#6b6e72"],
  ],
  Hyundai: [
    ["Polar White", "#f3f3f1"],
    ["Phantom Black", "#141517"],
    ["Abyss Black", "#1a1c22"],
    ["Typhoon Silver", "#aeb2b6"],
    ["Amazon Grey", "#5a5e5c"],
    ["Intense Blue", "#1d4c8f"],
    ["Ultimate Red", "#a11620"],
    ["Digital Teal", "#2f5f63"],
  ],
  Mazda: [
    ["Soul Red Crystal", "#a3111c"],
    ["Snowflake White Pearl", "#f2f2ee"],
    ["Jet Black", "#111213"],
    ["Machine Grey", "#6c6f73"],
    ["Deep Crystal Blue", "#1f2e4d"],
    ["Polymetal Grey", "#7c8487"],
    ["Sonic Silver", "#a7abaf"],
    ["Zircon Sand", "#b8ab93"],
  ],
  Ford: [
    ["Arctic White", "#f4f4f2"],
    ["Shadow Black", "#131416"],
    ["Aluminium", "#b0b4b8"],
    ["Meteor Grey", "#55595e"],
    ["Blue Lightning", "#1f58b5"],
    ["Conquer Grey", "#7b7f7a"],
    ["Lucid Red", "#a01b24"],
    ["Sedona Orange", "#c2561c"],
    ["Equinox Bronze", "#7d6249"],
  ],
  BYD: [
    ["Ski White", "#f3f4f4"],
    ["Cosmos Black", "#131416"],
    ["Atlantis Grey", "#6d7478"],
    ["Surf Blue", "#3a7fb2"],
    ["Boulder Grey", "#8d9093"],
    ["Arctic Blue", "#a8c4d8"],
  ],
  MG: [
    ["Dover White", "#f4f4f2"],
    ["Pebble Black", "#151618"],
    ["Clipper Blue", "#215a9c"],
    ["Diamond Red", "#a6161f"],
    ["Regal Blue", "#1e3256"],
    ["Cotswold Grey", "#7c8083"],
  ],
  Isuzu: [
    ["Mineral White", "#f1f1ef"],
    ["Obsidian Grey", "#3a3d41"],
    ["Cobalt Blue", "#1f3f77"],
    ["Basalt Black", "#151617"],
    ["Volcanic Amber", "#9a4a1c"],
    ["Granite Grey", "#6a6e72"],
  ],
  Mitsubishi: [
    ["White Diamond", "#f3f3f1"],
    ["Jet Black", "#121314"],
    ["Titanium", "#6d7175"],
    ["Red Diamond", "#9e1119"],
    ["Blade Silver", "#b1b5b9"],
    ["Yamabuki Orange", "#c96d1c"],
  ],
  Nissan: [
    ["Polar White", "#f2f2f0"],
    ["Diamond Black", "#141516"],
    ["Gun Metallic", "#4f5357"],
    ["Slate Grey", "#6b7074"],
    ["Forged Copper", "#8a4f2e"],
    ["Caspian Blue", "#1d3a66"],
  ],
  Tesla: [
    ["Pearl White", "#f1f1ef"],
    ["Solid Black", "#121314"],
    ["Stealth Grey", "#4b4f54"],
    ["Deep Blue Metallic", "#1c3560"],
    ["Ultra Red", "#a0141c"],
    ["Quicksilver", "#a9adb1"],
  ],
  Yamaha: [
    ["Icon Blue", "#1f4fa8"],
    ["Tech Black", "#1c1d1f"],
    ["Cyan Storm", "#3d7f8f"],
    ["Midnight Black", "#121314"],
  ],
  Kawasaki: [
    ["Lime Green", "#6fb52c"],
    ["Metallic Spark Black", "#1a1b1d"],
    ["Pearl Robotic White", "#eeeeec"],
    ["Candy Persimmon Red", "#b4231c"],
  ],
  Honda: [
    ["Grand Prix Red", "#c0141c"],
    ["Matte Gunpowder Black", "#2a2b2d"],
    ["Pearl Glare White", "#f0f0ee"],
    ["Mat Jeans Blue", "#2f4a6e"],
  ],
  "Harley-Davidson": [
    ["Vivid Black", "#111111"],
    ["Billiard Red", "#7e1a1e"],
    ["Gunship Grey", "#4c5054"],
    ["Whiskey Fire", "#8a3a1a"],
  ],
  KTM: [
    ["KTM Orange", "#e8630a"],
    ["Electronic Orange", "#f07c1a"],
    ["Black", "#151617"],
  ],
  Triumph: [
    ["Sapphire Black", "#141517"],
    ["Crystal White", "#f1f1ef"],
    ["Carnival Red", "#b0161d"],
    ["Matt Khaki", "#6b6a4e"],
  ],
  BMW: [
    ["Alpine White", "#f2f2f0"],
    ["Black Sapphire", "#141517"],
    ["Portimao Blue", "#1f4f9c"],
    ["Mineral Grey", "#565a5e"],
  ],
  Suzuki: [
    ["Pure White", "#f3f3f1"],
    ["Glass Sparkle Black", "#151617"],
    ["Champion Yellow", "#e2b41b"],
    ["Speedy Blue", "#1e5db0"],
  ],
};

/** Caravans are white composite; the colour is the accent trim and the name describes the lot. */
export const CARAVAN_TRIMS: Paint[] = [
  ["White / Charcoal", "#3b3f45"],
  ["White / Ocean Blue", "#1f5f9a"],
  ["White / Burgundy", "#8e2b2b"],
  ["White / Teal", "#2f6f73"],
  ["White / Bronze", "#7a5a3c"],
  ["Silver / Black", "#1d1f22"],
];

export const INTERIORS = [
  "Black Cloth",
  "Black Cloth",
  "Charcoal Cloth",
  "Black Leather-accented",
  "Black Synthetic Leather",
  "Tan Leather-accented",
  "Grey Suede-effect",
  "Black/Red Leather-accented",
];

export function paintsFor(make: string): Paint[] {
  return PAINTS[make] ?? GENERIC;
}
