import { createRng } from "~/domain/content/seeded-random";
import { mix, shade, svgDoc } from "./svg";

/**
 * Interior shots, drawn flat from the driver's seat. Australian cars are
 * right-hand drive, so the wheel and cluster sit on the right.
 */
export function renderCabin(trim: string, seed: string): string {
  const rng = createRng(`cabin:${seed}`);
  const leather = rng.pick(["#1b1c1e", "#1b1c1e", "#4a3426", "#c9bba4", "#2d3136"]);
  const accent = mix(shade(trim, 0.8), "#2a2c30", 0.55);
  const outside = rng.pick([
    ["#dfe7ef", "#b9c6d3"],
    ["#e8e4dc", "#c2b9aa"],
    ["#d7e3ec", "#9fb3c4"],
  ]);
  const defs =
    `<linearGradient id="out" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${outside[0]}"/><stop offset="1" stop-color="${outside[1]}"/></linearGradient>` +
    `<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d42"/><stop offset=".25" stop-color="#232529"/><stop offset="1" stop-color="#141517"/></linearGradient>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14304d"/><stop offset="1" stop-color="#0b1420"/></linearGradient>` +
    `<radialGradient id="sw" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#3b3e43"/><stop offset="1" stop-color="#151618"/></radialGradient>`;
  const vent = (x: number, y: number, w: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="46" rx="12" fill="#0f1012" stroke="#55595f" stroke-width="3"/>` +
    [1, 2, 3].map((i) => `<path d="M${x + 8} ${y + i * 11.5}H${x + w - 8}" stroke="#3a3d42" stroke-width="3"/>`).join("");
  const tiles = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${446 + (i % 3) * 66}" y="${398 + Math.floor(i / 3) * 58}" width="56" height="48" rx="8" fill="${rng.pick(["#24507a", "#1f3f5f", "#2c6a8f", "#3b4f63"])}"/>`,
    )
    .join("");
  const body =
    `<rect width="1200" height="800" fill="url(#out)"/>` +
    `<path d="M0 330Q300 290 600 300T1200 330V380H0Z" fill="${shade(outside[1], 0.85)}" opacity=".6"/>` +
    `<path d="M0 0H1200V52Q600 30 0 52Z" fill="#1d1e21"/>` +
    `<path d="M0 0H120L300 410H0Z" fill="#26282b"/><path d="M1200 0H1080L900 410H1200Z" fill="#26282b"/>` +
    `<path d="M0 440Q600 300 1200 440V800H0Z" fill="url(#dash)"/>` +
    `<path d="M0 500Q600 380 1200 500" stroke="${accent}" stroke-width="26" fill="none"/>` +
    `<path d="M0 500Q600 380 1200 500" stroke="#ffffff" stroke-opacity=".12" stroke-width="2" fill="none" transform="translate(0 -12)"/>` +
    `<rect x="430" y="380" width="230" height="140" rx="14" fill="url(#scr)" stroke="#0a0a0b" stroke-width="6"/>${tiles}` +
    `<rect x="690" y="400" width="250" height="105" rx="22" fill="#0b0f14" stroke="#2a2c30" stroke-width="4"/>` +
    `<path d="M735 475A45 45 0 1 1 825 475" stroke="#3fa9f5" stroke-width="6" fill="none"/><path d="M805 475A45 45 0 1 1 895 475" stroke="#7cc5a1" stroke-width="6" fill="none"/>` +
    vent(350, 540, 110) +
    vent(640, 540, 110) +
    vent(1000, 520, 120) +
    vent(90, 520, 120) +
    `<path d="M470 600H740L800 800H410Z" fill="#1a1b1e"/><path d="M490 640H720" stroke="${accent}" stroke-width="4"/>` +
    `<rect x="560" y="680" width="90" height="70" rx="20" fill="#2c2e32"/><circle cx="605" cy="705" r="20" fill="#8a8f96"/>` +
    `<circle cx="810" cy="650" r="215" fill="none" stroke="#101113" stroke-width="52"/>` +
    `<circle cx="810" cy="650" r="215" fill="none" stroke="${leather}" stroke-width="40"/>` +
    `<path d="M600 660Q700 610 760 640L860 640Q920 610 1020 660L990 700Q900 690 860 720L760 720Q720 690 630 700Z" fill="url(#sw)"/>` +
    `<path d="M780 720H840L860 860H760Z" fill="url(#sw)"/>` +
    `<circle cx="810" cy="665" r="62" fill="url(#sw)" stroke="#55595f" stroke-width="3"/><circle cx="810" cy="665" r="16" fill="#9aa0a6"/>` +
    `<path d="M0 620Q120 600 190 800H0Z" fill="${shade(leather, 1.1)}"/>`;
  return svgDoc(defs, body);
}

/** A caravan interior looking to the rear: island bed, overhead lockers, kitchen bench. */
export function renderCaravanInterior(accent: string, seed: string): string {
  const rng = createRng(`van:${seed}`);
  const timber = rng.pick(["#c9a27a", "#b88c62", "#d8c3a5", "#8f6b4e"]);
  const linen = rng.pick(["#f1efe9", "#e7ecef", "#efe6dc"]);
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f5f1"/><stop offset="1" stop-color="#e4e1da"/></linearGradient>` +
    `<linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f1"/><stop offset="1" stop-color="#9fc2a8"/></linearGradient>`;
  const lockers = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${330 + i * 184}" y="70" width="172" height="120" rx="10" fill="${timber}" stroke="${shade(timber, 0.75)}" stroke-width="3"/><rect x="${390 + i * 184}" y="168" width="52" height="8" rx="4" fill="#9aa0a6"/>`,
    )
    .join("");
  const body =
    `<rect width="1200" height="800" fill="url(#wall)"/>` +
    `<path d="M0 0L320 60V560L0 800Z" fill="#ebe8e1"/><path d="M1200 0L880 60V560L1200 800Z" fill="#e2dfd8"/>` +
    `<path d="M0 800L320 560H880L1200 800Z" fill="${shade(timber, 0.7)}"/>` +
    lockers +
    `<rect x="420" y="230" width="360" height="150" rx="24" fill="url(#win)" stroke="#cfd3d6" stroke-width="10"/>` +
    `<rect x="330" y="380" width="540" height="60" rx="12" fill="${shade(accent, 0.9)}"/>` +
    `<path d="M340 440H860L940 620H260Z" fill="${linen}"/><path d="M260 620H940V660H260Z" fill="${shade(linen, 0.9)}"/>` +
    `<rect x="380" y="415" width="180" height="60" rx="26" fill="#ffffff" stroke="#dad7d0" stroke-width="2"/><rect x="640" y="415" width="180" height="60" rx="26" fill="#ffffff" stroke="#dad7d0" stroke-width="2"/>` +
    `<path d="M300 540H900L930 600H270Z" fill="${accent}" opacity=".85"/>` +
    `<path d="M1200 430L960 470V800H1200Z" fill="${timber}"/><path d="M960 470L1200 430V455L960 492Z" fill="#3a3d41"/>` +
    `<circle cx="1060" cy="455" r="26" fill="#c5cacf" stroke="#8f959b" stroke-width="3"/>` +
    `<path d="M0 470L220 500V800H0Z" fill="${shade(timber, 0.92)}"/><path d="M0 470L220 500V522L0 494Z" fill="${shade(accent, 0.8)}"/>` +
    [0, 1, 2].map((i) => `<circle cx="${500 + i * 100}" cy="36" r="10" fill="#fffbe8"/>`).join("");
  return svgDoc(defs, body);
}

/** A motorcycle from the saddle: tank, bars and the TFT dash. */
export function renderBikeCockpit(paint: string, seed: string): string {
  const rng = createRng(`cockpit:${seed}`);
  const road = rng.pick([
    ["#cfdbe6", "#8c9aa6"],
    ["#e4ddd0", "#a69a86"],
  ]);
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${road[0]}"/><stop offset="1" stop-color="${road[1]}"/></linearGradient>` +
    `<radialGradient id="tank" cx=".5" cy=".2" r=".8"><stop offset="0" stop-color="${mix(paint, "#ffffff", 0.35)}"/><stop offset=".5" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, 0.45)}"/></radialGradient>`;
  const body =
    `<rect width="1200" height="800" fill="url(#sky)"/>` +
    `<path d="M0 430Q600 400 1200 430V800H0Z" fill="${shade(road[1], 0.8)}"/>` +
    `<path d="M560 430L640 430L900 800H300Z" fill="${shade(road[1], 0.6)}"/>` +
    `<path d="M80 470Q600 380 1120 470" stroke="#1b1c1e" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<path d="M60 475L200 452" stroke="#0d0d0e" stroke-width="44" stroke-linecap="round"/><path d="M1000 452L1140 475" stroke="#0d0d0e" stroke-width="44" stroke-linecap="round"/>` +
    `<rect x="470" y="300" width="260" height="160" rx="20" fill="#0b0f14" stroke="#2b2e33" stroke-width="8"/>` +
    `<path d="M520 420A80 80 0 0 1 680 420" stroke="#3fa9f5" stroke-width="10" fill="none"/>` +
    `<path d="M520 420A80 80 0 0 1 610 342" stroke="#f5a23f" stroke-width="10" fill="none"/>` +
    `<path d="M300 800Q330 560 600 540Q870 560 900 800Z" fill="url(#tank)"/>` +
    `<ellipse cx="600" cy="640" rx="60" ry="34" fill="${shade(paint, 0.5)}" stroke="#9aa0a6" stroke-width="4"/>` +
    `<path d="M150 250L220 330M1050 250L980 330" stroke="#1b1c1e" stroke-width="10"/>` +
    `<ellipse cx="140" cy="230" rx="70" ry="42" fill="#1b1c1e"/><ellipse cx="1060" cy="230" rx="70" ry="42" fill="#1b1c1e"/>` +
    `<ellipse cx="140" cy="230" rx="56" ry="30" fill="${road[0]}" opacity=".5"/><ellipse cx="1060" cy="230" rx="56" ry="30" fill="${road[0]}" opacity=".5"/>`;
  return svgDoc(defs, body);
}
