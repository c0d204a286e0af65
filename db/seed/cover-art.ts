import sharp from "sharp";

// Original abstract key art for seeded games. Everything is drawn from SVG primitives so the
// seed never ships third-party artwork, logos or fonts, and the output is reproducible.

export type ArtMotif =
  | "crystal"
  | "crosshair"
  | "flame"
  | "shield"
  | "star"
  | "wave"
  | "grid"
  | "orb"
  | "sword"
  | "bolt";

export type CoverArtInput = { slug: string; palette: [string, string, string]; motif: ArtMotif };

export type CoverArtShape = "wide" | "wideSmall" | "portrait" | "square";

export const coverArtSizes: Record<CoverArtShape, { width: number; height: number }> = {
  wide: { width: 1280, height: 720 }, // hero carousel + game page banner ("image")
  wideSmall: { width: 640, height: 360 }, // small hero variant on phones
  portrait: { width: 480, height: 640 }, // trending row cards ("portraitImage")
  square: { width: 400, height: 400 }, // grids, search results, cart rows ("squareImage")
};

type Rng = () => number;

type Rgb = { r: number; g: number; b: number };

type ArtColors = {
  base: string;
  deep: string;
  main: string;
  mainLight: string;
  mainDark: string;
  accent: string;
  accentLight: string;
};

type EmblemParts = { defs: string; halo: string; body: string };

type EmblemDrawer = (colors: ArtColors, rng: Rng) => EmblemParts;

type Layout = {
  width: number;
  height: number;
  // Emblem centre and the pixel size of one local emblem unit (emblems are drawn in a +-100 box).
  cx: number;
  cy: number;
  scale: number;
  // Pixel unit for decoration so particle sizes feel the same across shapes.
  unit: number;
  isWide: boolean;
};

const white = "#ffffff";
const black = "#000000";

function parseHexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) {
    // Palette values are interpolated into SVG markup, so anything but a hex colour is rejected.
    throw new Error(`cover-art: invalid palette colour "${hex}"`);
  }
  const digits =
    match[1].length === 3
      ? match[1]
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function formatHexColor(color: Rgb): string {
  const toByte = (channel: number) =>
    Math.max(0, Math.min(255, Math.round(channel)))
      .toString(16)
      .padStart(2, "0");
  return `#${toByte(color.r)}${toByte(color.g)}${toByte(color.b)}`;
}

function mixColors(from: string, to: string, amount: number): string {
  const a = parseHexColor(from);
  const b = parseHexColor(to);
  return formatHexColor({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

function measureLuminance(hex: string): number {
  const { r, g, b } = parseHexColor(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function deriveColors(palette: [string, string, string]): ArtColors {
  // Catalogue palettes are hand-picked; clamp the extremes so a too-bright background or a
  // too-dark accent cannot produce washed-out or muddy art that hides overlaid white text.
  let base = palette[0];
  while (measureLuminance(base) > 0.18) base = mixColors(base, black, 0.25);
  let main = palette[1];
  while (measureLuminance(main) < 0.3) main = mixColors(main, white, 0.2);
  let accent = palette[2];
  while (measureLuminance(accent) < 0.35) accent = mixColors(accent, white, 0.2);
  return {
    base,
    deep: mixColors(base, black, 0.55),
    main,
    mainLight: mixColors(main, white, 0.45),
    mainDark: mixColors(main, base, 0.6),
    accent,
    accentLight: mixColors(accent, white, 0.55),
  };
}

function hashSlug(slug: string): number {
  // FNV-1a: tiny, stable across runtimes, and good enough to decorrelate similar slugs.
  let hash = 0x811c9dc5;
  for (let index = 0; index < slug.length; index++) {
    hash ^= slug.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function createRng(seed: number): Rng {
  // mulberry32
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickBetween(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function formatNumber(value: number): string {
  // One decimal keeps the SVG compact while staying sub-pixel accurate; avoid "-0".
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? "0" : String(rounded);
}

function formatScale(value: number): string {
  // Scales need more precision than coordinates or large shapes drift visibly.
  return String(Math.round(value * 1000) / 1000);
}

function formatPoints(points: Array<[number, number]>): string {
  return points.map(([x, y]) => `${formatNumber(x)},${formatNumber(y)}`).join(" ");
}

function polarPoint(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function drawSparklePath(x: number, y: number, size: number): string {
  const n = formatNumber;
  const pinch = size * 0.18;
  return (
    `M${n(x)},${n(y - size)} Q${n(x + pinch)},${n(y - pinch)} ${n(x + size)},${n(y)} ` +
    `Q${n(x + pinch)},${n(y + pinch)} ${n(x)},${n(y + size)} ` +
    `Q${n(x - pinch)},${n(y + pinch)} ${n(x - size)},${n(y)} ` +
    `Q${n(x - pinch)},${n(y - pinch)} ${n(x)},${n(y - size)}Z`
  );
}

function drawCrystalShape(colors: ArtColors, tone: string, outlineOpacity: number): string {
  const outline: Array<[number, number]> = [
    [0, -112],
    [56, -48],
    [50, 46],
    [0, 112],
    [-50, 46],
    [-56, -48],
  ];
  const core: [number, number] = [-8, -14];
  // Alternating light/dark facets read as a cut gem without needing any lighting filter.
  const facetMix: Array<[string, number]> = [
    [white, 0.55],
    [white, 0.15],
    [colors.base, 0.35],
    [colors.base, 0.55],
    [colors.base, 0.15],
    [white, 0.35],
  ];
  const facets = outline
    .map((point, index) => {
      const next = outline[(index + 1) % outline.length] ?? point;
      const [mixTarget, amount] = facetMix[index] ?? [white, 0];
      const fill = mixColors(tone, mixTarget, amount);
      return `<polygon points="${formatPoints([point, next, core])}" fill="${fill}"/>`;
    })
    .join("");
  return (
    facets +
    `<polygon points="${formatPoints(outline)}" fill="none" stroke="${colors.accentLight}" ` +
    `stroke-width="2.5" stroke-linejoin="round" opacity="${outlineOpacity}"/>` +
    `<polyline points="${formatPoints([[-56, -48], core, [56, -48]])}" fill="none" ` +
    `stroke="${white}" stroke-width="1.5" opacity="0.5"/>`
  );
}

function drawCrystal(colors: ArtColors, rng: Rng): EmblemParts {
  const shards = Array.from({ length: 3 }, (_, index) => {
    const side = index === 1 ? 1 : -1;
    const x = side * pickBetween(rng, 85, 120);
    const y = pickBetween(rng, -80, 70) + index * 15;
    const size = pickBetween(rng, 0.2, 0.34);
    const tilt = side * pickBetween(rng, 10, 35);
    const tone = index === 0 ? colors.accent : colors.main;
    return (
      `<g transform="translate(${formatNumber(x)} ${formatNumber(y)}) rotate(${formatNumber(tilt)}) ` +
      `scale(${formatScale(size)})" opacity="0.9">` +
      `${drawCrystalShape(colors, tone, 0.8)}</g>`
    );
  }).join("");
  const halo =
    `<polygon points="0,-112 56,-48 50,46 0,112 -50,46 -56,-48" fill="${colors.main}"/>` +
    `<circle cx="0" cy="0" r="40" fill="${colors.accent}"/>`;
  return {
    defs: "",
    halo,
    body: `${shards}${drawCrystalShape(colors, colors.main, 0.9)}`,
  };
}

function drawCrosshair(colors: ArtColors, rng: Rng): EmblemParts {
  const tickCount = rng() < 0.5 ? 24 : 36;
  const ticks = Array.from({ length: tickCount }, (_, index) => {
    const angle = (360 / tickCount) * index;
    const major = index % (tickCount / 4) === 0;
    const [x1, y1] = polarPoint(major ? 96 : 101, angle);
    const [x2, y2] = polarPoint(112, angle);
    return `M${formatNumber(x1)},${formatNumber(y1)}L${formatNumber(x2)},${formatNumber(y2)}`;
  }).join("");
  const arcSpin = pickBetween(rng, 0, 90);
  const rangeMarks = [-60, -45, -30, 30, 45, 60]
    .map((x) => `M${x},-5L${x},5M-5,${x}L5,${x}`)
    .join("");
  const body =
    `<circle r="92" fill="url(#ch-disc)"/>` +
    `<circle r="92" fill="none" stroke="${colors.mainLight}" stroke-width="4.5" ` +
    `stroke-dasharray="124.5 20" stroke-dashoffset="-10"/>` +
    `<path d="${ticks}" stroke="${colors.mainLight}" stroke-width="2" opacity="0.75"/>` +
    `<circle r="74" fill="none" stroke="${colors.main}" stroke-width="7" opacity="0.55" ` +
    `stroke-dasharray="70 46 24 46" transform="rotate(${formatNumber(arcSpin)})"/>` +
    `<circle r="58" fill="none" stroke="${colors.accent}" stroke-width="2" opacity="0.85"/>` +
    `<path d="M0,-88L0,-16M0,16L0,88M-88,0L-16,0M16,0L88,0" stroke="${colors.accentLight}" ` +
    `stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="${rangeMarks}" stroke="${colors.accent}" stroke-width="2"/>` +
    `<circle r="16" fill="none" stroke="${colors.accent}" stroke-width="2" opacity="0.6"/>` +
    `<circle r="5" fill="${white}"/>`;
  const halo =
    `<circle r="92" fill="none" stroke="${colors.main}" stroke-width="12"/>` +
    `<circle r="6" fill="${colors.accent}" transform="scale(3)"/>` +
    `<path d="M0,-88L0,-16M0,16L0,88M-88,0L-16,0M16,0L88,0" stroke="${colors.accent}" stroke-width="8"/>`;
  const defs =
    `<radialGradient id="ch-disc"><stop offset="0" stop-color="${colors.main}" stop-opacity="0.05"/>` +
    `<stop offset="0.8" stop-color="${colors.main}" stop-opacity="0.12"/>` +
    `<stop offset="1" stop-color="${colors.mainLight}" stop-opacity="0.35"/></radialGradient>`;
  return { defs, halo, body };
}

function drawFlame(colors: ArtColors, rng: Rng): EmblemParts {
  const outer =
    "M0,108C-58,108 -86,64 -80,18C-75,-22 -46,-40 -40,-80C-18,-60 -10,-40 -13,-14" +
    "C2,-46 16,-84 2,-120C50,-92 72,-44 66,-6C74,-20 78,-32 76,-48" +
    "C100,-12 100,52 72,82C56,100 30,108 0,108Z";
  const inner =
    "M0,104C-34,104 -50,78 -46,50C-42,22 -20,12 -18,-12C-2,4 6,20 4,38" +
    "C14,24 22,8 20,-16C44,8 52,46 42,72C34,92 18,104 0,104Z";
  const core =
    "M0,102C-19,102 -26,86 -21,68C-17,54 -5,46 0,28C8,46 21,58 21,74C21,92 12,102 0,102Z";
  const embers = Array.from({ length: 9 }, () => {
    const x = pickBetween(rng, -70, 80);
    const y = pickBetween(rng, -150, -60) + Math.abs(x) * 0.4;
    const r = pickBetween(rng, 1.5, 4);
    return `<circle cx="${formatNumber(x)}" cy="${formatNumber(y)}" r="${formatNumber(r)}"/>`;
  }).join("");
  const defs =
    `<linearGradient id="fl-outer" x1="0" y1="1" x2="0" y2="0">` +
    `<stop offset="0" stop-color="${colors.accent}"/><stop offset="0.45" stop-color="${colors.main}"/>` +
    `<stop offset="1" stop-color="${colors.mainDark}"/></linearGradient>` +
    `<linearGradient id="fl-inner" x1="0" y1="1" x2="0" y2="0">` +
    `<stop offset="0" stop-color="${colors.accentLight}"/><stop offset="1" stop-color="${colors.accent}"/>` +
    `</linearGradient>`;
  const body =
    `<path d="${outer}" fill="url(#fl-outer)"/>` +
    `<path d="${outer}" fill="none" stroke="${colors.mainLight}" stroke-width="2" opacity="0.6"/>` +
    `<path d="${inner}" fill="url(#fl-inner)"/>` +
    `<path d="${core}" fill="${white}" opacity="0.85"/>` +
    `<g fill="${colors.accentLight}">${embers}</g>`;
  return { defs, halo: `<path d="${outer}" fill="${colors.main}"/>`, body };
}

function drawShield(colors: ArtColors, rng: Rng): EmblemParts {
  const outline =
    "M0,-108C26,-90 56,-82 86,-82C86,4 66,70 0,110C-66,70 -86,4 -86,-82C-56,-82 -26,-90 0,-108Z";
  const rightHalf = "M0,-108C26,-90 56,-82 86,-82C86,4 66,70 0,110Z";
  const insignias = [
    // Double chevron
    "M-40,4L0,-32L40,4L40,26L0,-10L-40,26Z M-40,44L0,8L40,44L40,62L0,28L-40,62Z",
    // Four-point star
    "M0,-52L12,-12L52,0L12,12L0,52L-12,12L-52,0L-12,-12Z",
    // Winged diamond
    "M0,-46L30,0L0,46L-30,0Z M-62,-14L-38,-4L-38,8L-62,0Z M62,-14L38,-4L38,8L62,0Z",
  ];
  const insignia = insignias[Math.floor(rng() * insignias.length)] ?? insignias[0];
  const defs =
    `<linearGradient id="sh-fill" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.mainLight}"/><stop offset="0.5" stop-color="${colors.main}"/>` +
    `<stop offset="1" stop-color="${colors.mainDark}"/></linearGradient>` +
    `<linearGradient id="sh-inner" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.mainDark}"/><stop offset="1" stop-color="${colors.deep}"/>` +
    `</linearGradient>` +
    `<linearGradient id="sh-gold" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors.accentLight}"/><stop offset="1" stop-color="${colors.accent}"/>` +
    `</linearGradient>`;
  const body =
    `<path d="${outline}" fill="url(#sh-fill)"/>` +
    `<path d="${rightHalf}" fill="${colors.deep}" opacity="0.28"/>` +
    `<path d="${outline}" fill="none" stroke="url(#sh-gold)" stroke-width="6" stroke-linejoin="round"/>` +
    `<g transform="translate(0 -4) scale(0.76)"><path d="${outline}" fill="url(#sh-inner)"/>` +
    `<path d="${outline}" fill="none" stroke="${colors.accent}" stroke-width="3" opacity="0.8"/></g>` +
    `<g transform="translate(0 -2)"><path d="${insignia}" fill="url(#sh-gold)"/>` +
    `<path d="${insignia}" fill="none" stroke="${white}" stroke-width="1.2" opacity="0.5"/></g>` +
    `<path d="M-70,-72C-40,-74 -20,-82 0,-96" fill="none" stroke="${white}" stroke-width="3" ` +
    `stroke-linecap="round" opacity="0.55"/>`;
  return { defs, halo: `<path d="${outline}" fill="${colors.main}"/>`, body };
}

function drawFacetedStar(
  tipRadius: number,
  waistRadius: number,
  points: number,
  rotation: number,
  light: string,
  dark: string,
): string {
  // Split every spike into a lit and a shaded half so the star reads as a bevelled solid.
  const step = 360 / points;
  return Array.from({ length: points }, (_, index) => {
    const angle = rotation + step * index;
    const tip = polarPoint(tipRadius, angle);
    const left = polarPoint(waistRadius, angle - step / 2);
    const right = polarPoint(waistRadius, angle + step / 2);
    return (
      `<polygon points="${formatPoints([[0, 0], left, tip])}" fill="${light}"/>` +
      `<polygon points="${formatPoints([[0, 0], tip, right])}" fill="${dark}"/>`
    );
  }).join("");
}

function drawStar(colors: ArtColors, rng: Rng): EmblemParts {
  const rays = Array.from({ length: 14 }, () => {
    const angle = pickBetween(rng, 0, 360);
    const [x1, y1] = polarPoint(40, angle);
    const [x2, y2] = polarPoint(pickBetween(rng, 120, 175), angle);
    return `M${formatNumber(x1)},${formatNumber(y1)}L${formatNumber(x2)},${formatNumber(y2)}`;
  }).join("");
  const twist = pickBetween(rng, -8, 8);
  const body =
    `<path d="${rays}" stroke="${colors.accentLight}" stroke-width="1.5" opacity="0.45"/>` +
    `<circle r="78" fill="none" stroke="${colors.mainLight}" stroke-width="1.5" opacity="0.5" ` +
    `stroke-dasharray="3 7"/>` +
    `<g transform="rotate(${formatNumber(45 + twist)})">` +
    drawFacetedStar(74, 18, 4, 0, mixColors(colors.main, white, 0.3), colors.mainDark) +
    `</g><g transform="rotate(${formatNumber(twist)})">` +
    drawFacetedStar(118, 24, 4, -90, colors.accentLight, colors.accent) +
    `</g><circle r="16" fill="url(#st-core)"/>`;
  const defs =
    `<radialGradient id="st-core"><stop offset="0" stop-color="${white}"/>` +
    `<stop offset="1" stop-color="${colors.accentLight}" stop-opacity="0"/></radialGradient>`;
  const halo =
    `<g transform="rotate(${formatNumber(twist)})">` +
    `<polygon points="0,-118 24,0 0,118 -24,0" fill="${colors.accent}"/>` +
    `<polygon points="-118,0 0,24 118,0 0,-24" fill="${colors.accent}"/></g>` +
    `<circle r="40" fill="${colors.main}"/>`;
  return { defs, halo, body };
}

function buildWavePath(top: number, amplitude: number, frequency: number, phase: number): string {
  const points: Array<[number, number]> = [];
  for (let x = -110; x <= 110; x += 5) {
    points.push([x, top + amplitude * Math.sin(x * frequency + phase)]);
  }
  return `M${formatPoints(points)} L110,130 L-110,130Z`;
}

function drawWave(colors: ArtColors, rng: Rng): EmblemParts {
  const phase = pickBetween(rng, 0, Math.PI * 2);
  const frequency = pickBetween(rng, 0.035, 0.05);
  const tops = [-52, -20, 12, 44, 74];
  const bands = tops
    .map((top, index) => {
      const t = index / (tops.length - 1);
      const fill =
        t < 0.5
          ? mixColors(colors.accentLight, colors.main, t * 2)
          : mixColors(colors.main, colors.mainDark, (t - 0.5) * 2);
      const path = buildWavePath(top, 12 - index, frequency, phase + index * 0.9);
      const crest = path.slice(0, path.indexOf(" L110,130"));
      return (
        `<path d="${path}" fill="${fill}"/>` +
        `<path d="${crest}" fill="none" stroke="${white}" stroke-width="2" opacity="${formatNumber(0.7 - t * 0.5)}"/>`
      );
    })
    .join("");
  const defs =
    `<clipPath id="wv-clip"><circle r="94"/></clipPath>` +
    `<linearGradient id="wv-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.mainDark}"/><stop offset="1" stop-color="${colors.accent}"/>` +
    `</linearGradient>`;
  const body =
    `<circle r="112" fill="none" stroke="${colors.mainLight}" stroke-width="1.5" opacity="0.45" ` +
    `stroke-dasharray="2 9"/>` +
    `<g clip-path="url(#wv-clip)"><rect x="-100" y="-100" width="200" height="200" fill="url(#wv-sky)"/>` +
    `<circle cx="${formatNumber(pickBetween(rng, -40, 40))}" cy="-52" r="26" fill="${colors.accentLight}" opacity="0.9"/>` +
    `${bands}</g>` +
    `<circle r="94" fill="none" stroke="${colors.accentLight}" stroke-width="5"/>` +
    `<circle r="101" fill="none" stroke="${colors.main}" stroke-width="2" opacity="0.7"/>`;
  return { defs, halo: `<circle r="100" fill="${colors.main}"/>`, body };
}

function drawGrid(colors: ArtColors, rng: Rng): EmblemParts {
  const horizon = 34;
  const floorBottom = 150;
  const verticals = Array.from({ length: 17 }, (_, index) => {
    const offset = (index - 8) * 34;
    return `M${formatNumber(offset * 0.18)},${horizon}L${formatNumber(offset * 1.6)},${floorBottom}`;
  }).join("");
  const horizontals = Array.from({ length: 8 }, (_, index) => {
    const t = ((index + 1) / 8) ** 2;
    const y = horizon + (floorBottom - horizon) * t;
    return `M-240,${formatNumber(y)}L240,${formatNumber(y)}`;
  }).join("");
  const stripes = [0, 1, 2, 3, 4]
    .map((index) => {
      const y = -12 + index * 10;
      return `<rect x="-90" y="${y}" width="180" height="${formatNumber(2 + index * 1.4)}" fill="${black}"/>`;
    })
    .join("");
  const ridge: Array<[number, number]> = [[-240, horizon]];
  for (let x = -220; x <= 220; x += 40) {
    const nearSun = Math.abs(x) < 70;
    ridge.push([x, horizon - (nearSun ? pickBetween(rng, 4, 12) : pickBetween(rng, 10, 42))]);
  }
  ridge.push([240, horizon]);
  const defs =
    `<linearGradient id="gr-sun" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.accentLight}"/><stop offset="0.5" stop-color="${colors.accent}"/>` +
    `<stop offset="1" stop-color="${colors.main}"/></linearGradient>` +
    `<mask id="gr-sun-cut" maskUnits="userSpaceOnUse" x="-100" y="-100" width="200" height="200">` +
    `<rect x="-100" y="-100" width="200" height="${horizon + 100}" fill="${white}"/>${stripes}</mask>` +
    `<radialGradient id="gr-fade" cx="0.5" cy="0" r="0.75">` +
    `<stop offset="0" stop-color="${white}"/><stop offset="1" stop-color="${black}"/></radialGradient>` +
    `<mask id="gr-floor" maskUnits="userSpaceOnUse" x="-240" y="${horizon}" width="480" height="${floorBottom - horizon}">` +
    `<rect x="-240" y="${horizon}" width="480" height="${floorBottom - horizon}" fill="url(#gr-fade)"/></mask>` +
    `<linearGradient id="gr-floor-fill" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.main}" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="${colors.deep}" stop-opacity="0"/></linearGradient>`;
  const body =
    `<circle cx="0" cy="-16" r="82" fill="url(#gr-sun)" mask="url(#gr-sun-cut)"/>` +
    `<polygon points="${formatPoints(ridge)}" fill="${colors.deep}" stroke="${colors.main}" ` +
    `stroke-width="1.5" stroke-linejoin="round"/>` +
    `<g mask="url(#gr-floor)"><rect x="-240" y="${horizon}" width="480" height="${floorBottom - horizon}" ` +
    `fill="url(#gr-floor-fill)"/>` +
    `<path d="${verticals}${horizontals}" stroke="${colors.mainLight}" stroke-width="1.6"/></g>` +
    `<path d="M-240,${horizon}L240,${horizon}" stroke="${colors.accentLight}" stroke-width="2.5" ` +
    `mask="url(#gr-floor)"/>`;
  const halo =
    `<circle cx="0" cy="-16" r="82" fill="${colors.accent}"/>` +
    `<rect x="-200" y="${horizon - 4}" width="400" height="8" fill="${colors.main}"/>`;
  return { defs, halo, body };
}

function drawOrb(colors: ArtColors, rng: Rng): EmblemParts {
  const tilt = pickBetween(rng, -24, -10);
  const moonAngle = pickBetween(rng, 200, 330);
  const [moonX, moonY] = polarPoint(118, moonAngle);
  const bands = [-34, -8, 22, 48]
    .map((y, index) => {
      const height = 8 + (index % 2) * 7;
      return `<ellipse cx="0" cy="${y}" rx="110" ry="${height}" fill="${index % 2 ? colors.accent : colors.mainLight}" opacity="0.18"/>`;
    })
    .join("");
  const ring = (sweep: 0 | 1, opacity: number) =>
    `<path d="M-128,0A128,30 0 0 ${sweep} 128,0" fill="none" stroke="url(#or-ring)" ` +
    `stroke-width="9" opacity="${opacity}"/>` +
    `<path d="M-112,0A112,24 0 0 ${sweep} 112,0" fill="none" stroke="${colors.accentLight}" ` +
    `stroke-width="2" opacity="${opacity * 0.7}"/>`;
  const defs =
    `<radialGradient id="or-body" cx="0.38" cy="0.32" r="0.75">` +
    `<stop offset="0" stop-color="${colors.mainLight}"/><stop offset="0.45" stop-color="${colors.main}"/>` +
    `<stop offset="0.85" stop-color="${colors.mainDark}"/><stop offset="1" stop-color="${colors.deep}"/>` +
    `</radialGradient>` +
    `<linearGradient id="or-ring" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${colors.accent}" stop-opacity="0.2"/>` +
    `<stop offset="0.5" stop-color="${colors.accentLight}"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0.2"/></linearGradient>` +
    `<clipPath id="or-clip"><circle r="72"/></clipPath>`;
  const body =
    `<g transform="rotate(${formatNumber(tilt)})">${ring(1, 0.55)}</g>` +
    `<circle r="72" fill="url(#or-body)"/>` +
    `<g clip-path="url(#or-clip)" transform="rotate(${formatNumber(tilt)})">${bands}</g>` +
    `<circle r="72" fill="none" stroke="${colors.accentLight}" stroke-width="2.5" opacity="0.7"/>` +
    `<g transform="rotate(${formatNumber(tilt)})">${ring(0, 1)}</g>` +
    `<circle cx="${formatNumber(moonX)}" cy="${formatNumber(moonY)}" r="11" fill="${colors.accentLight}"/>` +
    `<circle cx="${formatNumber(moonX + 3)}" cy="${formatNumber(moonY + 3)}" r="9" fill="${colors.accent}" opacity="0.6"/>`;
  const halo = `<circle r="76" fill="${colors.main}"/>`;
  return { defs, halo, body };
}

function drawSword(colors: ArtColors, rng: Rng): EmblemParts {
  const angle = 38 + pickBetween(rng, -8, 8);
  const blade =
    `<polygon points="0,-128 -16,-102 -16,40 0,46" fill="url(#sw-light)"/>` +
    `<polygon points="0,-128 16,-102 16,40 0,46" fill="url(#sw-dark)"/>` +
    `<path d="M0,-110L0,30" stroke="${white}" stroke-width="2" opacity="0.7"/>`;
  const guard =
    `<path d="M-58,40C-48,44 -30,46 0,46C30,46 48,44 58,40L52,56C30,58 16,58 0,58C-16,58 -30,58 -52,56Z" ` +
    `fill="url(#sw-gold)"/>` +
    `<polygon points="0,36 10,50 0,64 -10,50" fill="${colors.main}" stroke="${white}" stroke-width="1.2"/>`;
  const grip =
    `<rect x="-7" y="58" width="14" height="44" rx="3" fill="${colors.deep}"/>` +
    `<path d="M-7,66L7,62M-7,76L7,72M-7,86L7,82M-7,96L7,92" stroke="${colors.accent}" stroke-width="2"/>` +
    `<circle cy="110" r="10" fill="url(#sw-gold)"/>`;
  const slash =
    `<path d="M-120,92C-70,-10 20,-92 130,-110C40,-76 -40,-10 -120,92Z" fill="url(#sw-slash)" ` +
    `opacity="0.9"/>`;
  const defs =
    `<linearGradient id="sw-light" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${white}"/><stop offset="1" stop-color="${colors.mainLight}"/>` +
    `</linearGradient>` +
    `<linearGradient id="sw-dark" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.mainLight}"/><stop offset="1" stop-color="${colors.mainDark}"/>` +
    `</linearGradient>` +
    `<linearGradient id="sw-gold" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.accentLight}"/><stop offset="1" stop-color="${colors.accent}"/>` +
    `</linearGradient>` +
    `<linearGradient id="sw-slash" x1="0" y1="1" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${colors.accent}" stop-opacity="0"/>` +
    `<stop offset="0.6" stop-color="${colors.accentLight}" stop-opacity="0.8"/>` +
    `<stop offset="1" stop-color="${white}" stop-opacity="0"/></linearGradient>`;
  const body = `${slash}<g transform="rotate(${formatNumber(angle)}) translate(0 -4)">${blade}${guard}${grip}</g>`;
  const halo =
    `<g transform="rotate(${formatNumber(angle)})"><polygon points="0,-128 -18,-102 -18,46 18,46 18,-102" ` +
    `fill="${colors.main}"/><rect x="-58" y="40" width="116" height="18" fill="${colors.accent}"/></g>`;
  return { defs, halo, body };
}

function drawBolt(colors: ArtColors, rng: Rng): EmblemParts {
  const bolt = "M14,-118L-62,16L-8,16L-34,118L66,-26L14,-26L54,-118Z";
  const highlight = "M14,-118L-62,16L-8,16L-34,118L-2,30L-40,30Z";
  const arcs = Array.from({ length: 4 }, (_, index) => {
    const start = pickBetween(rng, 0, 360);
    const points: Array<[number, number]> = [];
    for (let step = 0; step < 7; step++) {
      points.push(polarPoint(pickBetween(rng, 84, 112), start + step * 9 + index * 2));
    }
    return `<polyline points="${formatPoints(points)}" fill="none"/>`;
  }).join("");
  const defs =
    `<linearGradient id="bo-fill" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${white}"/><stop offset="0.35" stop-color="${colors.accentLight}"/>` +
    `<stop offset="1" stop-color="${colors.accent}"/></linearGradient>`;
  const body =
    `<circle r="98" fill="none" stroke="${colors.main}" stroke-width="3" opacity="0.7" ` +
    `stroke-dasharray="150 30 40 30"/>` +
    `<circle r="86" fill="${colors.main}" opacity="0.12"/>` +
    `<g stroke="${colors.accentLight}" stroke-width="2.2" stroke-linejoin="round" opacity="0.85">${arcs}</g>` +
    `<path d="${bolt}" fill="url(#bo-fill)"/>` +
    `<path d="${highlight}" fill="${white}" opacity="0.35"/>` +
    `<path d="${bolt}" fill="none" stroke="${white}" stroke-width="2.5" stroke-linejoin="round"/>`;
  return { defs, halo: `<path d="${bolt}" fill="${colors.accent}"/>`, body };
}

const emblemDrawers: Record<ArtMotif, EmblemDrawer> = {
  crystal: drawCrystal,
  crosshair: drawCrosshair,
  flame: drawFlame,
  shield: drawShield,
  star: drawStar,
  wave: drawWave,
  grid: drawGrid,
  orb: drawOrb,
  sword: drawSword,
  bolt: drawBolt,
};

function computeLayout(shape: CoverArtShape): Layout {
  const { width, height } = coverArtSizes[shape];
  const unit = Math.min(width, height) / 400;
  if (shape === "wide" || shape === "wideSmall") {
    // Right of centre so the left half stays calm behind overlaid headline text.
    return {
      width,
      height,
      cx: width * 0.7,
      cy: height * 0.46,
      scale: (height * 0.36) / 100,
      unit,
      isWide: true,
    };
  }
  if (shape === "portrait") {
    // Raised so the bottom third is free for card titles.
    return {
      width,
      height,
      cx: width * 0.5,
      cy: height * 0.4,
      scale: (width * 0.34) / 100,
      unit,
      isWide: false,
    };
  }
  return {
    width,
    height,
    cx: width * 0.5,
    cy: height * 0.45,
    scale: (width * 0.31) / 100,
    unit,
    isWide: false,
  };
}

function buildBackground(
  colors: ArtColors,
  layout: Layout,
  rng: Rng,
): { defs: string; body: string } {
  const { width, height, cx, cy, scale } = layout;
  const n = formatNumber;
  const sweep = pickBetween(rng, 0, 1);
  const secondX = pickBetween(rng, 0.05, 0.95);
  const secondY = pickBetween(rng, 0.05, 0.5);
  const defs =
    `<linearGradient id="bg" x1="${n(sweep)}" y1="0" x2="${n(1 - sweep)}" y2="1">` +
    `<stop offset="0" stop-color="${colors.deep}"/>` +
    `<stop offset="0.55" stop-color="${colors.base}"/>` +
    `<stop offset="1" stop-color="${mixColors(colors.base, colors.main, 0.28)}"/></linearGradient>` +
    `<radialGradient id="glow-main" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(scale * 210)}">` +
    `<stop offset="0" stop-color="${colors.main}" stop-opacity="0.75"/>` +
    `<stop offset="0.35" stop-color="${colors.main}" stop-opacity="0.3"/>` +
    `<stop offset="1" stop-color="${colors.main}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow-accent" gradientUnits="userSpaceOnUse" cx="${n(width * secondX)}" ` +
    `cy="${n(height * secondY)}" r="${n(Math.max(width, height) * 0.45)}">` +
    `<stop offset="0" stop-color="${colors.accent}" stop-opacity="0.32"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow-core" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(scale * 80)}">` +
    `<stop offset="0" stop-color="${colors.accentLight}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow-accent)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow-main)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow-core)"/>`;
  return { defs, body };
}

function buildPattern(colors: ArtColors, layout: Layout, rng: Rng): { defs: string; body: string } {
  const { width, height, cx, cy, unit } = layout;
  const n = formatNumber;
  const kind = Math.floor(rng() * 3);
  let tile: string;
  if (kind === 0) {
    // Honeycomb tile: one pointy-top hexagon plus the shared vertical edge to the next row.
    const r = 16 * unit;
    const w = Math.sqrt(3) * r;
    tile =
      `<pattern id="pat" patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(3 * r)}">` +
      `<path d="M${n(w / 2)},0L${n(w)},${n(r / 2)}L${n(w)},${n(1.5 * r)}L${n(w / 2)},${n(2 * r)}` +
      `L0,${n(1.5 * r)}L0,${n(r / 2)}ZM${n(w / 2)},${n(2 * r)}L${n(w / 2)},${n(3 * r)}" fill="none" ` +
      `stroke="${colors.mainLight}" stroke-width="${n(Math.max(1, unit))}"/></pattern>`;
  } else if (kind === 1) {
    const gap = 14 * unit;
    tile =
      `<pattern id="pat" patternUnits="userSpaceOnUse" width="${n(gap)}" height="${n(gap)}">` +
      `<circle cx="${n(gap / 2)}" cy="${n(gap / 2)}" r="${n(Math.max(0.9, 1.3 * unit))}" fill="${colors.mainLight}"/>` +
      `</pattern>`;
  } else {
    const gap = 12 * unit;
    tile =
      `<pattern id="pat" patternUnits="userSpaceOnUse" width="${n(gap)}" height="${n(gap)}" ` +
      `patternTransform="rotate(-35)"><rect width="${n(Math.max(1, unit))}" height="${n(gap)}" ` +
      `fill="${colors.mainLight}"/></pattern>`;
  }
  // The pattern is masked to a soft disc around the emblem so edges and the text area stay clean.
  const defs =
    tile +
    `<radialGradient id="pat-fade" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" ` +
    `r="${n(Math.min(width, height) * 0.75)}">` +
    `<stop offset="0" stop-color="${white}"/><stop offset="1" stop-color="${black}"/></radialGradient>` +
    `<mask id="pat-mask"><rect width="${width}" height="${height}" fill="url(#pat-fade)"/></mask>`;
  const body = `<rect width="${width}" height="${height}" fill="url(#pat)" mask="url(#pat-mask)" opacity="0.16"/>`;
  return { defs, body };
}

function buildStreaks(colors: ArtColors, layout: Layout, rng: Rng): { defs: string; body: string } {
  const { width, height, unit, isWide } = layout;
  const n = formatNumber;
  const angle = pickBetween(rng, -38, -22);
  const count = 3 + Math.floor(rng() * 3);
  const length = Math.hypot(width, height) * 1.1;
  const streaks = Array.from({ length: count }, (_, index) => {
    // Streaks stay on the emblem side in wide banners to leave the text side calm.
    const u = isWide ? pickBetween(rng, 0.45, 1) : pickBetween(rng, 0, 1);
    const v = pickBetween(rng, 0.1, 0.7);
    const thickness = pickBetween(rng, 1, index === 0 ? 26 : 8) * unit;
    const opacity = pickBetween(rng, 0.18, 0.45);
    const color = index % 2 === 0 ? "url(#streak-a)" : "url(#streak-b)";
    return (
      `<rect x="${n(-length / 2)}" y="${n(-thickness / 2)}" width="${n(length)}" height="${n(thickness)}" ` +
      `fill="${color}" opacity="${n(opacity)}" ` +
      `transform="translate(${n(u * width)} ${n(v * height)}) rotate(${n(angle)})"/>`
    );
  }).join("");
  const gradient = (id: string, color: string) =>
    `<linearGradient id="${id}"><stop offset="0.2" stop-color="${color}" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="${color}"/><stop offset="0.8" stop-color="${color}" stop-opacity="0"/>` +
    `</linearGradient>`;
  return {
    defs: gradient("streak-a", colors.accentLight) + gradient("streak-b", colors.mainLight),
    body: `<g>${streaks}</g>`,
  };
}

function buildParticles(
  colors: ArtColors,
  layout: Layout,
  rng: Rng,
): { back: string; front: string } {
  const { width, height, cx, cy, scale, unit, isWide } = layout;
  const n = formatNumber;
  const dots: string[] = [];
  const glints: string[] = [];
  const total = 46;
  for (let index = 0; index < total; index++) {
    // Half the particles cluster around the emblem so the art has a clear focal point.
    const clustered = rng() < 0.5;
    let x: number;
    let y: number;
    if (clustered) {
      const angle = pickBetween(rng, 0, Math.PI * 2);
      const distance = pickBetween(rng, 0.9, 1.9) * scale * 100;
      x = cx + Math.cos(angle) * distance;
      y = cy + Math.sin(angle) * distance * 0.85;
    } else {
      x = pickBetween(rng, 0, 1) * width;
      y = pickBetween(rng, 0, 0.85) * height;
    }
    const size = pickBetween(rng, 0.6, 2.6) ** 1.4 * unit;
    const bright = rng() < 0.35;
    const roll = rng();
    if (isWide && x < width * 0.4 && roll < 0.7) continue;
    const color = bright ? colors.accentLight : colors.mainLight;
    const opacity = pickBetween(rng, 0.35, 0.95);
    if (roll > 0.88) {
      glints.push(
        `<path d="${drawSparklePath(x, y, size * 4.5)}" fill="${color}" opacity="${n(opacity)}"/>`,
      );
    } else {
      dots.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${color}" opacity="${n(opacity)}"/>`,
      );
    }
  }
  return { back: dots.join(""), front: glints.join("") };
}

function buildVignette(colors: ArtColors, layout: Layout): { defs: string; body: string } {
  const { width, height, isWide } = layout;
  const shade = mixColors(colors.deep, black, 0.5);
  // Bottom band is always darkened so white titles and prices overlaid there stay legible.
  let defs =
    `<linearGradient id="vig-bottom" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0.5" stop-color="${shade}" stop-opacity="0"/>` +
    `<stop offset="0.8" stop-color="${shade}" stop-opacity="0.5"/>` +
    `<stop offset="1" stop-color="${shade}" stop-opacity="0.85"/></linearGradient>` +
    `<radialGradient id="vig-edge" cx="0.5" cy="0.45" r="0.75">` +
    `<stop offset="0.55" stop-color="${shade}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${shade}" stop-opacity="0.6"/></radialGradient>`;
  let body =
    `<rect width="${width}" height="${height}" fill="url(#vig-edge)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#vig-bottom)"/>`;
  if (isWide) {
    defs +=
      `<linearGradient id="vig-left" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${shade}" stop-opacity="0.6"/>` +
      `<stop offset="0.5" stop-color="${shade}" stop-opacity="0"/></linearGradient>`;
    body += `<rect width="${width}" height="${height}" fill="url(#vig-left)"/>`;
  }
  return { defs, body };
}

export function buildCoverSvg(input: CoverArtInput, shape: CoverArtShape): string {
  const colors = deriveColors(input.palette);
  const layout = computeLayout(shape);
  const seed = hashSlug(input.slug);
  // Independent streams per layer: tweaking one layer's draw count must not reshuffle the others.
  const background = buildBackground(colors, layout, createRng(seed ^ 0x1f123bb5));
  const pattern = buildPattern(colors, layout, createRng(seed ^ 0x5bd1e995));
  const streaks = buildStreaks(colors, layout, createRng(seed ^ 0x27d4eb2f));
  const particles = buildParticles(colors, layout, createRng(seed ^ 0x165667b1));
  const emblem = emblemDrawers[input.motif](colors, createRng(seed ^ 0x9e3779b9));
  const vignette = buildVignette(colors, layout);
  const { width, height, cx, cy, scale } = layout;
  const place = `translate(${formatNumber(cx)} ${formatNumber(cy)}) scale(${formatScale(scale)})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${background.defs}${pattern.defs}${streaks.defs}${vignette.defs}${emblem.defs}` +
    `<filter id="halo" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="16"/></filter>` +
    `</defs>` +
    background.body +
    pattern.body +
    streaks.body +
    particles.back +
    `<g transform="${place}"><g filter="url(#halo)" opacity="0.7">${emblem.halo}</g>${emblem.body}</g>` +
    particles.front +
    vignette.body +
    `</svg>`
  );
}

export async function renderCoverArt(input: CoverArtInput, shape: CoverArtShape): Promise<Buffer> {
  const svg = buildCoverSvg(input, shape);
  return sharp(Buffer.from(svg)).webp({ quality: 78, effort: 4 }).toBuffer();
}
