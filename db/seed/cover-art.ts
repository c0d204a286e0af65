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

export type CoverArtShape = "wide" | "wideSmall" | "portrait" | "square" | "tall";

export const coverArtSizes: Record<CoverArtShape, { width: number; height: number }> = {
  wide: { width: 1280, height: 720 }, // hero carousel + game page banner ("image")
  wideSmall: { width: 640, height: 360 }, // small hero variant on phones
  portrait: { width: 480, height: 640 }, // trending row cards ("portraitImage")
  square: { width: 400, height: 400 }, // grids, search results, cart rows ("squareImage")
  // 4:5 phone composition of the banner (contracts/image-variants.ts), at its largest width;
  // narrower copies are resized from it.
  tall: { width: 824, height: 1030 },
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
  tilt: number;
  mirror: boolean;
};

type SvgLayer = { defs: string; body: string };

type CoverLayers = { width: number; height: number; backdrop: SvgLayer; foreground: SvgLayer };

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
  // mulberry32: seedable (Math.random is not), tiny, and well distributed for a few hundred draws.
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
    `stroke-width="2.5" stroke-linejoin="round" stroke-opacity="${outlineOpacity}"/>` +
    `<polyline points="${formatPoints([[-56, -48], core, [56, -48]])}" fill="none" ` +
    `stroke="${white}" stroke-width="1.5" stroke-opacity="0.5"/>`
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
      `scale(${formatScale(size)})">` +
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
    `<path d="${ticks}" stroke="${colors.mainLight}" stroke-width="2" stroke-opacity="0.75"/>` +
    `<circle r="74" fill="none" stroke="${colors.main}" stroke-width="7" stroke-opacity="0.55" ` +
    `stroke-dasharray="70 46 24 46" transform="rotate(${formatNumber(arcSpin)})"/>` +
    `<circle r="58" fill="none" stroke="${colors.accent}" stroke-width="2" stroke-opacity="0.85"/>` +
    `<path d="M0,-88L0,-16M0,16L0,88M-88,0L-16,0M16,0L88,0" stroke="${colors.accentLight}" ` +
    `stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="${rangeMarks}" stroke="${colors.accent}" stroke-width="2"/>` +
    `<circle r="16" fill="none" stroke="${colors.accent}" stroke-width="2" stroke-opacity="0.6"/>` +
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
    `</linearGradient>` +
    `<linearGradient id="fl-core" x1="0" y1="1" x2="0" y2="0">` +
    `<stop offset="0" stop-color="${white}"/><stop offset="1" stop-color="${colors.accentLight}"/>` +
    `</linearGradient>`;
  const body =
    `<path d="${outer}" fill="url(#fl-outer)"/>` +
    `<path d="${outer}" fill="none" stroke="${colors.mainLight}" stroke-width="2" stroke-opacity="0.6"/>` +
    `<path d="${inner}" fill="url(#fl-inner)"/>` +
    `<path d="${core}" fill="url(#fl-core)"/>` +
    `<g fill="${colors.accentLight}">${embers}</g>`;
  return { defs, halo: `<path d="${outer}" fill="${colors.main}"/>`, body };
}

function drawShield(colors: ArtColors, rng: Rng): EmblemParts {
  // Two silhouettes (swept heater, flat-topped crest) so shield games do not all look alike.
  const crest = rng() < 0.5;
  const outline = crest
    ? "M0,-110L40,-96L86,-96L86,-10C86,44 50,84 0,110C-50,84 -86,44 -86,-10L-86,-96L-40,-96Z"
    : "M0,-108C26,-90 56,-82 86,-82C86,4 66,70 0,110C-66,70 -86,4 -86,-82C-56,-82 -26,-90 0,-108Z";
  const rightHalf = crest
    ? "M0,-110L40,-96L86,-96L86,-10C86,44 50,84 0,110Z"
    : "M0,-108C26,-90 56,-82 86,-82C86,4 66,70 0,110Z";
  const glint = crest ? "M-74,-84L-42,-84L-6,-96" : "M-70,-72C-40,-74 -20,-82 0,-96";
  const insignias = {
    doubleChevron: "M-40,4L0,-32L40,4L40,26L0,-10L-40,26Z M-40,44L0,8L40,44L40,62L0,28L-40,62Z",
    fourPointStar: "M0,-52L12,-12L52,0L12,12L0,52L-12,12L-52,0L-12,-12Z",
    wingedDiamond: "M0,-46L30,0L0,46L-30,0Z M-62,-14L-38,-4L-38,8L-62,0Z M62,-14L38,-4L38,8L62,0Z",
  };
  const choices = Object.values(insignias);
  const insignia = choices[Math.floor(rng() * choices.length)] ?? insignias.fourPointStar;
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
    `<path d="${rightHalf}" fill="${colors.deep}" fill-opacity="0.28"/>` +
    `<path d="${outline}" fill="none" stroke="url(#sh-gold)" stroke-width="6" stroke-linejoin="round"/>` +
    `<g transform="translate(0 -4) scale(0.76)"><path d="${outline}" fill="url(#sh-inner)"/>` +
    `<path d="${outline}" fill="none" stroke="${colors.accent}" stroke-width="3" stroke-opacity="0.8"/></g>` +
    `<g transform="translate(0 -2)"><path d="${insignia}" fill="url(#sh-gold)"/>` +
    `<path d="${insignia}" fill="none" stroke="${white}" stroke-width="1.2" stroke-opacity="0.5"/></g>` +
    `<path d="${glint}" fill="none" stroke="${white}" stroke-width="3" ` +
    `stroke-linecap="round" stroke-opacity="0.55"/>`;
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
    `<path d="${rays}" stroke="${colors.accentLight}" stroke-width="1.5" stroke-opacity="0.45"/>` +
    `<circle r="78" fill="none" stroke="${colors.mainLight}" stroke-width="1.5" stroke-opacity="0.5" ` +
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
        `<path d="${crest}" fill="none" stroke="${white}" stroke-width="2" stroke-opacity="${formatNumber(0.7 - t * 0.5)}"/>`
      );
    })
    .join("");
  const defs =
    `<clipPath id="wv-clip"><circle r="94"/></clipPath>` +
    `<linearGradient id="wv-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.mainDark}"/><stop offset="1" stop-color="${colors.accent}"/>` +
    `</linearGradient>`;
  const body =
    `<circle r="112" fill="none" stroke="${colors.mainLight}" stroke-width="1.5" stroke-opacity="0.45" ` +
    `stroke-dasharray="2 9"/>` +
    `<g clip-path="url(#wv-clip)"><rect x="-100" y="-100" width="200" height="200" fill="url(#wv-sky)"/>` +
    `<circle cx="${formatNumber(pickBetween(rng, -40, 40))}" cy="-52" r="26" fill="${colors.accentLight}" fill-opacity="0.9"/>` +
    `${bands}</g>` +
    `<circle r="94" fill="none" stroke="${colors.accentLight}" stroke-width="5"/>` +
    `<circle r="101" fill="none" stroke="${colors.main}" stroke-width="2" stroke-opacity="0.7"/>`;
  return { defs, halo: `<circle r="100" fill="${colors.main}"/>`, body };
}

function drawGrid(colors: ArtColors, rng: Rng): EmblemParts {
  const horizon = 34;
  const floorBottom = 150;
  const n = formatNumber;
  const verticals = Array.from({ length: 17 }, (_, index) => {
    const offset = (index - 8) * 34;
    return `M${n(offset * 0.18)},${horizon}L${n(offset * 1.6)},${floorBottom}`;
  }).join("");
  const horizontals = Array.from({ length: 8 }, (_, index) => {
    const t = ((index + 1) / 8) ** 2;
    const y = horizon + (floorBottom - horizon) * t;
    return `M-240,${n(y)}L240,${n(y)}`;
  }).join("");
  // Sun slats are the gaps between clip rects; a clip is far cheaper to rasterise than a mask.
  const slats: string[] = [];
  let top = -100;
  for (let index = 0; index < 5; index++) {
    const gapTop = -14 + index * 10;
    const gapHeight = 1.6 + index * 1.4;
    slats.push(`<rect x="-90" y="${n(top)}" width="180" height="${n(gapTop - top)}"/>`);
    top = gapTop + gapHeight;
  }
  slats.push(`<rect x="-90" y="${n(top)}" width="180" height="${n(horizon - top)}"/>`);
  const ridge: Array<[number, number]> = [[-230, horizon]];
  for (let x = -200; x <= 200; x += 40) {
    const nearSun = Math.abs(x) < 70;
    ridge.push([x, horizon - (nearSun ? pickBetween(rng, 4, 12) : pickBetween(rng, 12, 44))]);
  }
  ridge.push([230, horizon]);
  // Radial fades in user space keep the floor edges soft without an offscreen mask pass.
  const floorFade = `gradientUnits="userSpaceOnUse" cx="0" cy="${horizon}" r="230" gradientTransform="translate(0 ${horizon}) scale(1 0.55) translate(0 ${-horizon})"`;
  const defs =
    `<linearGradient id="gr-sun" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.accentLight}"/><stop offset="0.5" stop-color="${colors.accent}"/>` +
    `<stop offset="1" stop-color="${colors.main}"/></linearGradient>` +
    `<clipPath id="gr-slats">${slats.join("")}</clipPath>` +
    `<radialGradient id="gr-line" ${floorFade}>` +
    `<stop offset="0" stop-color="${colors.mainLight}"/>` +
    `<stop offset="0.55" stop-color="${colors.mainLight}" stop-opacity="0.6"/>` +
    `<stop offset="1" stop-color="${colors.mainLight}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="gr-floor" ${floorFade}>` +
    `<stop offset="0" stop-color="${colors.main}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${colors.main}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gr-horizon" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${colors.accentLight}" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="${white}"/>` +
    `<stop offset="1" stop-color="${colors.accentLight}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="gr-ridge" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mixColors(colors.base, colors.main, 0.35)}"/>` +
    `<stop offset="1" stop-color="${colors.base}"/></linearGradient>`;
  const body =
    `<circle cx="0" cy="-16" r="82" fill="url(#gr-sun)" clip-path="url(#gr-slats)"/>` +
    `<polygon points="${formatPoints(ridge)}" fill="url(#gr-ridge)" stroke="${colors.main}" ` +
    `stroke-width="1.5" stroke-linejoin="round"/>` +
    `<rect x="-240" y="${horizon}" width="480" height="${floorBottom - horizon}" fill="url(#gr-floor)"/>` +
    `<path d="${verticals}${horizontals}" stroke="url(#gr-line)" stroke-width="1.6"/>` +
    `<rect x="-230" y="${horizon - 1.5}" width="460" height="3" fill="url(#gr-horizon)"/>`;
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
      return `<ellipse cx="0" cy="${y}" rx="110" ry="${height}" fill="${index % 2 ? colors.accent : colors.mainLight}" fill-opacity="0.18"/>`;
    })
    .join("");
  const ring = (sweep: 0 | 1, opacity: number) =>
    `<path d="M-128,0A128,30 0 0 ${sweep} 128,0" fill="none" stroke="url(#or-ring)" ` +
    `stroke-width="9" stroke-opacity="${opacity}"/>` +
    `<path d="M-112,0A112,24 0 0 ${sweep} 112,0" fill="none" stroke="${colors.accentLight}" ` +
    `stroke-width="2" stroke-opacity="${formatNumber(opacity * 0.7)}"/>`;
  const defs =
    `<radialGradient id="or-body" cx="0.38" cy="0.32" r="0.75">` +
    `<stop offset="0" stop-color="${colors.mainLight}"/><stop offset="0.45" stop-color="${colors.main}"/>` +
    `<stop offset="0.85" stop-color="${colors.mainDark}"/><stop offset="1" stop-color="${colors.deep}"/>` +
    `</radialGradient>` +
    `<linearGradient id="or-ring" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${colors.accent}" stop-opacity="0.2"/>` +
    `<stop offset="0.5" stop-color="${colors.accentLight}"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0.2"/></linearGradient>` +
    `<clipPath id="or-clip"><circle r="72"/></clipPath>` +
    `<linearGradient id="or-shade" x1="0.2" y1="0.1" x2="0.9" y2="0.9">` +
    `<stop offset="0.45" stop-color="${colors.deep}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${colors.deep}" stop-opacity="0.8"/></linearGradient>`;
  const body =
    `<g transform="rotate(${formatNumber(tilt)})">${ring(1, 0.55)}</g>` +
    `<circle r="72" fill="url(#or-body)"/>` +
    `<g clip-path="url(#or-clip)" transform="rotate(${formatNumber(tilt)})">${bands}</g>` +
    `<circle r="72" fill="url(#or-shade)"/>` +
    `<circle r="72" fill="none" stroke="${colors.accentLight}" stroke-width="2.5" stroke-opacity="0.7"/>` +
    `<g transform="rotate(${formatNumber(tilt)})">${ring(0, 1)}</g>` +
    `<circle cx="${formatNumber(moonX)}" cy="${formatNumber(moonY)}" r="11" fill="${colors.accentLight}"/>` +
    `<circle cx="${formatNumber(moonX + 3)}" cy="${formatNumber(moonY + 3)}" r="9" fill="${colors.accent}" fill-opacity="0.6"/>`;
  const halo = `<circle r="76" fill="${colors.main}"/>`;
  return { defs, halo, body };
}

function drawSword(colors: ArtColors, rng: Rng): EmblemParts {
  const angle = 38 + pickBetween(rng, -8, 8);
  const blade =
    `<polygon points="0,-132 -20,-104 -20,40 0,46" fill="url(#sw-light)"/>` +
    `<polygon points="0,-132 20,-104 20,40 0,46" fill="url(#sw-dark)"/>` +
    `<path d="M0,-110L0,30" stroke="${white}" stroke-width="2" stroke-opacity="0.7"/>`;
  const guard =
    `<path d="M-62,30C-46,42 -26,44 0,44C26,44 46,42 62,30L56,50C36,58 18,60 0,60C-18,60 -36,58 -56,50Z" ` +
    `fill="url(#sw-gold)"/>` +
    `<polygon points="0,36 10,50 0,64 -10,50" fill="${colors.main}" stroke="${white}" stroke-width="1.2"/>`;
  const grip =
    `<rect x="-7" y="58" width="14" height="44" rx="3" fill="${colors.deep}"/>` +
    `<path d="M-7,66L7,62M-7,76L7,72M-7,86L7,82M-7,96L7,92" stroke="${colors.accent}" stroke-width="2"/>` +
    `<circle cy="110" r="10" fill="url(#sw-gold)"/>`;
  // Motion trails sit in the blade's own frame so they never cross the guard or grip.
  const slash =
    `<path d="M-22,-132C-100,-84 -112,18 -64,84C-86,18 -76,-72 -22,-132Z" fill="url(#sw-slash)"/>` +
    `<path d="M26,-118C82,-78 92,-10 66,40C74,-12 64,-66 26,-118Z" fill="url(#sw-slash)" fill-opacity="0.55"/>`;
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
    `<linearGradient id="sw-slash" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${white}" stop-opacity="0.9"/>` +
    `<stop offset="0.4" stop-color="${colors.mainLight}" stop-opacity="0.6"/>` +
    `<stop offset="1" stop-color="${colors.main}" stop-opacity="0"/></linearGradient>`;
  const body = `<g transform="rotate(${formatNumber(angle)}) translate(0 -4)">${slash}${blade}${guard}${grip}</g>`;
  const halo =
    `<g transform="rotate(${formatNumber(angle)})"><polygon points="0,-132 -22,-104 -22,46 22,46 22,-104" ` +
    `fill="${colors.main}"/><rect x="-60" y="38" width="120" height="20" fill="${colors.accent}"/></g>`;
  return { defs, halo, body };
}

function drawBolt(colors: ArtColors, rng: Rng): EmblemParts {
  // Single or double zigzag, picked per game.
  const bolt =
    rng() < 0.5
      ? "M14,-118L-62,16L-8,16L-34,118L66,-26L14,-26L54,-118Z"
      : "M26,-120L-42,-22L-2,-22L-54,48L-12,48L-40,120L66,8L24,8L58,-58L16,-58L62,-120Z";
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
    `<stop offset="1" stop-color="${colors.accent}"/></linearGradient>` +
    `<linearGradient id="bo-sheen" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0.2" stop-color="${white}" stop-opacity="0.5"/>` +
    `<stop offset="0.55" stop-color="${white}" stop-opacity="0"/></linearGradient>`;
  const body =
    `<circle r="98" fill="none" stroke="${colors.main}" stroke-width="3" stroke-opacity="0.7" ` +
    `stroke-dasharray="150 30 40 30"/>` +
    `<circle r="86" fill="${colors.main}" fill-opacity="0.12"/>` +
    `<g stroke="${colors.accentLight}" stroke-width="2.2" stroke-linejoin="round" stroke-opacity="0.85">${arcs}</g>` +
    `<path d="${bolt}" fill="url(#bo-fill)"/>` +
    `<path d="${bolt}" fill="url(#bo-sheen)"/>` +
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

// How far each emblem may be tilted per game; symmetric scenes (grid, wave) stay level.
const motifTilt: Record<ArtMotif, number> = {
  crystal: 9,
  crosshair: 0,
  flame: 4,
  shield: 6,
  star: 0,
  wave: 0,
  grid: 0,
  orb: 0,
  sword: 0,
  bolt: 8,
};

// The backdrop only holds smooth gradients and blurred glows, so it is rasterised at a quarter
// of the size and upscaled; blur and radial gradients dominate librsvg time at full size.
const backdropDownscale = 4;

function computeLayout(shape: CoverArtShape, motif: ArtMotif, rng: Rng): Layout {
  const { width, height } = coverArtSizes[shape];
  const unit = Math.min(width, height) / 400;
  // Same draws for every shape, so a game's banner, card and thumbnail stay recognisably alike.
  const sizeJitter = pickBetween(rng, 0.94, 1.04);
  const shiftJitter = pickBetween(rng, -0.025, 0.025);
  const tilt = pickBetween(rng, -1, 1) * motifTilt[motif];
  // Mirroring is a free extra variant: every emblem still reads correctly when flipped.
  const mirror = rng() < 0.5;
  const base = { width, height, unit, tilt, mirror };
  if (shape === "wide" || shape === "wideSmall") {
    // Right of centre so the left half stays calm behind overlaid headline text.
    return {
      ...base,
      cx: width * (0.7 + shiftJitter),
      cy: height * 0.44,
      scale: (height * 0.33 * sizeJitter) / 100,
      isWide: true,
    };
  }
  if (shape === "portrait" || shape === "tall") {
    // Raised so the bottom third is free for card titles (and the phone hero's headline).
    return {
      ...base,
      cx: width * (0.5 + shiftJitter),
      cy: height * 0.4,
      scale: (width * 0.32 * sizeJitter) / 100,
      isWide: false,
    };
  }
  return {
    ...base,
    cx: width * (0.5 + shiftJitter),
    cy: height * 0.44,
    scale: (width * 0.28 * sizeJitter) / 100,
    isWide: false,
  };
}

function buildBackdrop(colors: ArtColors, layout: Layout, rng: Rng): SvgLayer {
  const { width, height, cx, cy, scale, isWide } = layout;
  const n = formatNumber;
  const sweep = pickBetween(rng, 0, 1);
  // The accent glow orbits the emblem rather than roaming freely: accent over the dark base far
  // from the emblem tends to read as a muddy stain instead of light.
  const [accentDx, accentDy] = polarPoint(scale * 115, pickBetween(rng, 0, 360));
  const skyX = isWide ? pickBetween(rng, 0.45, 1) : pickBetween(rng, 0, 1);
  const rect = (fill: string) => `<rect width="${width}" height="${height}" fill="url(#${fill})"/>`;
  const defs =
    `<linearGradient id="bg" x1="${n(sweep)}" y1="0" x2="${n(1 - sweep)}" y2="1">` +
    `<stop offset="0" stop-color="${colors.deep}"/>` +
    `<stop offset="0.55" stop-color="${colors.base}"/>` +
    `<stop offset="1" stop-color="${mixColors(colors.base, colors.main, 0.22)}"/></linearGradient>` +
    `<radialGradient id="glow-sky" gradientUnits="userSpaceOnUse" cx="${n(width * skyX)}" cy="0" ` +
    `r="${n(Math.max(width, height) * 0.55)}">` +
    `<stop offset="0" stop-color="${colors.mainLight}" stop-opacity="0.22"/>` +
    `<stop offset="1" stop-color="${colors.mainLight}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow-main" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(scale * 220)}">` +
    `<stop offset="0" stop-color="${colors.main}" stop-opacity="0.8"/>` +
    `<stop offset="0.35" stop-color="${colors.main}" stop-opacity="0.32"/>` +
    `<stop offset="1" stop-color="${colors.main}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow-accent" gradientUnits="userSpaceOnUse" cx="${n(cx + accentDx)}" ` +
    `cy="${n(cy + accentDy)}" r="${n(scale * 150)}">` +
    `<stop offset="0" stop-color="${colors.accent}" stop-opacity="0.4"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow-core" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(scale * 85)}">` +
    `<stop offset="0" stop-color="${colors.accentLight}" stop-opacity="0.5"/>` +
    `<stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vig-edge" cx="0.5" cy="0.45" r="0.75">` +
    `<stop offset="0.55" stop-color="${black}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${black}" stop-opacity="0.55"/></radialGradient>`;
  // Out-of-focus discs add depth; they live in the quarter-size backdrop, so the blur is cheap.
  const bokeh = Array.from({ length: 7 }, () => {
    const [dx, dy] = polarPoint(scale * pickBetween(rng, 70, 200), pickBetween(rng, 0, 360));
    const r = scale * pickBetween(rng, 6, 22);
    const color = rng() < 0.4 ? colors.accentLight : colors.mainLight;
    const opacity = pickBetween(rng, 0.08, 0.22);
    return `<circle cx="${n(cx + dx)}" cy="${n(cy + dy)}" r="${n(r)}" fill="${color}" fill-opacity="${n(opacity)}"/>`;
  }).join("");
  const body =
    rect("bg") +
    rect("glow-sky") +
    rect("glow-main") +
    rect("glow-accent") +
    rect("glow-core") +
    `<g filter="url(#soft)">${bokeh}</g>` +
    rect("vig-edge");
  return {
    defs:
      defs +
      `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feGaussianBlur stdDeviation="${n(scale * 2.5)}"/></filter>`,
    body,
  };
}

function buildAura(colors: ArtColors, rng: Rng): string {
  const n = formatNumber;
  const kind = Math.floor(rng() * 4);
  const spin = pickBetween(rng, 0, 60);
  // Opacity goes on strokes and fills rather than on groups: group opacity makes librsvg
  // allocate an offscreen surface per group.
  const stroke = `fill="none" stroke="${colors.mainLight}" stroke-width="1.5" stroke-opacity="0.42"`;
  const stud = `fill="${colors.accentLight}" fill-opacity="0.5"`;
  if (kind === 0) {
    const [dotX, dotY] = polarPoint(150, spin + 200);
    return (
      `<g><circle r="138" ${stroke} stroke-dasharray="2 8"/>` +
      `<circle r="150" fill="none" stroke="${colors.mainLight}" stroke-opacity="0.42"/>` +
      `<circle cx="${n(dotX)}" cy="${n(dotY)}" r="4" ${stud}/></g>`
    );
  }
  if (kind === 1) {
    const corners = Array.from({ length: 6 }, (_, index) => polarPoint(142, spin + index * 60));
    const studs = corners
      .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="3" ${stud}/>`)
      .join("");
    return `<g><polygon points="${formatPoints(corners)}" ${stroke}/>${studs}</g>`;
  }
  if (kind === 2) {
    return (
      `<g transform="rotate(${n(spin - 30)})">` +
      `<ellipse rx="150" ry="48" ${stroke}/>` +
      `<ellipse rx="150" ry="48" ${stroke} transform="rotate(64)"/>` +
      `<circle cx="150" r="3.5" ${stud}/></g>`
    );
  }
  const ticks = Array.from({ length: 36 }, (_, index) => {
    const [x1, y1] = polarPoint(index % 3 === 0 ? 128 : 134, index * 10 + spin);
    const [x2, y2] = polarPoint(142, index * 10 + spin);
    return `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
  }).join("");
  return `<path d="${ticks}" stroke="${colors.mainLight}" stroke-width="1.5" stroke-opacity="0.45"/>`;
}

function buildPattern(colors: ArtColors, layout: Layout, rng: Rng): SvgLayer {
  const { width, height, cx, cy, unit } = layout;
  const n = formatNumber;
  const kind = Math.floor(rng() * 3);
  const reach = Math.min(width, height) * 0.8;
  // Drawn as one real path faded by a gradient stroke: an SVG <pattern> plus a fade mask cost
  // librsvg several hundred milliseconds on a wide banner, this costs a few.
  const pieces: string[] = [];
  const addPiece = (x: number, y: number, piece: string) => {
    if (Math.hypot(x - cx, y - cy) < reach) pieces.push(piece);
  };
  if (kind === 0) {
    const r = 15 * unit;
    const columnStep = Math.sqrt(3) * r;
    for (let row = 0; row * 1.5 * r < height + r; row++) {
      const y = row * 1.5 * r;
      const shift = row % 2 === 0 ? 0 : columnStep / 2;
      for (let x = shift; x < width + columnStep; x += columnStep) {
        const corners = Array.from({ length: 6 }, (_, index) => {
          const [px, py] = polarPoint(r, 30 + index * 60);
          return `${n(x + px)},${n(y + py)}`;
        });
        addPiece(x, y, `M${corners.join("L")}Z`);
      }
    }
  } else if (kind === 1) {
    const gap = 16 * unit;
    for (let y = gap / 2; y < height; y += gap) {
      for (let x = gap / 2; x < width; x += gap) addPiece(x, y, `M${n(x)},${n(y)}h0`);
    }
  } else {
    const gap = 13 * unit;
    const segment = 40 * unit;
    const slope = Math.tan((55 * Math.PI) / 180);
    // Lines at -55 degrees, chopped into short segments so each can fade with distance.
    for (let start = -height / slope; start < width; start += gap) {
      for (let y = 0; y < height; y += segment) {
        const x1 = start + (height - y) / slope;
        const x2 = start + (height - y - segment) / slope;
        addPiece((x1 + x2) / 2, y + segment / 2, `M${n(x1)},${n(y)}L${n(x2)},${n(y + segment)}`);
      }
    }
  }
  const strokeWidth = kind === 1 ? 2.6 * unit : Math.max(1, unit);
  const defs =
    `<radialGradient id="pat-fade" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(reach)}">` +
    `<stop offset="0" stop-color="${colors.mainLight}" stop-opacity="0.17"/>` +
    `<stop offset="0.5" stop-color="${colors.mainLight}" stop-opacity="0.08"/>` +
    `<stop offset="1" stop-color="${colors.mainLight}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<path d="${pieces.join("")}" fill="none" stroke="url(#pat-fade)" ` +
    `stroke-width="${n(strokeWidth)}" stroke-linecap="round"/>`;
  return { defs, body };
}

function buildStreaks(colors: ArtColors, layout: Layout, rng: Rng): SvgLayer {
  const { width, height, cx, cy, unit, isWide } = layout;
  const n = formatNumber;
  const angle = pickBetween(rng, -38, -22);
  const count = 3 + Math.floor(rng() * 3);
  const length = Math.hypot(width, height) * 1.1;
  const span = Math.min(width, height);
  // Streaks are drawn in a frame rotated about the emblem, so one gradient per colour can make
  // every streak peak where it passes the emblem; merging them into two paths keeps fills cheap.
  const paths: [string[], string[]] = [[], []];
  for (let index = 0; index < count; index++) {
    // Wide banners keep streaks above the emblem axis: rotated that way they stay off the left.
    const offset = isWide
      ? pickBetween(rng, -0.55, 0.35) * span
      : pickBetween(rng, -0.6, 0.6) * span;
    const slide = pickBetween(rng, -0.15, 0.15) * span;
    const thickness = pickBetween(rng, 1, index === 0 ? 24 : 7) * unit;
    paths[index % 2]?.push(
      `M${n(slide - length / 2)},${n(offset - thickness / 2)}h${n(length)}v${n(thickness)}h${n(-length)}Z`,
    );
  }
  const gradient = (id: string, color: string, peak: number) =>
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(-length / 2)}" y1="0" ` +
    `x2="${n(length / 2)}" y2="0"><stop offset="0.2" stop-color="${color}" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="${color}" stop-opacity="${peak}"/>` +
    `<stop offset="0.8" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
  return {
    defs:
      gradient("streak-a", colors.accentLight, 0.42) + gradient("streak-b", colors.mainLight, 0.32),
    body:
      `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">` +
      `<path d="${paths[0].join("")}" fill="url(#streak-a)"/>` +
      (paths[1].length > 0 ? `<path d="${paths[1].join("")}" fill="url(#streak-b)"/>` : "") +
      `</g>`,
  };
}

function drawCirclePath(x: number, y: number, r: number): string {
  const n = formatNumber;
  return `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0Z`;
}

function buildParticles(
  colors: ArtColors,
  layout: Layout,
  rng: Rng,
): { back: string; front: string } {
  const { width, height, cx, cy, scale, unit, isWide } = layout;
  // Particles are merged per colour and brightness tier: librsvg has a noticeable fixed cost per
  // element, and a few dozen separate circles added up to more than the emblem itself.
  const tiers = [0.4, 0.65, 0.95];
  const dots = new Map<string, string[]>();
  const glints = new Map<string, string[]>();
  const addTo = (bucket: Map<string, string[]>, key: string, piece: string) => {
    const list = bucket.get(key);
    if (list) list.push(piece);
    else bucket.set(key, [piece]);
  };
  for (let index = 0; index < 46; index++) {
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
    const tier = Math.floor(rng() * tiers.length);
    if (isWide && x < width * 0.4 && roll < 0.7) continue;
    const key = `${bright ? colors.accentLight : colors.mainLight}|${tiers[tier]}`;
    // Glints are drawn over the emblem, so keep them off its core where they read as a blemish.
    const clearOfEmblem = Math.hypot(x - cx, y - cy) > scale * 95;
    const clearOfEdges = x > width * 0.04 && x < width * 0.96 && y > height * 0.04;
    if (roll > 0.88 && clearOfEmblem && clearOfEdges)
      addTo(glints, key, drawSparklePath(x, y, size * 4.5));
    else addTo(dots, key, drawCirclePath(x, y, size));
  }
  const render = (bucket: Map<string, string[]>) =>
    [...bucket.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, pieces]) => {
        const [color, opacity] = key.split("|");
        return `<path d="${pieces.join("")}" fill="${color}" fill-opacity="${opacity}"/>`;
      })
      .join("");
  return { back: render(dots), front: render(glints) };
}

function buildVignette(colors: ArtColors, layout: Layout): { under: SvgLayer; over: SvgLayer } {
  const { width, height, isWide } = layout;
  const n = formatNumber;
  const shade = mixColors(colors.deep, black, 0.5);
  // The broad darkening sits under the emblem so the emblem keeps its colour; a thin band on top
  // of everything still guarantees contrast for white titles and prices overlaid at the bottom.
  const bottomTop = height * 0.5;
  const overTop = height * 0.8;
  let underDefs =
    `<linearGradient id="vig-bottom" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade}" stop-opacity="0"/>` +
    `<stop offset="0.6" stop-color="${shade}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${shade}" stop-opacity="0.75"/></linearGradient>`;
  let underBody = `<rect y="${n(bottomTop)}" width="${width}" height="${n(height - bottomTop)}" fill="url(#vig-bottom)"/>`;
  if (isWide) {
    underDefs +=
      `<linearGradient id="vig-left" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${shade}" stop-opacity="0.6"/>` +
      `<stop offset="1" stop-color="${shade}" stop-opacity="0"/></linearGradient>`;
    underBody += `<rect width="${n(width * 0.5)}" height="${height}" fill="url(#vig-left)"/>`;
  }
  const overDefs =
    `<linearGradient id="vig-text" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${shade}" stop-opacity="0.5"/></linearGradient>`;
  const overBody = `<rect y="${n(overTop)}" width="${width}" height="${n(height - overTop)}" fill="url(#vig-text)"/>`;
  return { under: { defs: underDefs, body: underBody }, over: { defs: overDefs, body: overBody } };
}

function composeCoverLayers(input: CoverArtInput, shape: CoverArtShape): CoverLayers {
  const colors = deriveColors(input.palette);
  const seed = hashSlug(input.slug);
  // Independent streams per layer: tweaking one layer's draw count must not reshuffle the others.
  const layout = computeLayout(shape, input.motif, createRng(seed ^ 0x3c6ef372));
  const backdrop = buildBackdrop(colors, layout, createRng(seed ^ 0x1f123bb5));
  const pattern = buildPattern(colors, layout, createRng(seed ^ 0x5bd1e995));
  const streaks = buildStreaks(colors, layout, createRng(seed ^ 0x27d4eb2f));
  const particles = buildParticles(colors, layout, createRng(seed ^ 0x165667b1));
  // The grid motif is already a full scene; a frame around it only adds clutter.
  const aura = input.motif === "grid" ? "" : buildAura(colors, createRng(seed ^ 0x85ebca6b));
  const emblem = emblemDrawers[input.motif](colors, createRng(seed ^ 0x9e3779b9));
  const vignette = buildVignette(colors, layout);
  const { width, height, cx, cy, scale, tilt, mirror } = layout;
  const place =
    `translate(${formatNumber(cx)} ${formatNumber(cy)}) rotate(${formatNumber(tilt)}) ` +
    `scale(${mirror ? "-" : ""}${formatScale(scale)} ${formatScale(scale)})`;
  return {
    width,
    height,
    backdrop: {
      defs:
        backdrop.defs +
        vignette.under.defs +
        `<filter id="halo" x="-50%" y="-50%" width="200%" height="200%">` +
        `<feGaussianBlur stdDeviation="16"/></filter>`,
      body:
        backdrop.body +
        vignette.under.body +
        `<g transform="${place}"><g filter="url(#halo)" opacity="0.75">${emblem.halo}</g></g>`,
    },
    foreground: {
      defs: pattern.defs + streaks.defs + vignette.over.defs + emblem.defs,
      body:
        pattern.body +
        streaks.body +
        particles.back +
        `<g transform="${place}">${aura}${emblem.body}</g>` +
        particles.front +
        vignette.over.body,
    },
  };
}

function wrapSvg(width: number, height: number, layer: SvgLayer, downscale = 1): string {
  // A smaller width/height with the full viewBox makes librsvg rasterise the same art at lower size.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width / downscale}" height="${height / downscale}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${layer.defs}</defs>${layer.body}</svg>`
  );
}

export function buildCoverSvg(input: CoverArtInput, shape: CoverArtShape): string {
  const { width, height, backdrop, foreground } = composeCoverLayers(input, shape);
  return wrapSvg(width, height, {
    defs: backdrop.defs + foreground.defs,
    body: backdrop.body + foreground.body,
  });
}

export async function renderCoverArt(input: CoverArtInput, shape: CoverArtShape): Promise<Buffer> {
  const { width, height, backdrop, foreground } = composeCoverLayers(input, shape);
  // Same picture as buildCoverSvg, but the soft backdrop (gradients + blurred halo) is rasterised
  // at a quarter size and embedded as an image under the crisp layer: blur and full-canvas
  // gradients dominated librsvg time, and letting librsvg scale the image avoids a separate
  // sharp resize + composite pass. PNG level 0 because it is decoded again immediately.
  const backdropPng = await sharp(Buffer.from(wrapSvg(width, height, backdrop, backdropDownscale)))
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  const backdropImage =
    `<image width="${width}" height="${height}" preserveAspectRatio="none" ` +
    `href="data:image/png;base64,${backdropPng.toString("base64")}"/>`;
  const svg = wrapSvg(width, height, {
    defs: foreground.defs,
    body: backdropImage + foreground.body,
  });
  return sharp(Buffer.from(svg)).removeAlpha().webp(webpOptionsFor(shape)).toBuffer();
}

/**
 * WebP settings per shape. The tall 4:5 composition is the phone home page's main image, sent
 * first on a slow link: at quality 62 (effort 6) it is ~20 KB instead of ~32 KB at 78, with no
 * difference visible on these flat, generated pictures.
 */
export function webpOptionsFor(shape: CoverArtShape): { quality: number; effort: number } {
  return shape === "tall" ? { quality: 62, effort: 6 } : { quality: 78, effort: 4 };
}
