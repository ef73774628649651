import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * Procedural "photos" for the seeded catalogue: SVG scenes drawn from a seed string and
 * rendered to JPEG with sharp. Nothing is downloaded, so the seed works offline.
 *
 * The part of the seed before the first ":" chooses the palette (time of day, season,
 * materials), so all images of one property share a look; the whole seed varies the
 * composition of each image.
 */

export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1067;

export const SCENE_KINDS = [
  "exterior-cabin",
  "exterior-house",
  "exterior-villa",
  "exterior-apartment",
  "hills",
  "river",
  "castle",
  "living-room",
  "bedroom",
  "bedroom-twin",
  "kitchen",
  "dining-room",
  "bathroom",
  "sauna",
  "terrace",
] as const;

export type SceneKind = (typeof SCENE_KINDS)[number];

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
}

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

// ---------------------------------------------------------------------------------------------
// Randomness

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough to place trees and pick colours. */
class Random {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("Cannot pick from an empty list");
    return item;
  }
}

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(1, Math.max(0, saturation));
  const l = Math.min(1, Math.max(0, lightness));
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const lighten = (c: Rgb, t: number): Rgb => mix(c, WHITE, t);
const darken = (c: Rgb, t: number): Rgb => mix(c, BLACK, t);

function css(c: Rgb): string {
  const to = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${to(c[0])}${to(c[1])}${to(c[2])}`;
}

/** Rounds coordinates to one decimal so the SVG stays small. */
function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

type Point = readonly [number, number];

function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

// ---------------------------------------------------------------------------------------------
// SVG document

type Stop = readonly [offset: number, color: Rgb, opacity?: number];

class Canvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A vertical (or given-direction) gradient over the filled shape's bounding box. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in image coordinates. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, ry?: number): string {
    const id = this.id("r");
    const transform =
      ry !== undefined && r > 0
        ? ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${(ry / r).toFixed(3)}) translate(${n(-cx)} ${n(-cy)})"`
        : "";
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`,
    );
  }

  poly(points: readonly Point[], fill: string, extra = ""): void {
    this.add(`<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`);
  }

  path(d: string, fill: string, extra = ""): void {
    if (d) this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ""): void {
    this.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): void {
    this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`,
    );
  }

  line(a: Point, b: Point, stroke: string, width: number, extra = ""): void {
    this.add(
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ""}/>`,
    );
  }

  /** Everything drawn inside `draw` goes into one group (for clipping or transforms). */
  group(attributes: string, draw: () => void): void {
    this.add(`<g ${attributes}>`);
    draw();
    this.add("</g>");
  }

  /** Everything drawn inside `draw` becomes a reusable definition instead of visible output. */
  symbol(draw: () => void): string {
    const id = this.id("s");
    const start = this.parts.length;
    draw();
    const inner = this.parts.splice(start).join("");
    this.defs.push(`<g id="${id}">${inner}</g>`);
    return id;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`;
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset.toFixed(3)}" stop-color="${css(color)}"${opacity === undefined ? "" : ` stop-opacity="${opacity.toFixed(3)}"`}/>`,
    )
    .join("");
}

function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

function polyPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

// ---------------------------------------------------------------------------------------------
// Palette: one per property

type TimeOfDay = "dawn" | "day" | "golden" | "dusk";

interface Palette {
  time: TimeOfDay;
  autumn: boolean;
  skyTop: Rgb;
  skyMid: Rgb;
  skyHorizon: Rgb;
  sun: Rgb;
  haze: Rgb;
  cloud: Rgb;
  sunX: number;
  sunHeight: number;
  forest: Rgb;
  foliage: readonly Rgb[];
  meadow: Rgb;
  water: Rgb;
  /** Interior materials. */
  wall: Rgb;
  wallAccent: Rgb;
  wood: Rgb;
  floor: Rgb;
  fabric: Rgb;
  fabricAccent: Rgb;
  linen: Rgb;
  tile: Rgb;
  /** Exterior materials. */
  stone: Rgb;
  timber: Rgb;
  roof: Rgb;
  shutter: Rgb;
  render: Rgb;
  windowGlow: Rgb;
}

const SKIES: Record<
  TimeOfDay,
  { top: string; mid: string; horizon: string; sun: string; haze: string; cloud: string }
> = {
  dawn: {
    top: "#6d8cc0",
    mid: "#e9b9b0",
    horizon: "#f8dcae",
    sun: "#fff4da",
    haze: "#cdb8c4",
    cloud: "#f6d9d2",
  },
  day: {
    top: "#4a88d0",
    mid: "#8dbde6",
    horizon: "#dceaf2",
    sun: "#fffbea",
    haze: "#a7c1d3",
    cloud: "#ffffff",
  },
  golden: {
    top: "#5f88c4",
    mid: "#efc58d",
    horizon: "#fbe1a6",
    sun: "#fff0c2",
    haze: "#d0bf9c",
    cloud: "#fbe6c6",
  },
  dusk: {
    top: "#2b3460",
    mid: "#94608e",
    horizon: "#f29c6b",
    sun: "#ffd58f",
    haze: "#8e6f8d",
    cloud: "#e3a08f",
  },
};

function makePalette(seed: string): Palette {
  const rng = new Random(`palette:${seed}`);
  const time = rng.pick<TimeOfDay>(["dawn", "day", "golden", "golden", "dusk", "day"]);
  const sky = SKIES[time];
  const autumn = rng.chance(0.4);
  const jitter = (c: Rgb, amount: number): Rgb =>
    mix(c, hsl(rng.between(0, 360), 0.5, 0.5), rng.between(0, amount));
  const forestHue = rng.between(125, 160);
  const foliage: Rgb[] = autumn
    ? [
        hsl(rng.between(22, 34), 0.75, 0.42),
        hsl(rng.between(38, 48), 0.7, 0.45),
        hsl(rng.between(8, 16), 0.6, 0.35),
        hsl(95, 0.35, 0.3),
      ]
    : [
        hsl(forestHue - 30, 0.4, 0.3),
        hsl(forestHue - 45, 0.45, 0.36),
        hsl(forestHue - 15, 0.35, 0.26),
      ];
  const wallChoices: readonly Rgb[] = [
    hex("#efe6d8"),
    hex("#e9e2d3"),
    hex("#dfe3da"),
    hex("#ece0cf"),
    hex("#e4ddd5"),
  ];
  const accentChoices: readonly Rgb[] = [
    hex("#6f8571"),
    hex("#b46a4a"),
    hex("#3f5f73"),
    hex("#c89b45"),
    hex("#7d4e57"),
    hex("#53655a"),
  ];
  const woodChoices: readonly Rgb[] = [
    hex("#b3855a"),
    hex("#8e6240"),
    hex("#c49a6c"),
    hex("#6f4c35"),
  ];
  const fabric = rng.pick(accentChoices);
  return {
    time,
    autumn,
    skyTop: jitter(hex(sky.top), 0.08),
    skyMid: jitter(hex(sky.mid), 0.08),
    skyHorizon: hex(sky.horizon),
    sun: hex(sky.sun),
    haze: hex(sky.haze),
    cloud: hex(sky.cloud),
    sunX: rng.between(0.15, 0.85),
    sunHeight:
      time === "day"
        ? rng.between(0.45, 0.7)
        : time === "golden"
          ? rng.between(0.18, 0.32)
          : rng.between(0.04, 0.14),
    forest: hsl(forestHue, 0.32, time === "dusk" ? 0.13 : 0.17),
    foliage,
    meadow: hsl(rng.between(78, 100), 0.38, time === "dusk" ? 0.32 : 0.42),
    water: mix(hex(sky.mid), hex("#2f5d73"), 0.45),
    wall: rng.pick(wallChoices),
    wallAccent: lighten(rng.pick(accentChoices), 0.35),
    wood: rng.pick(woodChoices),
    floor: rng.pick(woodChoices),
    fabric,
    fabricAccent: rng.pick(accentChoices.filter((c) => c !== fabric)),
    linen: rng.pick([hex("#f4f1ea"), hex("#eae6dc"), hex("#f1ece4")]),
    tile: rng.pick([hex("#dfe4e1"), hex("#e8e2d7"), hex("#c9d3d3"), hex("#d9d2c6")]),
    stone: rng.pick([hex("#7f7d78"), hex("#8a7f70"), hex("#6f7478"), hex("#9a8b74")]),
    timber: rng.pick([hex("#7a5236"), hex("#9a6a43"), hex("#5e4332"), hex("#a77b52")]),
    roof: rng.pick([hex("#3b4048"), hex("#34383f"), hex("#4a4440"), hex("#2f3a44")]),
    shutter: rng.pick([
      hex("#5d7a66"),
      hex("#7b3b36"),
      hex("#3f5c78"),
      hex("#8b8f6a"),
      hex("#e8e1d2"),
    ]),
    render: rng.pick([hex("#efe9de"), hex("#e8dcc6"), hex("#f3efe7"), hex("#ddd6ca")]),
    windowGlow: time === "day" ? hex("#f6e7c3") : hex("#ffc869"),
  };
}

// ---------------------------------------------------------------------------------------------
// Landscape pieces

interface Ridge {
  points: Point[];
  yAt(x: number): number;
}

function makeRidge(rng: Random, base: number, amplitude: number, x0 = -60, x1 = W + 60): Ridge {
  const waves = [1, 2, 3.3].map((order) => ({
    frequency: ((rng.between(0.7, 1.3) * order * 2 * Math.PI) / W) * 1.1,
    phase: rng.between(0, Math.PI * 2),
    amplitude: (amplitude / order) * rng.between(0.6, 1.1),
  }));
  const bumpX = rng.between(0.1, 0.9) * W;
  const bumpWidth = rng.between(0.12, 0.3) * W;
  const bumpHeight = amplitude * rng.between(-0.3, 1.1);
  const step = 16;
  const points: Point[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    let y = base;
    for (const wave of waves) y -= wave.amplitude * Math.sin(wave.frequency * x + wave.phase);
    y -= bumpHeight * Math.exp(-(((x - bumpX) / bumpWidth) ** 2));
    y += rng.between(-1, 1) * amplitude * 0.03;
    points.push([x, y]);
  }
  return {
    points,
    yAt(x: number) {
      const index = Math.min(points.length - 2, Math.max(0, Math.floor((x - x0) / step)));
      const a = points[index];
      const b = points[index + 1];
      if (!a || !b) return base;
      const t = Math.min(1, Math.max(0, (x - a[0]) / (b[0] - a[0])));
      return a[1] + (b[1] - a[1]) * t;
    },
  };
}

function ridgePath(ridge: Ridge, bottom: number): string {
  const [first, ...rest] = ridge.points;
  if (!first) return "";
  let d = `M${n(first[0])} ${n(bottom)}L${n(first[0])} ${n(first[1])}`;
  let previous = first;
  for (const point of rest) {
    const mid: Point = [(previous[0] + point[0]) / 2, (previous[1] + point[1]) / 2];
    d += `Q${n(previous[0])} ${n(previous[1])} ${n(mid[0])} ${n(mid[1])}`;
    previous = point;
  }
  d += `L${n(previous[0])} ${n(previous[1])}L${n(previous[0])} ${n(bottom)}Z`;
  return d;
}

/** A spruce silhouette as a path segment: tiers of branches narrowing to the top. */
function sprucePath(x: number, base: number, height: number, width: number): string {
  const tiers = height < 34 ? 2 : height < 80 ? 3 : 4;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < tiers; i++) {
    const yBottom = base - (height * i) / tiers;
    const yTop = base - (height * (i + 1)) / tiers;
    const half = (width / 2) * (1 - i / (tiers + 0.6));
    const inner = half * 0.55;
    left.push([x - half, yBottom], [x - inner * (1 - 1 / tiers), yTop + (yBottom - yTop) * 0.15]);
    right.unshift(
      [x + inner * (1 - 1 / tiers), yTop + (yBottom - yTop) * 0.15],
      [x + half, yBottom],
    );
  }
  return polyPath([
    [x - width * 0.06, base + height * 0.08],
    ...left,
    [x, base - height * 1.04],
    ...right,
    [x + width * 0.06, base + height * 0.08],
  ]);
}

/** A broadleaf crown as a cluster of circles. */
function broadleafPath(rng: Random, x: number, base: number, height: number): string {
  const r = height * 0.32;
  if (height < 34) return circlePath(x, base - height * 0.45, height * 0.45);
  let d = rectPath(x - r * 0.08, base - height * 0.35, r * 0.16, height * 0.4);
  d += circlePath(x, base - height + r, r);
  d += circlePath(x - r * 0.6, base - height * 0.5, r * rng.between(0.65, 0.85));
  d += circlePath(x + r * 0.6, base - height * 0.52, r * rng.between(0.65, 0.85));
  return d;
}

interface HillsOptions {
  /** y of the farthest ridge. */
  top: number;
  /** y where the nearest ridge sits. */
  bottom: number;
  layers: number;
  /** Tree height on the nearest layer. */
  treeSize: number;
  /** Bottom edge to fill down to. */
  fillTo?: number;
  /** Skip trees over this x-interval (e.g. where a castle stands). */
  clearing?: readonly [number, number];
}

function drawSky(c: Canvas, rng: Random, pal: Palette, horizon: number): void {
  c.rect(
    0,
    0,
    W,
    horizon + 40,
    c.linear([
      [0, pal.skyTop],
      [0.55, pal.skyMid],
      [1, pal.skyHorizon],
    ]),
  );
  const sunX = pal.sunX * W;
  const sunY = horizon - pal.sunHeight * horizon;
  c.circle(
    sunX,
    sunY,
    360,
    c.radial(
      [
        [0, pal.sun, 0.6],
        [0.3, pal.sun, 0.25],
        [1, pal.sun, 0],
      ],
      sunX,
      sunY,
      360,
    ),
  );
  c.circle(
    sunX,
    sunY,
    pal.time === "day" ? 46 : 58,
    css(pal.sun),
    `fill-opacity="${pal.time === "day" ? 0.95 : 0.9}"`,
  );
  const clouds = rng.int(2, 5);
  for (let i = 0; i < clouds; i++) {
    const cx = rng.between(-100, W + 100);
    const cy = rng.between(horizon * 0.1, horizon * 0.65);
    const width = rng.between(200, 460);
    const rx = width / 2;
    const ry = width * 0.06;
    let d = `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
    const puffs = rng.int(3, 5);
    for (let p = 0; p < puffs; p++) {
      const t = puffs === 1 ? 0.5 : p / (puffs - 1);
      const px = cx - width * 0.32 + width * 0.64 * t + rng.between(-10, 10);
      const r = width * rng.between(0.11, 0.16) * (1.25 - Math.abs(t - 0.5));
      d += circlePath(px, cy - r * 0.55, r);
    }
    c.path(d, css(pal.cloud), `fill-opacity="${rng.between(0.35, 0.6).toFixed(2)}"`);
  }
  if (rng.chance(0.6)) {
    let d = "";
    const flockX = rng.between(0.2, 0.8) * W;
    const flockY = rng.between(0.15, 0.45) * horizon;
    for (let b = 0; b < rng.int(3, 6); b++) {
      const x = flockX + rng.between(-90, 90);
      const y = flockY + rng.between(-40, 40);
      const s = rng.between(7, 12);
      d += `M${n(x - s)} ${n(y - s * 0.3)}q${n(s * 0.5)} ${n(-s * 0.1)} ${n(s)} ${n(s * 0.4)}q${n(s * 0.5)} ${n(-s * 0.5)} ${n(s)} ${n(-s * 0.4)}`;
    }
    c.path(
      d,
      "none",
      `stroke="${css(darken(pal.skyTop, 0.55))}" stroke-width="2.2" stroke-linecap="round" stroke-opacity="0.6"`,
    );
  }
}

/** Layered forested ridges, fading into the haze with distance. Returns the nearest ridge. */
function drawHills(c: Canvas, rng: Random, pal: Palette, options: HillsOptions): Ridge {
  const { top, bottom, layers, treeSize } = options;
  const fillTo = options.fillTo ?? H;
  let nearest: Ridge | undefined;
  for (let i = 0; i < layers; i++) {
    const depth = layers === 1 ? 1 : i / (layers - 1);
    const y = top + (bottom - top) * depth;
    const ridge = makeRidge(rng, y, 30 + 50 * (1 - depth * 0.5));
    const haze = 0.82 * (1 - depth) ** 1.1;
    const base = mix(pal.forest, pal.haze, haze);
    const foot = mix(base, pal.haze, 0.28 + 0.2 * (1 - depth));
    c.path(
      ridgePath(ridge, fillTo),
      c.linear([
        [0, base],
        [0.55, mix(base, foot, 0.5)],
        [1, foot],
      ]),
    );
    const size = treeSize * (0.18 + 0.82 * depth ** 1.6);
    if (size >= 3) {
      const colours: Rgb[] = [base, ...pal.foliage.map((f) => mix(f, pal.haze, haze))];
      const paths = colours.map(() => "");
      let x = -20;
      while (x < W + 20) {
        const height = size * rng.between(0.75, 1.25);
        const skip = options.clearing && x > options.clearing[0] && x < options.clearing[1];
        if (!skip) {
          const broadleaf = rng.chance(pal.autumn ? 0.55 : 0.35);
          const groundY = ridge.yAt(x) + height * 0.3;
          const index = broadleaf ? 1 + Math.floor(rng.next() * pal.foliage.length) : 0;
          const segment = broadleaf
            ? broadleafPath(rng, x, groundY, height)
            : sprucePath(x, groundY, height, height * 0.42);
          paths[index] = (paths[index] ?? "") + segment;
        }
        // Distant trees are spaced a little wider than scale alone would give: fewer shapes to
        // rasterize and the ridge still reads as forest.
        x += height * rng.between(0.22, 0.34) + 4;
      }
      paths.forEach((d, index) => {
        const colour = colours[index];
        if (colour) c.path(d, css(colour));
      });
    }
    nearest = ridge;
  }
  if (!nearest) throw new Error("drawHills needs at least one layer");
  return nearest;
}

function drawMeadow(c: Canvas, rng: Random, pal: Palette, y: number): Ridge {
  const ridge = makeRidge(rng, y, 14);
  c.path(
    ridgePath(ridge, H + 10),
    c.linear([
      [0, lighten(pal.meadow, 0.12)],
      [1, darken(pal.meadow, 0.25)],
    ]),
  );
  return ridge;
}

function drawGrass(c: Canvas, rng: Random, pal: Palette, from: number, count: number): void {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.between(-10, W + 10);
    const y = rng.between(from, H + 10);
    const scale = 0.4 + ((y - from) / (H - from)) * 1.2;
    const h = rng.between(10, 22) * scale;
    const lean = rng.between(-6, 6) * scale;
    d += `M${n(x)} ${n(y)}q${n(lean * 0.3)} ${n(-h * 0.5)} ${n(lean)} ${n(-h)}`;
  }
  c.path(
    d,
    "none",
    `stroke="${css(darken(pal.meadow, 0.3))}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.55"`,
  );
  const flowers: Rgb[] = [hex("#f4f1e6"), hex("#f1cf4a"), hex("#b58bc9")];
  for (const colour of flowers) {
    let f = "";
    for (let i = 0; i < count / 12; i++) {
      const y = rng.between(from + 20, H);
      const r = 1.5 + ((y - from) / (H - from)) * 3;
      f += circlePath(rng.between(0, W), y, r);
    }
    c.path(f, css(colour), 'fill-opacity="0.85"');
  }
}

function drawRiver(c: Canvas, rng: Random, pal: Palette, startY: number, centre: number): void {
  const bend = rng.between(160, 300) * (rng.chance(0.5) ? 1 : -1);
  const phase = rng.between(0, Math.PI);
  const wiggle = rng.between(3.2, 4.4);
  const centreAt = (t: number): number => centre + bend * Math.sin(t * wiggle + phase) * (0.2 + t);
  const halfAt = (t: number): number => 5 + 400 * t ** 1.7;
  const yAt = (t: number): number => startY + (H + 20 - startY) * t;
  const bank = (side: -1 | 1, grow: number): Point[] => {
    const points: Point[] = [];
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      points.push([centreAt(t) + side * (halfAt(t) + grow * (1 + 12 * t)), yAt(t)]);
    }
    return points;
  };
  const left = bank(-1, 0);
  const right = bank(1, 0);
  // A pebbly margin, then the water reflecting the sky, then the banks' dark reflections.
  c.poly([...bank(-1, 2), ...bank(1, 2).reverse()], css(mix(pal.meadow, pal.stone, 0.55)));
  const deep = mix(pal.skyTop, hex("#1d4357"), 0.55);
  c.poly(
    [...left, ...[...right].reverse()],
    c.linear([
      [0, lighten(pal.skyHorizon, 0.1)],
      [0.25, mix(pal.skyMid, pal.skyHorizon, 0.4)],
      [0.6, mix(pal.skyTop, pal.skyMid, 0.5)],
      [1, deep],
    ]),
  );
  const reflection = css(darken(mix(pal.forest, pal.meadow, 0.3), 0.1));
  c.poly([...left, ...bank(-1, -3).reverse()], reflection, 'fill-opacity="0.35"');
  c.poly([...right, ...bank(1, -3).reverse()], reflection, 'fill-opacity="0.35"');
  let glints = "";
  for (let i = 0; i < 40; i++) {
    const t = rng.between(0.05, 1);
    const x = centreAt(t) + rng.between(-0.6, 0.6) * halfAt(t);
    const len = 8 + 60 * t;
    glints += `M${n(x - len / 2)} ${n(yAt(t))}h${n(len)}`;
  }
  c.path(
    glints,
    "none",
    `stroke="${css(lighten(pal.sun, 0.3))}" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.5"`,
  );
}

function drawCastle(
  c: Canvas,
  rng: Random,
  pal: Palette,
  x: number,
  groundY: number,
  scale: number,
): void {
  const colour = css(mix(darken(pal.stone, 0.35), pal.haze, 0.35));
  const dark = css(darken(pal.stone, 0.7));
  let d = "";
  const crenel = (x0: number, y0: number, w: number): string => {
    let s = "";
    const count = Math.max(2, Math.round(w / (14 * scale)));
    const cw = w / (count * 2 - 1);
    for (let i = 0; i < count; i++) s += rectPath(x0 + i * cw * 2, y0 - 10 * scale, cw, 11 * scale);
    return s;
  };
  const wallW = 520 * scale;
  const wallH = 90 * scale;
  const x0 = x - wallW / 2;
  d += rectPath(x0, groundY - wallH, wallW, wallH + 40 * scale);
  d += crenel(x0, groundY - wallH, wallW);
  const towers = rng.int(3, 5);
  const windows: string[] = [];
  for (let i = 0; i < towers; i++) {
    const tw = rng.between(50, 80) * scale;
    const th = rng.between(150, 240) * scale;
    const tx = x0 + (wallW - tw) * (i / (towers - 1));
    d += rectPath(tx, groundY - th, tw, th);
    if (rng.chance(0.5)) {
      d += polyPath([
        [tx - 6 * scale, groundY - th],
        [tx + tw / 2, groundY - th - 70 * scale],
        [tx + tw + 6 * scale, groundY - th],
      ]);
    } else {
      d += crenel(tx - 4 * scale, groundY - th, tw + 8 * scale);
    }
    for (let k = 0; k < 2; k++) {
      windows.push(
        rectPath(
          tx + tw / 2 - 4 * scale,
          groundY - th + (40 + k * 55) * scale,
          8 * scale,
          22 * scale,
        ),
      );
    }
  }
  const keepW = 140 * scale;
  const keepH = 200 * scale;
  const keepX = x - keepW / 2 + rng.between(-80, 80) * scale;
  d += rectPath(keepX, groundY - keepH, keepW, keepH) + crenel(keepX, groundY - keepH, keepW);
  c.path(d, colour);
  c.path(windows.join(""), dark, 'fill-opacity="0.8"');
}

// ---------------------------------------------------------------------------------------------
// Outdoor scenes

function sceneHills(c: Canvas, rng: Random, pal: Palette): void {
  const horizon = rng.between(0.42, 0.55) * H;
  drawSky(c, rng, pal, horizon);
  drawHills(c, rng, pal, {
    top: horizon - 40,
    bottom: H * 0.83,
    layers: rng.int(5, 6),
    treeSize: 110,
  });
  if (rng.chance(0.5)) {
    drawMeadow(c, rng, pal, H * 0.9);
    drawGrass(c, rng, pal, H * 0.9, 250);
  }
}

function sceneRiver(c: Canvas, rng: Random, pal: Palette): void {
  const horizon = rng.between(0.38, 0.46) * H;
  drawSky(c, rng, pal, horizon);
  drawHills(c, rng, pal, { top: horizon - 30, bottom: horizon + 140, layers: 4, treeSize: 55 });
  const meadowY = horizon + 170;
  drawMeadow(c, rng, pal, meadowY);
  const riverX = rng.between(0.35, 0.65) * W;
  drawGrass(c, rng, pal, meadowY + 60, 260);
  drawRiver(c, rng, pal, meadowY + 6, riverX);
  drawFramingTrees(c, rng, pal, 1.0);
}

function sceneCastle(c: Canvas, rng: Random, pal: Palette): void {
  const horizon = rng.between(0.42, 0.5) * H;
  drawSky(c, rng, pal, horizon);
  drawHills(c, rng, pal, { top: horizon - 40, bottom: horizon + 40, layers: 3, treeSize: 30 });
  const castleX = rng.between(0.35, 0.65) * W;
  const rockTop = horizon + 20;
  const rockColour = mix(pal.forest, pal.haze, 0.35);
  c.path(
    `M${n(castleX - 420)} ${n(H)}Q${n(castleX - 300)} ${n(rockTop + 30)} ${n(castleX - 200)} ${n(rockTop)}L${n(castleX + 220)} ${n(rockTop)}Q${n(castleX + 330)} ${n(rockTop + 30)} ${n(castleX + 460)} ${n(H)}Z`,
    css(mix(rockColour, pal.stone, 0.3)),
  );
  drawCastle(c, rng, pal, castleX, rockTop + 4, 0.75);
  drawHills(c, rng, pal, { top: rockTop + 120, bottom: rockTop + 120, layers: 1, treeSize: 40 });
  drawHills(c, rng, pal, {
    top: H * 0.74,
    bottom: H * 0.8,
    layers: 1,
    treeSize: 70,
    clearing: [castleX - 240, castleX + 240],
  });
  const meadowY = H * 0.82;
  drawMeadow(c, rng, pal, meadowY);
  const riverX = castleX + rng.between(-200, 200);
  drawGrass(c, rng, pal, meadowY + 40, 200);
  drawRiver(c, rng, pal, meadowY + 4, riverX);
}

/** Big dark spruces at the picture edges, like a photo taken from the forest's edge. */
function drawFramingTrees(c: Canvas, rng: Random, pal: Palette, strength: number): void {
  let d = "";
  const colour = darken(pal.forest, 0.25);
  for (const side of [0, 1]) {
    if (!rng.chance(0.5 + strength * 0.4)) continue;
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const height = rng.between(500, 900);
      const x = side === 0 ? rng.between(-140, 120) : rng.between(W - 120, W + 140);
      d += sprucePath(x, H + 40, height, height * 0.42);
    }
  }
  c.path(d, css(colour));
}

interface ExteriorSetting {
  groundY: number;
  meadow: Ridge;
}

function exteriorBackdrop(c: Canvas, rng: Random, pal: Palette): ExteriorSetting {
  const horizon = rng.between(0.4, 0.48) * H;
  drawSky(c, rng, pal, horizon);
  drawHills(c, rng, pal, { top: horizon - 50, bottom: horizon + 120, layers: 4, treeSize: 150 });
  const groundY = horizon + rng.between(250, 320);
  const meadow = drawMeadow(c, rng, pal, horizon + 170);
  return { groundY, meadow };
}

/** Glass that reflects the sky by day and glows warm at dusk. */
function windowFill(c: Canvas, pal: Palette, lit: boolean): string {
  return lit
    ? c.linear([
        [0, lighten(pal.windowGlow, 0.25)],
        [1, darken(pal.windowGlow, 0.15)],
      ])
    : c.linear(
        [
          [0, lighten(pal.skyMid, 0.35)],
          [0.6, mix(pal.skyTop, hex("#2a3540"), 0.5)],
          [1, hex("#2b3038")],
        ],
        0,
        0,
        0.4,
        1,
      );
}

function drawWindow(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: Rgb,
  glass: string,
  mullions = true,
): void {
  const t = Math.max(4, w * 0.07);
  c.rect(x - t, y - t, w + 2 * t, h + 2 * t, css(frame));
  c.rect(x, y, w, h, glass);
  if (mullions) {
    c.rect(x + w / 2 - t / 3, y, (t * 2) / 3, h, css(frame));
    c.rect(x, y + h * 0.42, w, (t * 2) / 3, css(frame));
  }
  c.rect(x - t * 1.6, y + h + t, w + 3.2 * t, t * 1.1, css(darken(frame, 0.15)));
}

function drawSmoke(c: Canvas, rng: Random, x: number, y: number): void {
  let d = "";
  let cx = x;
  let cy = y;
  for (let i = 0; i < 9; i++) {
    const r = 8 + i * 3.5;
    d += circlePath(cx, cy, r);
    cx += rng.between(6, 20);
    cy -= r * 1.1;
  }
  c.path(d, "#f2f2f2", 'fill-opacity="0.16"');
}

/** A box seen slightly from the right: front face plus an oblique side face. */
const OBLIQUE: Point = [0.55, -0.32];

function sceneExteriorCabin(c: Canvas, rng: Random, pal: Palette): void {
  const { groundY } = exteriorBackdrop(c, rng, pal);
  drawHills(c, rng, pal, {
    top: groundY - 140,
    bottom: groundY - 120,
    layers: 1,
    treeSize: 240,
    fillTo: groundY - 60,
  });
  const meadow = drawMeadow(c, rng, pal, groundY - 80);
  const lit = pal.time !== "day";
  const width = rng.between(460, 560);
  const wallH = width * 0.42;
  const depth = width * 0.8;
  const x0 = rng.between(0.28, 0.45) * W - width / 2;
  const base = groundY + 40;
  const x1 = x0 + width;
  const dx = depth * OBLIQUE[0];
  const dy = depth * OBLIQUE[1];
  const peakH = width * 0.42;
  const timber = pal.timber;
  const logs = (x: number, y: number, w: number, h: number, colour: Rgb): void => {
    c.rect(x, y, w, h, css(colour));
    let d = "";
    for (let ly = y + 20; ly < y + h; ly += 22) d += `M${n(x)} ${n(ly)}h${n(w)}`;
    c.path(d, "none", `stroke="${css(darken(colour, 0.3))}" stroke-width="3"`);
  };
  // Side wall (oblique), drawn before the front.
  const side: Point[] = [
    [x1, base],
    [x1 + dx, base + dy],
    [x1 + dx, base + dy - wallH],
    [x1, base - wallH],
  ];
  c.poly(side, css(darken(timber, 0.28)));
  let sideLines = "";
  for (let k = 1; k < wallH / 22; k++)
    sideLines += `M${n(x1)} ${n(base - k * 22)}l${n(dx)} ${n(dy)}`;
  c.path(sideLines, "none", `stroke="${css(darken(timber, 0.45))}" stroke-width="3"`);
  // Side window.
  const sw: Point[] = [
    [x1 + dx * 0.35, base + dy * 0.35 - wallH * 0.35],
    [x1 + dx * 0.65, base + dy * 0.65 - wallH * 0.35],
    [x1 + dx * 0.65, base + dy * 0.65 - wallH * 0.75],
    [x1 + dx * 0.35, base + dy * 0.35 - wallH * 0.75],
  ];
  c.poly(sw, windowFill(c, pal, lit), `stroke="${css(darken(timber, 0.55))}" stroke-width="7"`);
  // Roof plane over the side.
  const overhang = 34;
  const eaveL: Point = [x0 - overhang, base - wallH + 14];
  const peak: Point = [(x0 + x1) / 2, base - wallH - peakH];
  const eaveR: Point = [x1 + overhang, base - wallH + 14];
  c.poly(
    [peak, eaveR, [eaveR[0] + dx, eaveR[1] + dy], [peak[0] + dx, peak[1] + dy]],
    css(pal.roof),
  );
  let roofLines = "";
  for (let k = 1; k < 9; k++) {
    const t = k / 9;
    const p: Point = [peak[0] + (eaveR[0] - peak[0]) * t, peak[1] + (eaveR[1] - peak[1]) * t];
    roofLines += `M${n(p[0])} ${n(p[1])}l${n(dx)} ${n(dy)}`;
  }
  c.path(
    roofLines,
    "none",
    `stroke="${css(lighten(pal.roof, 0.12))}" stroke-width="2" stroke-opacity="0.6"`,
  );
  // Chimney and smoke.
  const chX = peak[0] + dx * 0.6 + (eaveR[0] - peak[0]) * 0.3;
  const chY = peak[1] + dy * 0.6 + (eaveR[1] - peak[1]) * 0.3;
  c.rect(chX - 18, chY - 80, 36, 95, css(darken(pal.stone, 0.1)));
  c.rect(chX - 22, chY - 88, 44, 12, css(darken(pal.stone, 0.35)));
  drawSmoke(c, rng, chX, chY - 110);
  // Front wall with gable.
  logs(x0, base - wallH, width, wallH, timber);
  c.poly([[x0, base - wallH], peak, [x1, base - wallH]], css(lighten(timber, 0.08)));
  let gable = "";
  for (let k = 1; k < peakH / 22; k++) {
    const y = base - wallH - k * 22;
    const half = (width / 2) * (1 - (k * 22) / peakH);
    gable += `M${n(peak[0] - half)} ${n(y)}h${n(half * 2)}`;
  }
  c.path(gable, "none", `stroke="${css(darken(timber, 0.25))}" stroke-width="3"`);
  // Gable window (triangle-ish) and roof edges.
  drawWindow(
    c,
    peak[0] - 45,
    base - wallH - peakH * 0.55,
    90,
    peakH * 0.38,
    darken(timber, 0.5),
    windowFill(c, pal, lit),
  );
  c.add(
    `<polyline points="${pts([eaveL, peak, eaveR])}" fill="none" stroke="${css(darken(pal.roof, 0.2))}" stroke-width="26" stroke-linejoin="round"/>`,
  );
  // Log ends at the corners.
  let ends = "";
  for (let ly = base - wallH + 11; ly < base; ly += 22)
    ends += circlePath(x0 - 6, ly, 10) + circlePath(x1 + 6, ly, 10);
  c.path(ends, css(lighten(timber, 0.2)), `stroke="${css(darken(timber, 0.4))}" stroke-width="2"`);
  // Door and windows.
  const doorX = x0 + width * rng.between(0.58, 0.68);
  c.rect(doorX, base - wallH * 0.82, width * 0.16, wallH * 0.82, css(darken(timber, 0.45)));
  c.circle(doorX + width * 0.13, base - wallH * 0.4, 5, "#d8b56a");
  drawWindow(
    c,
    x0 + width * 0.12,
    base - wallH * 0.72,
    width * 0.3,
    wallH * 0.45,
    darken(timber, 0.55),
    windowFill(c, pal, lit),
  );
  // Porch deck with railing.
  const deckTop = base - 10;
  c.rect(x0 - 50, deckTop, width + 100, 34, css(darken(timber, 0.15)));
  let rail = `M${n(x0 - 50)} ${n(deckTop - 60)}h${n(width * 0.5)}`;
  for (let px = x0 - 50; px <= x0 - 50 + width * 0.5; px += 26)
    rail += `M${n(px)} ${n(deckTop)}v-60`;
  c.path(rail, "none", `stroke="${css(darken(timber, 0.35))}" stroke-width="7"`);
  if (lit) glow(c, pal.windowGlow, doorX + width * 0.08, deckTop + 60, 260, 0.3, 50);
  // Woodpile.
  let woodpile = "";
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 7 - row; col++)
      woodpile += circlePath(
        x1 + dx * 0.3 + 30 + col * 22 + row * 11,
        base + dy * 0.3 - 12 - row * 20,
        10,
      );
  }
  c.path(
    woodpile,
    css(lighten(pal.wood, 0.25)),
    `stroke="${css(darken(pal.wood, 0.4))}" stroke-width="3"`,
  );
  drawGrass(c, rng, pal, Math.max(meadow.yAt(W / 2), base + 20), 300);
  drawFramingTrees(c, rng, pal, 0.5);
}

/** A rubble-stone wall: many small stones in slightly varied greys. */
function drawStoneWall(
  c: Canvas,
  rng: Random,
  colour: Rgb,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const base = colour;
  c.rect(x, y, w, h, css(darken(base, 0.3)));
  const tones = [lighten(base, 0.1), base, darken(base, 0.1), mix(base, hex("#9b7e5e"), 0.25)];
  const paths = tones.map(() => "");
  for (let row = y; row < y + h - 4; row += rng.between(16, 22)) {
    let col = x + rng.between(-20, 0);
    const rowH = rng.between(14, 20);
    while (col < x + w) {
      const sw = rng.between(26, 54);
      const cx0 = Math.max(x, col);
      const cx1 = Math.min(x + w, col + sw - 3);
      if (cx1 - cx0 > 6) {
        const index = Math.floor(rng.next() * tones.length);
        const stoneH = Math.min(rowH - 3, y + h - row);
        paths[index] += `M${n(cx0)} ${n(row)}h${n(cx1 - cx0)}v${n(stoneH)}h${n(cx0 - cx1)}Z`;
      }
      col += sw;
    }
  }
  paths.forEach((d, index) => {
    const tone = tones[index];
    if (tone) c.path(d, css(tone));
  });
}

function sceneExteriorHouse(c: Canvas, rng: Random, pal: Palette): void {
  const { groundY } = exteriorBackdrop(c, rng, pal);
  drawHills(c, rng, pal, {
    top: groundY - 150,
    bottom: groundY - 130,
    layers: 1,
    treeSize: 220,
    fillTo: groundY - 60,
  });
  const meadow = drawMeadow(c, rng, pal, groundY - 70);
  const lit = pal.time === "dusk" || pal.time === "dawn";
  const width = rng.between(620, 720);
  const wallH = width * 0.5;
  const depth = width * 0.55;
  const x0 = rng.between(0.36, 0.46) * W - width / 2;
  const x1 = x0 + width;
  const base = groundY + 60;
  const dx = depth * OBLIQUE[0];
  const dy = depth * OBLIQUE[1];
  // Side wall: stone gable end seen obliquely.
  const roofRise = width * 0.34;
  const sidePoly: Point[] = [
    [x1, base],
    [x1 + dx, base + dy],
    [x1 + dx, base + dy - wallH],
    [x1 + dx / 2, base + dy / 2 - wallH - roofRise],
    [x1, base - wallH],
  ];
  c.poly(sidePoly, css(darken(pal.stone, 0.3)));
  let sideStones = "";
  for (let k = 0; k < 60; k++) {
    const t = rng.next();
    const yy = rng.between(wallH * 0.05, wallH * 0.95);
    const p: Point = [x1 + dx * t, base + dy * t - yy];
    sideStones += `M${n(p[0])} ${n(p[1])}l${n(22 * OBLIQUE[0] * 1.3)} ${n(22 * OBLIQUE[1] * 1.3)}`;
  }
  c.path(
    sideStones,
    "none",
    `stroke="${css(darken(pal.stone, 0.45))}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.6"`,
  );
  // Roof: long slate plane facing us (eaves parallel to the front).
  const overhang = 26;
  const ridgeY = base - wallH - roofRise;
  const roofPoly: Point[] = [
    [x0 - overhang, base - wallH + 10],
    [x1 + overhang, base - wallH + 10],
    [x1 + dx / 2 + overhang * 0.6, ridgeY + dy / 2],
    [x0 + dx / 2 - overhang * 0.4, ridgeY + dy / 2],
  ];
  c.poly(
    roofPoly,
    c.linear([
      [0, lighten(pal.roof, 0.12)],
      [1, pal.roof],
    ]),
  );
  let slates = "";
  for (let k = 1; k < 14; k++) {
    const t = k / 14;
    const yL = ridgeY + dy / 2 + (base - wallH + 10 - ridgeY - dy / 2) * t;
    const xL = x0 + dx / 2 - overhang * 0.4 + (x0 - overhang - (x0 + dx / 2 - overhang * 0.4)) * t;
    const xR = x1 + dx / 2 + overhang * 0.6 + (x1 + overhang - (x1 + dx / 2 + overhang * 0.6)) * t;
    slates += `M${n(xL)} ${n(yL)}H${n(xR)}`;
  }
  c.path(
    slates,
    "none",
    `stroke="${css(darken(pal.roof, 0.35))}" stroke-width="2" stroke-opacity="0.7"`,
  );
  // Dormer and chimney.
  const dormerX = x0 + width * rng.between(0.3, 0.6);
  const dormerY = base - wallH - roofRise * 0.45;
  c.rect(dormerX - 55, dormerY - 40, 110, 95, css(pal.render));
  c.poly(
    [
      [dormerX - 70, dormerY - 36],
      [dormerX, dormerY - 100],
      [dormerX + 70, dormerY - 36],
    ],
    css(darken(pal.roof, 0.1)),
  );
  drawWindow(c, dormerX - 30, dormerY - 22, 60, 62, pal.render, windowFill(c, pal, lit));
  const chX = x0 + width * 0.85 + dx / 2;
  c.rect(chX - 22, ridgeY + dy / 2 - 60, 44, 90, css(darken(pal.stone, 0.15)));
  if (pal.time !== "day") drawSmoke(c, rng, chX, ridgeY + dy / 2 - 90);
  // Front stone wall.
  drawStoneWall(c, rng, pal.stone, x0, base - wallH, width, wallH);
  // Windows with shutters, a door with a stone lintel.
  const doorX = x0 + width * rng.between(0.42, 0.52);
  const doorW = width * 0.13;
  c.rect(doorX - 10, base - wallH * 0.62 - 18, doorW + 20, 18, css(lighten(pal.stone, 0.25)));
  c.rect(doorX, base - wallH * 0.62, doorW, wallH * 0.62, css(pal.shutter));
  c.rect(
    doorX + doorW * 0.15,
    base - wallH * 0.55,
    doorW * 0.7,
    wallH * 0.2,
    windowFill(c, pal, lit),
  );
  const windowW = width * 0.12;
  const windowH = wallH * 0.3;
  const slots = [0.1, 0.27, 0.7, 0.85];
  for (const slot of slots) {
    for (const row of [0.12, 0.55]) {
      const wx = x0 + width * slot;
      if (row === 0.55 && Math.abs(wx - doorX) < doorW + 30) continue;
      const wy = base - wallH + wallH * row;
      c.rect(wx - windowW * 0.5, wy, windowW * 0.45, windowH, css(pal.shutter));
      c.rect(wx + windowW * 1.05, wy, windowW * 0.45, windowH, css(pal.shutter));
      drawWindow(
        c,
        wx,
        wy,
        windowW,
        windowH,
        hex("#efece4"),
        windowFill(c, pal, lit && rng.chance(0.6)),
      );
    }
  }
  // Front garden: path and a low hedge.
  c.poly(
    [
      [doorX - 10, base],
      [doorX + doorW + 10, base],
      [doorX + doorW + 90, H],
      [doorX - 90, H],
    ],
    css(lighten(pal.stone, 0.35)),
    'fill-opacity="0.8"',
  );
  let hedge = "";
  for (let hx = x0 - 60; hx < x1 + dx; hx += 34) {
    if (hx > doorX - 40 && hx < doorX + doorW + 40) continue;
    hedge += circlePath(hx, base + 18, rng.between(22, 30));
  }
  c.path(hedge, css(darken(pal.meadow, 0.35)));
  drawGrass(c, rng, pal, Math.max(meadow.yAt(W / 2), base + 30), 260);
  drawFramingTrees(c, rng, pal, 0.4);
}

function sceneExteriorVilla(c: Canvas, rng: Random, pal: Palette): void {
  const { groundY } = exteriorBackdrop(c, rng, pal);
  drawHills(c, rng, pal, {
    top: groundY - 170,
    bottom: groundY - 150,
    layers: 1,
    treeSize: 230,
    fillTo: groundY - 60,
  });
  const meadow = drawMeadow(c, rng, pal, groundY - 80);
  const lit = pal.time !== "day";
  const base = groundY + 70;
  const mainW = rng.between(760, 860);
  const mainH = 330;
  const x0 = rng.between(0.42, 0.5) * W - mainW / 2;
  const depth = 420;
  const dx = depth * OBLIQUE[0];
  const dy = depth * OBLIQUE[1];
  const x1 = x0 + mainW;
  // Side of the main volume.
  c.poly(
    [
      [x1, base],
      [x1 + dx, base + dy],
      [x1 + dx, base + dy - mainH],
      [x1, base - mainH],
    ],
    css(darken(pal.render, 0.25)),
  );
  // Roof slab (flat roof with a generous overhang).
  c.poly(
    [
      [x0 - 40, base - mainH],
      [x1 + 40, base - mainH],
      [x1 + 40 + dx, base - mainH + dy],
      [x0 - 40 + dx, base - mainH + dy],
    ],
    css(darken(pal.roof, 0.1)),
  );
  c.rect(x0 - 40, base - mainH - 4, mainW + 80, 26, css(pal.roof));
  // Ground floor: render; upper floor: vertical timber cladding.
  const floorY = base - mainH * 0.5;
  c.rect(x0, floorY, mainW, mainH * 0.5, css(pal.render));
  c.rect(x0, base - mainH + 22, mainW, mainH * 0.5 - 22, css(pal.timber));
  let cladding = "";
  for (let cx = x0 + 14; cx < x1; cx += 14)
    cladding += `M${n(cx)} ${n(base - mainH + 22)}V${n(floorY)}`;
  c.path(cladding, "none", `stroke="${css(darken(pal.timber, 0.3))}" stroke-width="2.5"`);
  // Big glazing below, ribbon windows above.
  const glass = windowFill(c, pal, lit);
  const frame = hex("#2c2f33");
  c.rect(x0 + mainW * 0.08, floorY + 22, mainW * 0.6, mainH * 0.5 - 22, css(frame));
  for (let k = 0; k < 4; k++)
    c.rect(
      x0 + mainW * 0.08 + 6 + k * (mainW * 0.15),
      floorY + 28,
      mainW * 0.15 - 12,
      mainH * 0.5 - 28,
      glass,
    );
  for (let k = 0; k < 3; k++)
    drawWindow(
      c,
      x0 + mainW * (0.1 + k * 0.3),
      base - mainH + 60,
      mainW * 0.18,
      mainH * 0.22,
      frame,
      glass,
      false,
    );
  // Door on the right part.
  c.rect(
    x0 + mainW * 0.78,
    floorY + 30,
    mainW * 0.1,
    mainH * 0.5 - 30,
    css(darken(pal.timber, 0.45)),
  );
  // Terrace deck along the front with glass balustrade.
  c.poly(
    [
      [x0 - 80, base],
      [x1 + 60, base],
      [x1 + 140, base + 70],
      [x0 - 160, base + 70],
    ],
    css(lighten(pal.wood, 0.05)),
  );
  let deck = "";
  for (let k = 1; k < 5; k++)
    deck += `M${n(x0 - 80 - k * 20)} ${n(base + k * 14)}H${n(x1 + 60 + k * 20)}`;
  c.path(deck, "none", `stroke="${css(darken(pal.wood, 0.3))}" stroke-width="2"`);
  c.rect(x0 - 160, base + 70, mainW + 300, 26, css(darken(pal.wood, 0.35)));
  if (lit) glow(c, pal.windowGlow, x0 + mainW * 0.4, base + 40, mainW * 0.5, 0.3, 60);
  // Outdoor furniture: a table with chairs.
  const tx = x0 + mainW * 0.3;
  c.rect(tx, base + 10, 150, 10, css(darken(pal.wood, 0.5)));
  c.rect(tx + 10, base + 20, 8, 40, css(darken(pal.wood, 0.5)));
  c.rect(tx + 132, base + 20, 8, 40, css(darken(pal.wood, 0.5)));
  // Lawn in front and shrubs along the house.
  drawGrass(c, rng, pal, Math.max(meadow.yAt(W / 2), base + 100), 300);
  let shrubs = "";
  for (let k = 0; k < 6; k++)
    shrubs += circlePath(
      x1 + dx + 30 + k * 40,
      base + dy * 0.2 + rng.between(-10, 10),
      rng.between(24, 40),
    );
  c.path(shrubs, css(darken(pal.meadow, 0.35)));
  drawFramingTrees(c, rng, pal, 0.6);
}

function sceneExteriorApartment(c: Canvas, rng: Random, pal: Palette): void {
  const horizon = rng.between(0.3, 0.38) * H;
  drawSky(c, rng, pal, horizon);
  drawHills(c, rng, pal, { top: horizon - 40, bottom: horizon + 110, layers: 3, treeSize: 90 });
  const street = H * 0.84;
  const lit = pal.time !== "day";
  const facades: readonly Rgb[] = [
    pal.render,
    hex("#e8dcc4"),
    hex("#d8d2c8"),
    hex("#c98d6c"),
    hex("#eae3d6"),
    hex("#bfc4c0"),
    hex("#d9c49d"),
  ];
  let x = rng.between(-80, -20);
  let index = 0;
  while (x < W) {
    const w = rng.between(240, 340);
    const floors = rng.int(3, 4);
    const floorH = 150;
    const h = floors * floorH + 40;
    const top = street - h;
    const colour = facades[(index + rng.int(0, facades.length - 1)) % facades.length] ?? pal.render;
    const isTarget = index === 2;
    c.rect(x, top, w, h, css(colour), `stroke="${css(darken(colour, 0.25))}" stroke-width="3"`);
    // Roof: triangular gable or a slate mansard.
    if (rng.chance(0.5)) {
      c.poly(
        [
          [x - 8, top],
          [x + w / 2, top - w * 0.42],
          [x + w + 8, top],
        ],
        css(pal.roof),
      );
      c.poly(
        [
          [x + 14, top],
          [x + w / 2, top - w * 0.36],
          [x + w - 14, top],
        ],
        css(colour),
      );
      drawWindow(
        c,
        x + w / 2 - 22,
        top - w * 0.2,
        44,
        56,
        hex("#f4f1ea"),
        windowFill(c, pal, lit && rng.chance(0.4)),
        false,
      );
    } else {
      c.poly(
        [
          [x - 8, top],
          [x + 20, top - 90],
          [x + w - 20, top - 90],
          [x + w + 8, top],
        ],
        css(pal.roof),
      );
      drawWindow(
        c,
        x + w / 2 - 26,
        top - 70,
        52,
        56,
        hex("#f4f1ea"),
        windowFill(c, pal, lit && rng.chance(0.4)),
        false,
      );
    }
    const cols = w > 300 ? 3 : 2;
    for (let f = 0; f < floors; f++) {
      for (let k = 0; k < cols; k++) {
        const ww = 58;
        const wx = x + ((k + 0.5) * w) / cols - ww / 2;
        const wy = top + 40 + f * floorH;
        if (f === floors - 1) continue;
        drawWindow(c, wx, wy, ww, 92, hex("#f4f1ea"), windowFill(c, pal, lit && rng.chance(0.55)));
        if (isTarget || rng.chance(0.3)) {
          let flowers = "";
          for (let p = 0; p < 5; p++) flowers += circlePath(wx - 4 + p * 16, wy + 104, 8);
          c.path(flowers, css(rng.pick([hex("#d2453b"), hex("#e7a23a"), hex("#c45a9b")])));
        }
      }
    }
    // Ground floor: door or shop window.
    const groundY = street - floorH + 30;
    if (rng.chance(0.45)) {
      c.rect(x + 20, groundY, w - 40, floorH - 30, css(darken(pal.shutter, 0.2)));
      c.rect(x + 30, groundY + 14, w - 60, floorH - 54, windowFill(c, pal, lit));
      c.rect(x + 10, groundY - 16, w - 20, 26, css(pal.shutter));
    } else {
      c.rect(x + w / 2 - 36, groundY + 10, 72, floorH - 40, css(darken(pal.shutter, 0.1)));
      c.rect(x + w / 2 - 36, groundY + 10, 72, 30, windowFill(c, pal, lit));
      drawWindow(
        c,
        x + 26,
        groundY + 20,
        50,
        70,
        hex("#f4f1ea"),
        windowFill(c, pal, lit && rng.chance(0.5)),
      );
    }
    x += w;
    index += 1;
  }
  // Pavement, cobbled street.
  c.rect(0, street, W, 40, css(lighten(pal.stone, 0.3)));
  c.rect(0, street + 40, W, H - street - 40, css(darken(pal.stone, 0.05)));
  let cobbles = "";
  for (let y = street + 50; y < H; y += 22) {
    const offset = ((y - street) / 22) % 2 === 0 ? 0 : 18;
    for (let cx = -offset; cx < W; cx += 36) cobbles += `M${n(cx)} ${n(y)}h30`;
  }
  c.path(
    cobbles,
    "none",
    `stroke="${css(lighten(pal.stone, 0.15))}" stroke-width="12" stroke-linecap="round" stroke-opacity="0.6"`,
  );
  // Street lamps.
  for (const lx of [rng.between(150, 400), rng.between(1000, 1400)]) {
    c.rect(lx - 5, street - 330, 10, 330, "#2d2f33");
    c.poly(
      [
        [lx - 24, street - 330],
        [lx + 24, street - 330],
        [lx + 14, street - 370],
        [lx - 14, street - 370],
      ],
      "#2d2f33",
    );
    c.rect(lx - 16, street - 330, 32, 40, lit ? css(pal.windowGlow) : "#e9e4d4");
    if (lit) glow(c, pal.windowGlow, lx, street - 310, 140, 0.4);
  }
}

// ---------------------------------------------------------------------------------------------
// Interiors: a small one-point perspective room

interface Room {
  vpx: number;
  vpy: number;
  /** Scale of the back wall relative to the picture plane. */
  back: number;
  left: number;
  right: number;
  /** Picture-plane pixels per metre. */
  unit: number;
}

function makeRoom(rng: Random, back = 0.58): Room {
  return {
    vpx: W * rng.between(0.42, 0.58),
    vpy: H * rng.between(0.42, 0.48),
    back: back + rng.between(-0.03, 0.03),
    left: -rng.between(80, 260),
    right: W + rng.between(80, 260),
    unit: 410,
  };
}

/** Projects a picture-plane point (x, y) standing at scale s (1 = picture plane) to the image. */
function project(room: Room, x: number, y: number, s: number): Point {
  return [room.vpx + (x - room.vpx) * s, room.vpy + (y - room.vpy) * s];
}

/** Scale factor of something `metres` in front of the back wall. */
function depthScale(room: Room, metres: number): number {
  const eyeToPlane = 3;
  const eyeToBack = eyeToPlane / room.back;
  return eyeToPlane / Math.max(0.5, eyeToBack - metres);
}

/** Height above the floor in metres, as a picture-plane y. */
function heightY(room: Room, metres: number): number {
  return H - metres * room.unit;
}

interface BoxSpec {
  x0: number;
  x1: number;
  /** Heights above the floor in metres. */
  bottom: number;
  top: number;
  /** Distances from the back wall in metres. */
  near: number;
  far: number;
}

interface BoxColours {
  front: Rgb | string;
  top?: Rgb;
  side?: Rgb;
  bottom?: Rgb;
  radius?: number;
}

function paint(value: Rgb | string): string {
  return typeof value === "string" ? value : css(value);
}

function drawBox(
  c: Canvas,
  room: Room,
  box: BoxSpec,
  colours: BoxColours,
): { front: [number, number, number, number] } {
  const sNear = depthScale(room, box.near);
  const sFar = depthScale(room, box.far);
  const yTop = heightY(room, box.top);
  const yBottom = heightY(room, box.bottom);
  const base = typeof colours.front === "string" ? hex("#888888") : colours.front;
  const side = colours.side ?? darken(base, 0.22);
  if (box.x1 < room.vpx) {
    c.poly(
      [
        project(room, box.x1, yTop, sNear),
        project(room, box.x1, yTop, sFar),
        project(room, box.x1, yBottom, sFar),
        project(room, box.x1, yBottom, sNear),
      ],
      css(side),
    );
  } else if (box.x0 > room.vpx) {
    c.poly(
      [
        project(room, box.x0, yTop, sNear),
        project(room, box.x0, yTop, sFar),
        project(room, box.x0, yBottom, sFar),
        project(room, box.x0, yBottom, sNear),
      ],
      css(side),
    );
  }
  if (yTop > room.vpy) {
    c.poly(
      [
        project(room, box.x0, yTop, sFar),
        project(room, box.x1, yTop, sFar),
        project(room, box.x1, yTop, sNear),
        project(room, box.x0, yTop, sNear),
      ],
      css(colours.top ?? lighten(base, 0.15)),
    );
  } else if (yBottom < room.vpy && colours.bottom) {
    c.poly(
      [
        project(room, box.x0, yBottom, sFar),
        project(room, box.x1, yBottom, sFar),
        project(room, box.x1, yBottom, sNear),
        project(room, box.x0, yBottom, sNear),
      ],
      css(colours.bottom),
    );
  }
  const [fx0, fy0] = project(room, box.x0, yTop, sNear);
  const [fx1, fy1] = project(room, box.x1, yBottom, sNear);
  const radius = colours.radius ? ` rx="${n(colours.radius * sNear)}"` : "";
  c.add(
    `<rect x="${n(fx0)}" y="${n(fy0)}" width="${n(fx1 - fx0)}" height="${n(fy1 - fy0)}" fill="${paint(colours.front)}"${radius}/>`,
  );
  return { front: [fx0, fy0, fx1, fy1] };
}

/** Something soft (pillow, cushion): one rounded shape over the box's outline, lit from above. */
function drawCushion(c: Canvas, room: Room, box: BoxSpec, colour: Rgb): void {
  const sNear = depthScale(room, box.near);
  const sFar = depthScale(room, box.far);
  const yTop = heightY(room, box.top);
  const yBottom = heightY(room, box.bottom);
  const corners = [
    project(room, box.x0, yTop, sNear),
    project(room, box.x1, yTop, sNear),
    project(room, box.x0, yTop, sFar),
    project(room, box.x1, yTop, sFar),
    project(room, box.x0, yBottom, sNear),
    project(room, box.x1, yBottom, sNear),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const w = Math.max(...xs) - x0;
  const h = Math.max(...ys) - y0;
  const fill = c.linear([
    [0, lighten(colour, 0.22)],
    [0.5, colour],
    [1, darken(colour, 0.14)],
  ]);
  c.rect(x0, y0, w, h, fill, `rx="${n(Math.min(w, h) * 0.32)}"`);
}

/**
 * A flat upright rectangle on the back wall (window, picture, tiles), or on a plane that far in
 * front of it, as [x, y, width, height] in the image.
 */
function wallRect(
  room: Room,
  x: number,
  yTopMetres: number,
  w: number,
  hMetres: number,
  metresFromWall = 0,
): [number, number, number, number] {
  const s = depthScale(room, metresFromWall);
  const [x0, y0] = project(room, x, heightY(room, yTopMetres), s);
  const [x1, y1] = project(room, x + w, heightY(room, yTopMetres - hMetres), s);
  return [x0, y0, x1 - x0, y1 - y0];
}

function drawRoomShell(
  c: Canvas,
  rng: Random,
  room: Room,
  wall: Rgb,
  floor: Rgb,
  options: { beams?: Rgb; planks?: boolean; ceiling?: Rgb },
): void {
  const b = room.back;
  const tl = project(room, room.left, 0, b);
  const tr = project(room, room.right, 0, b);
  const br = project(room, room.right, H, b);
  const bl = project(room, room.left, H, b);
  const far = 3;
  const ceiling = options.ceiling ?? lighten(wall, 0.15);
  c.poly(
    [project(room, room.left, 0, far), project(room, room.right, 0, far), tr, tl],
    css(ceiling),
  );
  c.poly(
    [project(room, room.left, 0, far), tl, bl, project(room, room.left, H, far)],
    c.linear(
      [
        [0, darken(wall, 0.16)],
        [1, darken(wall, 0.06)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.poly(
    [tr, project(room, room.right, 0, far), project(room, room.right, H, far), br],
    c.linear(
      [
        [0, darken(wall, 0.04)],
        [1, darken(wall, 0.14)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.poly(
    [tl, tr, br, bl],
    c.linear([
      [0, lighten(wall, 0.05)],
      [1, wall],
    ]),
  );
  const floorPoly: Point[] = [
    bl,
    br,
    project(room, room.right, H, far),
    project(room, room.left, H, far),
  ];
  c.poly(
    floorPoly,
    c.linear([
      [0, darken(floor, 0.1)],
      [1, floor],
    ]),
  );
  if (options.planks !== false) {
    const clip = c.clip(`<polygon points="${pts(floorPoly)}"/>`);
    c.group(`clip-path="${clip}"`, () => {
      const plank = 95;
      const tones = [lighten(floor, 0.06), darken(floor, 0.06), floor, darken(floor, 0.12)];
      const paths = tones.map(() => "");
      let k = 0;
      for (let x = room.left - 4000; x < room.right + 4000; x += plank) {
        const index = (k * 7 + rng.int(0, 3)) % tones.length;
        paths[index] += polyPath([
          project(room, x, H, b),
          project(room, x + plank, H, b),
          project(room, x + plank, H, far),
          project(room, x, H, far),
        ]);
        k += 1;
      }
      paths.forEach((d, index) => {
        const tone = tones[index];
        if (tone) c.path(d, css(tone));
      });
      let seams = "";
      for (let x = room.left - 4000; x < room.right + 4000; x += plank) {
        const [ax, ay] = project(room, x, H, b);
        const [bx, by] = project(room, x, H, far);
        seams += `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`;
      }
      c.path(
        seams,
        "none",
        `stroke="${css(darken(floor, 0.3))}" stroke-width="1.5" stroke-opacity="0.5"`,
      );
    });
  }
  // Skirting board.
  c.poly(
    [project(room, room.left, H - 40, b), project(room, room.right, H - 40, b), br, bl],
    css(lighten(wall, 0.1)),
  );
  if (options.beams) {
    // Joists running from the back wall towards the viewer, seen from below.
    const beam = options.beams;
    const ceiling = H / room.unit;
    for (let x = room.left + 160; x < room.right - 80; x += 430) {
      drawBox(
        c,
        room,
        { x0: x, x1: x + 70, bottom: ceiling - 0.17, top: ceiling, near: 4, far: 0 },
        { front: beam, bottom: beam, side: darken(beam, 0.3) },
      );
    }
  }
}

/** The outdoor view (sky and hills) as a reusable symbol, for windows and pictures. */
function viewSymbol(c: Canvas, rng: Random, pal: Palette): string {
  return c.symbol(() => {
    const horizon = H * 0.5;
    drawSky(c, rng, pal, horizon);
    drawHills(c, rng, pal, { top: horizon - 60, bottom: H * 0.85, layers: 4, treeSize: 130 });
  });
}

function drawWindowWithView(
  c: Canvas,
  view: string,
  pal: Palette,
  rect: [number, number, number, number],
  frame: Rgb,
  options: { curtains?: Rgb; panes?: number } = {},
): void {
  const [x, y, w, h] = rect;
  const t = Math.max(8, w * 0.045);
  c.rect(x - t, y - t, w + 2 * t, h + 2 * t, css(frame));
  const clip = c.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`);
  // Show the middle of the view, scaled to cover the opening.
  const scale = Math.max(w / W, h / H) * 1.25;
  const ox = x + w / 2 - (W * scale) / 2;
  const oy = y + h / 2 - (H * scale) / 2;
  c.group(`clip-path="${clip}"`, () => {
    c.add(
      `<use href="#${view}" xlink:href="#${view}" transform="translate(${n(ox)} ${n(oy)}) scale(${scale.toFixed(4)})"/>`,
    );
    c.rect(
      x,
      y,
      w,
      h,
      c.linear(
        [
          [0, WHITE, 0.12],
          [1, WHITE, 0],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  });
  const panes = options.panes ?? 2;
  for (let k = 1; k < panes; k++)
    c.rect(x + (w * k) / panes - t / 3, y, (t * 2) / 3, h, css(frame));
  c.rect(x, y + h * 0.3, w, (t * 2) / 3, css(frame));
  c.rect(x - t * 1.8, y + h + t * 0.6, w + 3.6 * t, t * 1.2, css(lighten(frame, 0.1)));
  if (options.curtains) {
    const cw = w * 0.28;
    for (const [cx, dir] of [
      [x - t - cw * 0.55, 1],
      [x + w + t - cw * 0.45, -1],
    ] as const) {
      c.rect(
        cx,
        y - t * 3,
        cw,
        h + t * 6,
        c.linear(
          [
            [0, darken(options.curtains, 0.12)],
            [0.3, options.curtains],
            [0.55, darken(options.curtains, 0.08)],
            [0.8, lighten(options.curtains, 0.08)],
            [1, darken(options.curtains, 0.1)],
          ],
          0,
          0,
          1,
          0,
        ),
        `fill-opacity="0.96" rx="${dir > 0 ? 4 : 4}"`,
      );
    }
    c.rect(x - t - cw * 0.7, y - t * 3.6, w + 2 * t + cw * 1.4, 7, "#3a3733");
  }
  // Daylight falling in.
  c.poly(
    [
      [x, y + h],
      [x + w, y + h],
      [x + w * 1.5, H],
      [x - w * 0.5, H],
    ],
    pal.time === "day" ? "#fffaf0" : css(pal.sun),
    'fill-opacity="0.06"',
  );
}

/**
 * A soft pool of light as stacked translucent discs: far cheaper to rasterize than a radial
 * gradient, and the steps vanish in a busy picture.
 */
function glow(
  c: Canvas,
  colour: Rgb,
  x: number,
  y: number,
  r: number,
  strength: number,
  ry = r,
): void {
  const steps = 12;
  const alpha = 1 - (1 - strength) ** (1 / steps);
  for (let k = 0; k < steps; k++) {
    const f = 1 - k / steps;
    c.ellipse(x, y, r * f, ry * f, css(colour), `fill-opacity="${alpha.toFixed(3)}"`);
  }
}

function warmLight(
  c: Canvas,
  pal: Palette,
  x: number,
  y: number,
  r: number,
  strength = 0.45,
): void {
  glow(c, pal.windowGlow, x, y, r, strength * 0.7);
}

/** A faint overall tint, the way lamplight warms a whole room. */
function roomTint(c: Canvas, pal: Palette, strength: number): void {
  c.rect(0, 0, W, H, css(pal.windowGlow), `fill-opacity="${strength.toFixed(3)}"`);
}

function drawLamp(
  c: Canvas,
  pal: Palette,
  x: number,
  baseY: number,
  height: number,
  scale: number,
  shade: Rgb,
): void {
  c.rect(x - 3 * scale, baseY - height, 6 * scale, height, "#2c2b29");
  c.ellipse(x, baseY, 30 * scale, 7 * scale, "#2c2b29");
  const sw = 44 * scale;
  c.poly(
    [
      [x - sw * 0.6, baseY - height + 60 * scale],
      [x + sw * 0.6, baseY - height + 60 * scale],
      [x + sw * 0.4, baseY - height - 10 * scale],
      [x - sw * 0.4, baseY - height - 10 * scale],
    ],
    css(shade),
  );
  warmLight(c, pal, x, baseY - height + 30 * scale, 260 * scale, 0.4);
}

function drawPlant(
  c: Canvas,
  rng: Random,
  x: number,
  baseY: number,
  scale: number,
  pot: Rgb,
): void {
  const leaves = [hex("#4f7a4a"), hex("#3e6a40"), hex("#6a9160")];
  leaves.forEach((leaf, index) => {
    let d = "";
    for (let i = 0; i < 5; i++) {
      const angle = rng.between(-1.2, 1.2);
      const length = rng.between(70, 140) * scale;
      const lx = x + Math.sin(angle) * length * 0.6;
      const ly = baseY - 70 * scale - Math.cos(angle) * length * 0.6;
      d += `M${n(x)} ${n(baseY - 70 * scale)}Q${n(lx - 20 * scale)} ${n(ly)} ${n(x + Math.sin(angle) * length)} ${n(baseY - 70 * scale - Math.cos(angle) * length)}Q${n(lx + 20 * scale)} ${n(ly + 10 * scale)} ${n(x)} ${n(baseY - 70 * scale)}Z`;
    }
    c.path(d, css(leaf), index === 0 ? "" : 'fill-opacity="0.95"');
  });
  c.poly(
    [
      [x - 36 * scale, baseY - 76 * scale],
      [x + 36 * scale, baseY - 76 * scale],
      [x + 28 * scale, baseY],
      [x - 28 * scale, baseY],
    ],
    css(pot),
  );
}

function drawPicture(
  c: Canvas,
  view: string,
  rect: [number, number, number, number],
  frame: Rgb,
): void {
  const [x, y, w, h] = rect;
  c.rect(x - 8, y - 8, w + 16, h + 16, css(frame));
  c.rect(x, y, w, h, "#f4f0e8");
  const inner: [number, number, number, number] = [x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.8];
  const clip = c.clip(
    `<rect x="${n(inner[0])}" y="${n(inner[1])}" width="${n(inner[2])}" height="${n(inner[3])}"/>`,
  );
  const scale = Math.max(inner[2] / W, inner[3] / H);
  c.group(`clip-path="${clip}"`, () => {
    c.add(
      `<use href="#${view}" xlink:href="#${view}" transform="translate(${n(inner[0])} ${n(inner[1])}) scale(${scale.toFixed(4)})"/>`,
    );
  });
}

function drawRug(
  c: Canvas,
  room: Room,
  x0: number,
  x1: number,
  near: number,
  far: number,
  colour: Rgb,
  accent: Rgb,
): void {
  const sNear = depthScale(room, near);
  const sFar = depthScale(room, far);
  c.poly(
    [
      project(room, x0, H, sFar),
      project(room, x1, H, sFar),
      project(room, x1, H, sNear),
      project(room, x0, H, sNear),
    ],
    css(colour),
  );
  const inset = 40;
  const iNear = depthScale(room, near - 0.12);
  const iFar = depthScale(room, far + 0.12);
  c.poly(
    [
      project(room, x0 + inset, H, iFar),
      project(room, x1 - inset, H, iFar),
      project(room, x1 - inset, H, iNear),
      project(room, x0 + inset, H, iNear),
    ],
    "none",
    `stroke="${css(accent)}" stroke-width="6"`,
  );
}

function drawWoodStove(c: Canvas, pal: Palette, room: Room, x: number): void {
  const w = 220;
  // Stone hearth, flue and stove body.
  drawBox(
    c,
    room,
    { x0: x - 70, x1: x + w + 70, bottom: 0, top: 0.08, near: 0.9, far: 0 },
    { front: darken(pal.stone, 0.1), top: lighten(pal.stone, 0.1) },
  );
  // Firelight on the floor and wall goes behind the stove so the iron stays black.
  const [glowX, glowY] = project(room, x + w / 2, heightY(room, 0.3), depthScale(room, 0.6));
  warmLight(c, pal, glowX, glowY, 420, 0.45);
  const iron = hex("#2b2c2f");
  const { front } = drawBox(
    c,
    room,
    { x0: x, x1: x + w, bottom: 0.12, top: 0.85, near: 0.6, far: 0.2 },
    { front: iron, top: hex("#3a3b3f"), side: hex("#1f2022") },
  );
  const [fx0, fy0, fx1, fy1] = front;
  const fw = fx1 - fx0;
  const fh = fy1 - fy0;
  const gx = fx0 + fw * 0.15;
  const gy = fy0 + fh * 0.22;
  const gw = fw * 0.7;
  const gh = fh * 0.48;
  c.rect(
    gx,
    gy,
    gw,
    gh,
    c.radial(
      [
        [0, hex("#fff1b8")],
        [0.35, hex("#ffb347")],
        [0.8, hex("#c2410c")],
        [1, hex("#3b1d10")],
      ],
      gx + gw / 2,
      gy + gh * 0.8,
      gw * 0.7,
    ),
  );
  let flames = "";
  for (let k = 0; k < 4; k++) {
    const fxk = gx + gw * (0.2 + k * 0.2);
    flames += `M${n(fxk - gw * 0.08)} ${n(gy + gh)}Q${n(fxk - gw * 0.05)} ${n(gy + gh * 0.4)} ${n(fxk)} ${n(gy + gh * (0.15 + (k % 2) * 0.2))}Q${n(fxk + gw * 0.06)} ${n(gy + gh * 0.5)} ${n(fxk + gw * 0.08)} ${n(gy + gh)}Z`;
  }
  c.path(flames, "#ffd27a", 'fill-opacity="0.8"');
  c.rect(gx, gy, gw, gh, "none", 'stroke="#18191b" stroke-width="8"');
  c.rect(fx0 + fw * 0.1, fy1, fw * 0.08, fh * 0.18, "#1c1d1f");
  c.rect(fx1 - fw * 0.18, fy1, fw * 0.08, fh * 0.18, "#1c1d1f");
  // The flue rises from the stove top to the ceiling.
  drawBox(
    c,
    room,
    {
      x0: x + w / 2 - 24,
      x1: x + w / 2 + 24,
      bottom: 0.85,
      top: H / room.unit,
      near: 0.44,
      far: 0.36,
    },
    { front: hex("#26272a"), side: hex("#1b1c1e"), bottom: hex("#1b1c1e") },
  );
  glow(c, hex("#ffb347"), gx + gw / 2, gy + gh / 2, gw * 0.9, 0.25);
  // Log basket beside it.
  const [lx0, , lx1, ly1] = drawBox(
    c,
    room,
    { x0: x + w + 90, x1: x + w + 230, bottom: 0, top: 0.35, near: 0.9, far: 0.55 },
    { front: darken(pal.wood, 0.3) },
  ).front;
  let logs = "";
  for (let k = 0; k < 6; k++)
    logs += circlePath(
      lx0 + ((lx1 - lx0) * ((k % 3) + 0.5)) / 3,
      ly1 - (lx1 - lx0) * (0.65 + Math.floor(k / 3) * 0.22),
      (lx1 - lx0) * 0.14,
    );
  c.path(
    logs,
    css(lighten(pal.wood, 0.35)),
    `stroke="${css(darken(pal.wood, 0.4))}" stroke-width="3"`,
  );
}

function sceneLivingRoom(c: Canvas, rng: Random, pal: Palette): void {
  const room = makeRoom(rng);
  const view = viewSymbol(c, rng, pal);
  drawRoomShell(c, rng, room, pal.wall, pal.floor, { beams: darken(pal.wood, 0.2) });
  // Lay the back wall out from one end: stove and log basket, window, bookshelf.
  const stoveLeft = rng.chance(0.5);
  const margin = 90;
  const stoveX = stoveLeft ? room.left + margin : room.right - margin - 460;
  const shelfW = 300;
  const shelfX = stoveLeft ? room.right - margin - shelfW : room.left + margin;
  const freeStart = stoveLeft ? stoveX + 460 : shelfX + shelfW;
  const freeEnd = stoveLeft ? shelfX : stoveX;
  const winCentre = (freeStart + freeEnd) / 2;
  const winW = Math.min(540, freeEnd - freeStart - 360);
  drawWindowWithView(
    c,
    view,
    pal,
    wallRect(room, winCentre - winW / 2, 2.25, winW, 1.35),
    lighten(pal.wall, 0.2),
    { curtains: pal.fabricAccent, panes: 2 },
  );
  const [sx, sy, sw, sh] = wallRect(room, shelfX, 2.0, shelfW, 2.0);
  c.rect(sx, sy, sw, sh, css(darken(pal.wood, 0.25)));
  for (let row = 0; row < 5; row++) {
    const y0 = sy + (sh * row) / 5 + 6;
    const rowH = sh / 5 - 10;
    let bx = sx + 8;
    while (bx < sx + sw - 20) {
      const bw = rng.between(8, 16);
      const bh = rowH * rng.between(0.65, 0.95);
      c.rect(
        bx,
        y0 + rowH - bh,
        bw,
        bh,
        css(
          rng.pick([
            pal.fabric,
            pal.fabricAccent,
            hex("#e9e1cf"),
            hex("#3b4a5a"),
            hex("#a2553c"),
            hex("#c8a75a"),
          ]),
        ),
      );
      bx += bw + 1.5;
    }
  }
  drawWoodStove(c, pal, room, stoveX);
  // Rug, sofa, coffee table.
  const sofaX0 = winCentre - 450;
  const sofaX1 = sofaX0 + 900;
  drawRug(
    c,
    room,
    sofaX0 - 60,
    sofaX1 + 60,
    2.3,
    1.0,
    lighten(pal.fabricAccent, 0.45),
    pal.fabricAccent,
  );
  const fabric = pal.fabric;
  const sofaNear = 1.15;
  const sofaFar = 0.25;
  drawBox(
    c,
    room,
    { x0: sofaX0, x1: sofaX1, bottom: 0.42, top: 0.88, near: sofaFar + 0.22, far: sofaFar },
    { front: darken(fabric, 0.05), top: lighten(fabric, 0.08), radius: 18 },
  );
  for (let k = 0; k < 3; k++) {
    const cx0 = sofaX0 + 110 + k * 230;
    drawCushion(
      c,
      room,
      { x0: cx0, x1: cx0 + 210, bottom: 0.44, top: 0.8, near: sofaFar + 0.45, far: sofaFar + 0.25 },
      lighten(fabric, 0.06),
    );
  }
  for (const [ox, colour] of [
    [0.12, pal.fabricAccent],
    [0.78, lighten(pal.fabricAccent, 0.3)],
  ] as const) {
    const px0 = sofaX0 + 900 * ox;
    drawCushion(
      c,
      room,
      {
        x0: px0,
        x1: px0 + 110,
        bottom: 0.48,
        top: 0.74,
        near: sofaFar + 0.55,
        far: sofaFar + 0.45,
      },
      colour,
    );
  }
  drawBox(
    c,
    room,
    {
      x0: sofaX0 + 90,
      x1: sofaX1 - 90,
      bottom: 0.12,
      top: 0.45,
      near: sofaNear,
      far: sofaFar + 0.2,
    },
    { front: darken(fabric, 0.12), top: fabric, radius: 14 },
  );
  drawBox(
    c,
    room,
    { x0: sofaX0, x1: sofaX0 + 100, bottom: 0.12, top: 0.62, near: sofaNear, far: sofaFar },
    { front: darken(fabric, 0.08), top: lighten(fabric, 0.1), radius: 20 },
  );
  drawBox(
    c,
    room,
    { x0: sofaX1 - 100, x1: sofaX1, bottom: 0.12, top: 0.62, near: sofaNear, far: sofaFar },
    { front: darken(fabric, 0.08), top: lighten(fabric, 0.1), radius: 20 },
  );
  const tableWood = pal.wood;
  drawBox(
    c,
    room,
    { x0: sofaX0 + 200, x1: sofaX1 - 200, bottom: 0.34, top: 0.42, near: 2.05, far: 1.5 },
    { front: darken(tableWood, 0.15), top: tableWood },
  );
  for (const lx of [sofaX0 + 220, sofaX1 - 250])
    drawBox(
      c,
      room,
      { x0: lx, x1: lx + 30, bottom: 0, top: 0.34, near: 2.0, far: 1.95 },
      { front: darken(tableWood, 0.3) },
    );
  // Things on the table: a mug, a book, a candle.
  const tableS = depthScale(room, 1.8);
  const [mx, my] = project(room, sofaX0 + 380, heightY(room, 0.42), tableS);
  c.rect(mx, my - 40 * tableS, 34 * tableS, 40 * tableS, "#e9e4da", `rx="${n(5 * tableS)}"`);
  c.rect(mx + 80 * tableS, my - 14 * tableS, 150 * tableS, 14 * tableS, css(pal.fabricAccent));
  c.rect(mx + 260 * tableS, my - 50 * tableS, 24 * tableS, 50 * tableS, "#f3eee1");
  warmLight(c, pal, mx + 272 * tableS, my - 60 * tableS, 70, 0.25);
  // Floor lamp and plant.
  const lampX = stoveLeft ? sofaX1 + 120 : sofaX0 - 120;
  const lampS = depthScale(room, 0.5);
  const [lx, ly] = project(room, lampX, H, lampS);
  drawLamp(c, pal, lx, ly, 560 * lampS, lampS, lighten(pal.linen, 0.02));
  const plantS = depthScale(room, 2.2);
  const [ppx, ppy] = project(room, stoveLeft ? room.right - 140 : room.left + 140, H, plantS);
  drawPlant(c, rng, ppx, ppy, plantS * 1.4, darken(pal.wallAccent, 0.2));
  roomTint(c, pal, 0.05);
}

function drawBed(
  c: Canvas,
  pal: Palette,
  room: Room,
  x0: number,
  width: number,
  length: number,
): void {
  const x1 = x0 + width;
  const frame = darken(pal.wood, 0.05);
  drawBox(
    c,
    room,
    { x0: x0 - 10, x1: x1 + 10, bottom: 0.1, top: 1.15, near: 0.1, far: 0 },
    { front: frame, top: lighten(frame, 0.1), radius: 10 },
  );
  drawBox(
    c,
    room,
    { x0, x1, bottom: 0.1, top: 0.45, near: length, far: 0.05 },
    { front: darken(frame, 0.1), top: frame },
  );
  // Pillows against the headboard, then the duvet.
  const pairs = width > 500 ? 2 : 1;
  const pillowW = (width - 20 - pairs * 20) / pairs;
  for (let k = 0; k < pairs; k++) {
    const px0 = x0 + 20 + k * (pillowW + 20);
    drawCushion(
      c,
      room,
      { x0: px0, x1: px0 + pillowW, bottom: 0.5, top: 0.72, near: 0.45, far: 0.1 },
      lighten(pal.linen, 0.1),
    );
  }
  drawBox(
    c,
    room,
    { x0: x0 - 18, x1: x1 + 18, bottom: 0.25, top: 0.6, near: length + 0.04, far: 0.6 },
    { front: darken(pal.linen, 0.06), top: pal.linen, side: darken(pal.linen, 0.15), radius: 12 },
  );
  // Folded throw near the foot.
  drawBox(
    c,
    room,
    { x0: x0 - 22, x1: x1 + 22, bottom: 0.3, top: 0.63, near: length + 0.06, far: length - 0.45 },
    { front: darken(pal.fabric, 0.05), top: pal.fabric, radius: 10 },
  );
}

function drawBedside(c: Canvas, pal: Palette, room: Room, x: number, lamp: boolean): void {
  const { front } = drawBox(
    c,
    room,
    { x0: x, x1: x + 200, bottom: 0, top: 0.55, near: 0.45, far: 0.02 },
    { front: pal.wood, top: lighten(pal.wood, 0.15) },
  );
  const [fx0, fy0, fx1, fy1] = front;
  c.line([fx0, (fy0 + fy1) / 2], [fx1, (fy0 + fy1) / 2], css(darken(pal.wood, 0.3)), 2);
  c.circle((fx0 + fx1) / 2, fy0 + (fy1 - fy0) * 0.25, 4, "#3a2d21");
  if (lamp) {
    const s = depthScale(room, 0.25);
    const [lx, ly] = project(room, x + 100, heightY(room, 0.55), s);
    c.rect(lx - 20 * s, ly - 110 * s, 40 * s, 110 * s, css(pal.wallAccent), `rx="${n(16 * s)}"`);
    c.poly(
      [
        [lx - 70 * s, ly - 105 * s],
        [lx + 70 * s, ly - 105 * s],
        [lx + 50 * s, ly - 200 * s],
        [lx - 50 * s, ly - 200 * s],
      ],
      css(lighten(pal.linen, 0.1)),
    );
    warmLight(c, pal, lx, ly - 150 * s, 300, 0.55);
  }
}

function sceneBedroom(c: Canvas, rng: Random, pal: Palette, twin: boolean): void {
  const room = makeRoom(rng, 0.6);
  const view = viewSymbol(c, rng, pal);
  const wall = rng.chance(0.5) ? pal.wall : mix(pal.wall, pal.wallAccent, 0.45);
  drawRoomShell(c, rng, room, wall, pal.floor, {
    beams: rng.chance(0.5) ? darken(pal.wood, 0.15) : undefined,
  });
  const windowLeft = rng.chance(0.5);
  const winX = windowLeft ? room.left + 150 : room.right - 600;
  drawWindowWithView(c, view, pal, wallRect(room, winX, 2.2, 420, 1.3), lighten(pal.wall, 0.2), {
    curtains: pal.linen,
    panes: 2,
  });
  const centre = room.vpx + (windowLeft ? 220 : -220);
  if (twin) {
    const bedW = 360;
    const mid = room.vpx + (windowLeft ? 120 : -120);
    drawPicture(c, view, wallRect(room, mid - 170, 2.05, 340, 0.6), darken(pal.wood, 0.3));
    drawBedside(c, pal, room, mid - 100, true);
    drawBed(c, pal, room, mid - 120 - bedW, bedW, 1.95);
    drawBed(c, pal, room, mid + 120, bedW, 1.95);
  } else {
    const bedW = 660;
    drawPicture(c, view, wallRect(room, centre - 260, 2.15, 520, 0.55), darken(pal.wood, 0.3));
    drawBedside(c, pal, room, centre - bedW / 2 - 240, true);
    drawBedside(c, pal, room, centre + bedW / 2 + 40, true);
    drawBed(c, pal, room, centre - bedW / 2, bedW, 2.05);
  }
  const s = depthScale(room, 1.9);
  const [px, py] = project(room, windowLeft ? room.right - 120 : room.left + 120, H, s);
  drawPlant(c, rng, px, py, s * 1.3, pal.wallAccent);
  roomTint(c, pal, 0.04);
}

function sceneKitchen(c: Canvas, rng: Random, pal: Palette): void {
  const room = makeRoom(rng, 0.6);
  const view = viewSymbol(c, rng, pal);
  drawRoomShell(c, rng, room, pal.wall, pal.floor, {
    beams: rng.chance(0.6) ? darken(pal.wood, 0.2) : undefined,
  });
  const cabinet = rng.pick([
    pal.wallAccent,
    lighten(pal.fabric, 0.2),
    hex("#eeeae2"),
    hex("#3d4a52"),
    darken(pal.wood, 0.1),
  ]);
  const worktop = rng.pick([hex("#e9e6df"), hex("#2f3134"), lighten(pal.wood, 0.1)]);
  // Tiled splashback between worktop and wall units.
  const [tx, ty, tw, th] = wallRect(room, room.left, 1.5, room.right - room.left, 0.6);
  c.rect(tx, ty, tw, th, css(pal.tile));
  let grid = "";
  const tileW = 40 * room.back;
  for (let gx = tx; gx < tx + tw; gx += tileW) grid += `M${n(gx)} ${n(ty)}v${n(th)}`;
  for (let gy = ty; gy < ty + th; gy += tileW * 0.5) grid += `M${n(tx)} ${n(gy)}h${n(tw)}`;
  c.path(grid, "none", `stroke="${css(darken(pal.tile, 0.15))}" stroke-width="1.5"`);
  const winX = room.vpx - 260;
  drawWindowWithView(c, view, pal, wallRect(room, winX, 2.25, 520, 1.05), lighten(pal.wall, 0.2), {
    panes: 2,
  });
  // Wall units either side of the window.
  for (const [a, b] of [
    [room.left, winX - 80],
    [winX + 600, room.right],
  ] as const) {
    const [ux0, uy0, ux1, uy1] = drawBox(
      c,
      room,
      { x0: a, x1: b, bottom: 1.5, top: 2.3, near: 0.35, far: 0 },
      { front: cabinet, bottom: darken(cabinet, 0.3), side: darken(cabinet, 0.2) },
    ).front;
    let doors = "";
    for (let dx = ux0 + 140; dx < ux1; dx += 140) doors += `M${n(dx)} ${n(uy0)}V${n(uy1)}`;
    c.path(doors, "none", `stroke="${css(darken(cabinet, 0.25))}" stroke-width="3"`);
  }
  // Base units and worktop along the back wall, with an oven.
  const base = drawBox(
    c,
    room,
    { x0: room.left, x1: room.right, bottom: 0.08, top: 0.88, near: 0.62, far: 0 },
    { front: cabinet, side: darken(cabinet, 0.2) },
  );
  const [bx0, by0, bx1, by1] = base.front;
  let baseDoors = "";
  for (let dx = bx0 + 160; dx < bx1; dx += 160) baseDoors += `M${n(dx)} ${n(by0)}V${n(by1)}`;
  c.path(baseDoors, "none", `stroke="${css(darken(cabinet, 0.25))}" stroke-width="3"`);
  let handles = "";
  for (let dx = bx0 + 160; dx < bx1; dx += 160) handles += `M${n(dx - 20)} ${n(by0 + 30)}h-40`;
  c.path(handles, "none", 'stroke="#b9b4aa" stroke-width="6" stroke-linecap="round"');
  const ovenX = room.vpx + 330;
  const [ovenLeft, ovenTop, ovenW, ovenH] = wallRect(room, ovenX, 0.8, 300, 0.65, 0.62);
  c.rect(ovenLeft, ovenTop, ovenW, ovenH, "#2a2b2e", 'rx="6"');
  c.rect(ovenLeft + 16, ovenTop + 40, ovenW - 32, ovenH - 60, "#1b1c1e");
  c.rect(ovenLeft + 20, ovenTop + 14, ovenW - 40, 8, "#9c9a96", 'rx="4"');
  drawBox(
    c,
    room,
    { x0: room.left, x1: room.right, bottom: 0.88, top: 0.93, near: 0.66, far: 0 },
    { front: darken(worktop, 0.1), top: worktop },
  );
  // Things on the worktop: jars, a bowl of apples, a chopping board.
  const sTop = depthScale(room, 0.35);
  const [jx, jy] = project(room, winX - 300, heightY(room, 0.93), sTop);
  for (let k = 0; k < 3; k++)
    c.rect(
      jx + k * 48 * sTop,
      jy - (70 + k * 12) * sTop,
      38 * sTop,
      (70 + k * 12) * sTop,
      "#d8e0de",
      'fill-opacity="0.8"',
    );
  const [bwx, bwy] = project(room, winX + 700, heightY(room, 0.93), sTop);
  c.ellipse(bwx, bwy - 20 * sTop, 70 * sTop, 24 * sTop, "#e6ddd0");
  for (let k = 0; k < 4; k++)
    c.circle(
      bwx - 40 * sTop + k * 26 * sTop,
      bwy - 40 * sTop,
      16 * sTop,
      k % 2 ? "#c2412d" : "#9bb04a",
    );
  // Island with stools.
  const islandX0 = room.vpx - 420 + rng.between(-80, 80);
  const islandX1 = islandX0 + 700;
  drawBox(
    c,
    room,
    { x0: islandX0, x1: islandX1, bottom: 0.05, top: 0.88, near: 2.15, far: 1.35 },
    { front: cabinet, side: darken(cabinet, 0.2) },
  );
  drawBox(
    c,
    room,
    { x0: islandX0 - 30, x1: islandX1 + 30, bottom: 0.88, top: 0.94, near: 2.2, far: 1.3 },
    { front: darken(worktop, 0.1), top: worktop },
  );
  const sIsland = depthScale(room, 1.75);
  const [bx, by] = project(room, islandX0 + 140, heightY(room, 0.94), sIsland);
  c.rect(
    bx,
    by - 18 * sIsland,
    240 * sIsland,
    18 * sIsland,
    css(lighten(pal.wood, 0.15)),
    `rx="${n(6 * sIsland)}"`,
  );
  const [vx, vy] = project(room, islandX1 - 220, heightY(room, 0.94), sIsland);
  c.rect(
    vx,
    vy - 80 * sIsland,
    50 * sIsland,
    80 * sIsland,
    "#dfe7e3",
    `fill-opacity="0.85" rx="${n(10 * sIsland)}"`,
  );
  let stems = "";
  for (let k = 0; k < 5; k++)
    stems += `M${n(vx + 25 * sIsland)} ${n(vy - 70 * sIsland)}l${n((k - 2) * 22 * sIsland)} ${n(-110 * sIsland)}`;
  c.path(stems, "none", 'stroke="#5d7f4c" stroke-width="4"');
  let blooms = "";
  for (let k = 0; k < 5; k++)
    blooms += circlePath(
      vx + 25 * sIsland + (k - 2) * 22 * sIsland,
      vy - 185 * sIsland,
      14 * sIsland,
    );
  c.path(blooms, css(lighten(pal.fabricAccent, 0.3)));
  // Pendant lights over the island.
  for (let k = 0; k < 3; k++) {
    const px = islandX0 + 170 + k * 250;
    const s = depthScale(room, 1.75);
    const [lx, ly] = project(room, px, heightY(room, 1.75), s);
    const [, topY] = project(room, px, 0, s);
    c.line([lx, topY], [lx, ly - 40 * s], "#2b2b2b", 3);
    c.path(
      `M${n(lx - 60 * s)} ${n(ly)}Q${n(lx - 55 * s)} ${n(ly - 60 * s)} ${n(lx)} ${n(ly - 60 * s)}Q${n(lx + 55 * s)} ${n(ly - 60 * s)} ${n(lx + 60 * s)} ${n(ly)}Z`,
      css(darken(pal.fabric, 0.2)),
    );
    c.ellipse(lx, ly, 40 * s, 8 * s, css(pal.windowGlow));
    warmLight(c, pal, lx, ly + 40, 200, 0.22);
  }
  for (let k = 0; k < 3; k++) {
    const sx = islandX0 + 150 + k * 260;
    drawBox(
      c,
      room,
      { x0: sx, x1: sx + 150, bottom: 0.64, top: 0.7, near: 2.55, far: 2.25 },
      { front: darken(pal.wood, 0.2), top: pal.wood },
    );
    for (const lx of [sx + 10, sx + 122])
      drawBox(
        c,
        room,
        { x0: lx, x1: lx + 18, bottom: 0, top: 0.64, near: 2.5, far: 2.45 },
        { front: "#2b2b2b" },
      );
  }
  roomTint(c, pal, 0.04);
}

function sceneDiningRoom(c: Canvas, rng: Random, pal: Palette): void {
  const room = makeRoom(rng, 0.55);
  const view = viewSymbol(c, rng, pal);
  drawRoomShell(c, rng, room, pal.wall, pal.floor, { beams: darken(pal.wood, 0.2) });
  for (const offset of [-620, 120]) {
    drawWindowWithView(
      c,
      view,
      pal,
      wallRect(room, room.vpx + offset, 2.3, 460, 1.5),
      lighten(pal.wall, 0.2),
      { curtains: pal.linen, panes: 2 },
    );
  }
  // Sideboard on the back wall between the windows.
  drawBox(
    c,
    room,
    { x0: room.vpx - 110, x1: room.vpx + 90, bottom: 0, top: 0.8, near: 0.45, far: 0 },
    { front: darken(pal.wood, 0.1) },
  );
  const cx = room.vpx + rng.between(-40, 40);
  const tableW = 460;
  const chair = (x0: number, near: number, facingLeft: boolean): void => {
    drawBox(
      c,
      room,
      { x0, x1: x0 + 150, bottom: 0.42, top: 0.47, near, far: near - 0.45 },
      { front: darken(pal.wood, 0.25), top: darken(pal.wood, 0.05) },
    );
    const backX = facingLeft ? x0 + 130 : x0;
    drawBox(
      c,
      room,
      { x0: backX, x1: backX + 20, bottom: 0.42, top: 1.0, near, far: near - 0.45 },
      { front: darken(pal.wood, 0.3), side: darken(pal.wood, 0.35) },
    );
    for (const lx of [x0 + 6, x0 + 130])
      drawBox(
        c,
        room,
        { x0: lx, x1: lx + 14, bottom: 0, top: 0.42, near, far: near - 0.05 },
        { front: darken(pal.wood, 0.4) },
      );
  };
  for (const near of [1.5, 2.2, 2.9]) {
    chair(cx - tableW / 2 - 200, near, true);
    chair(cx + tableW / 2 + 50, near, false);
  }
  drawBox(
    c,
    room,
    { x0: cx - tableW / 2, x1: cx + tableW / 2, bottom: 0.7, top: 0.76, near: 3.2, far: 0.9 },
    { front: darken(pal.wood, 0.2), top: lighten(pal.wood, 0.08) },
  );
  for (const [lx, near] of [
    [cx - tableW / 2 + 20, 3.15],
    [cx + tableW / 2 - 50, 3.15],
    [cx - tableW / 2 + 20, 1.0],
    [cx + tableW / 2 - 50, 1.0],
  ] as const) {
    drawBox(
      c,
      room,
      { x0: lx, x1: lx + 30, bottom: 0, top: 0.7, near, far: near - 0.05 },
      { front: darken(pal.wood, 0.3) },
    );
  }
  // Table setting: runner, candles, plates.
  const sA = depthScale(room, 1.0);
  const sB = depthScale(room, 3.1);
  const top = heightY(room, 0.76);
  c.poly(
    [
      project(room, cx - 70, top, sA),
      project(room, cx + 70, top, sA),
      project(room, cx + 70, top, sB),
      project(room, cx - 70, top, sB),
    ],
    css(pal.fabricAccent),
    'fill-opacity="0.9"',
  );
  for (const near of [1.5, 2.2, 2.9]) {
    const s = depthScale(room, near - 0.2);
    for (const px of [cx - 170, cx + 170]) {
      const [ex, ey] = project(room, px, top, s);
      c.ellipse(ex, ey, 60 * s, 14 * s, "#f4f1ea");
    }
    const [kx, ky] = project(room, cx, top, s);
    c.rect(kx - 8 * s, ky - 80 * s, 16 * s, 80 * s, "#f3eee1");
    warmLight(c, pal, kx, ky - 90 * s, 120 * s, 0.55);
  }
  for (let k = 0; k < 2; k++) {
    const s = depthScale(room, 1.4 + k * 1.1);
    const [lx, ly] = project(room, cx, heightY(room, 1.85), s);
    const [, topY] = project(room, cx, 0, s);
    c.line([lx, topY], [lx, ly], "#2b2b2b", 3);
    c.circle(lx, ly + 40 * s, 60 * s, css(lighten(pal.linen, 0.1)), 'fill-opacity="0.95"');
    warmLight(c, pal, lx, ly + 40 * s, 320 * s, 0.45);
  }
}

function sceneBathroom(c: Canvas, rng: Random, pal: Palette): void {
  const room = makeRoom(rng, 0.62);
  const view = viewSymbol(c, rng, pal);
  drawRoomShell(c, rng, room, lighten(pal.wall, 0.05), pal.tile, { planks: false });
  // Floor tiles in perspective.
  const floorS = [depthScale(room, 0), 3];
  let floorGrid = "";
  for (let x = room.left - 3000; x < room.right + 3000; x += 120) {
    const a = project(room, x, H, floorS[0] ?? room.back);
    const b = project(room, x, H, 3);
    floorGrid += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  for (let m = 0.3; m < 4; m += 0.3) {
    const s = depthScale(room, m);
    const a = project(room, room.left - 3000, H, s);
    const b = project(room, room.right + 3000, H, s);
    floorGrid += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  c.path(floorGrid, "none", `stroke="${css(darken(pal.tile, 0.2))}" stroke-width="2"`);
  // Wall tiles up to 1.2 m.
  const [tx, ty, tw, th] = wallRect(room, room.left, 1.2, room.right - room.left, 1.2);
  c.rect(tx, ty, tw, th, css(lighten(pal.tile, 0.2)));
  let grid = "";
  for (let gx = tx; gx < tx + tw; gx += 36) grid += `M${n(gx)} ${n(ty)}v${n(th)}`;
  for (let gy = ty; gy < ty + th; gy += 36) grid += `M${n(tx)} ${n(gy)}h${n(tw)}`;
  c.path(grid, "none", `stroke="${css(darken(pal.tile, 0.12))}" stroke-width="1.5"`);
  const tubLeft = rng.chance(0.5);
  const tubX = tubLeft ? room.vpx - 700 : room.vpx + 60;
  drawWindowWithView(c, view, pal, wallRect(room, tubX + 140, 2.2, 380, 0.9), hex("#f3f1ec"), {
    panes: 1,
  });
  // Freestanding tub.
  const tub = drawBox(
    c,
    room,
    { x0: tubX, x1: tubX + 640, bottom: 0.08, top: 0.6, near: 1.0, far: 0.2 },
    { front: hex("#f7f6f2"), top: hex("#ffffff"), side: hex("#dcdad4"), radius: 60 },
  ).front;
  const sIn = depthScale(room, 0.6);
  const [wx0, wy0] = project(room, tubX + 50, heightY(room, 0.6), depthScale(room, 0.9));
  const [wx1, wy1] = project(room, tubX + 590, heightY(room, 0.6), depthScale(room, 0.3));
  c.ellipse(
    (wx0 + wx1) / 2,
    (wy0 + wy1) / 2,
    (wx1 - wx0) / 2,
    Math.abs(wy0 - wy1) / 2 + 4,
    css(mix(pal.tile, hex("#8fb9c2"), 0.5)),
  );
  c.rect(tub[0] + 40, tub[3], 30, 24, "#c7a45a");
  c.rect(tub[2] - 70, tub[3], 30, 24, "#c7a45a");
  const [fx, fy] = project(room, tubX + 320, heightY(room, 0.62), sIn * 0.92);
  c.path(`M${n(fx)} ${n(fy)}v-60q0-30 30-30h20`, "none", 'stroke="#b8b4ac" stroke-width="8"');
  // Vanity with basin and mirror.
  const vanX = tubLeft ? room.vpx + 220 : room.vpx - 640;
  const [mx, my, mw, mh] = wallRect(room, vanX + 60, 1.95, 360, 0.75);
  c.rect(mx - 10, my - 10, mw + 20, mh + 20, css(darken(pal.wood, 0.2)), 'rx="12"');
  c.rect(
    mx,
    my,
    mw,
    mh,
    c.linear(
      [
        [0, lighten(pal.wall, 0.35)],
        [1, darken(pal.tile, 0.1)],
      ],
      0,
      0,
      1,
      1,
    ),
    'rx="8"',
  );
  warmLight(c, pal, mx + mw / 2, my - 30, 260, 0.35);
  drawBox(
    c,
    room,
    { x0: vanX, x1: vanX + 480, bottom: 0.35, top: 0.85, near: 0.55, far: 0 },
    { front: pal.wood, top: lighten(pal.wood, 0.1) },
  );
  const sVan = depthScale(room, 0.3);
  const [bx, by] = project(room, vanX + 240, heightY(room, 0.85), sVan);
  c.ellipse(
    bx,
    by - 18 * sVan,
    120 * sVan,
    34 * sVan,
    "#f7f6f2",
    'stroke="#dedbd3" stroke-width="3"',
  );
  // Towel on a rail and a plant.
  const [rx, ry, rw, rh] = wallRect(
    room,
    tubLeft ? room.right - 380 : room.left + 120,
    1.3,
    220,
    0.8,
  );
  c.rect(rx, ry, rw, 6, "#b8b4ac");
  c.rect(rx + rw * 0.15, ry, rw * 0.7, rh, css(pal.fabricAccent), 'rx="6"');
  c.rect(rx + rw * 0.15, ry + rh * 0.8, rw * 0.7, rh * 0.06, css(lighten(pal.fabricAccent, 0.3)));
  const s = depthScale(room, 1.6);
  const [px, py] = project(room, tubLeft ? room.right - 160 : room.left + 160, H, s);
  drawPlant(c, rng, px, py, s * 1.2, hex("#e9e4da"));
  roomTint(c, pal, 0.03);
}

function sceneSauna(c: Canvas, rng: Random, pal: Palette): void {
  const room = makeRoom(rng, 0.55);
  const cedar = hex("#c8955c");
  drawRoomShell(c, rng, room, cedar, darken(cedar, 0.2), { ceiling: darken(cedar, 0.1) });
  // Vertical panelling on every wall.
  let panels = "";
  for (let x = room.left; x < room.right; x += 70) {
    const a = project(room, x, 0, room.back);
    const b = project(room, x, H, room.back);
    panels += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
  }
  for (let m = 0.2; m < 3.5; m += 0.25) {
    const s = depthScale(room, m);
    for (const x of [room.left, room.right]) {
      const a = project(room, x, 0, s);
      const b = project(room, x, H, s);
      panels += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
    }
  }
  c.path(panels, "none", `stroke="${css(darken(cedar, 0.25))}" stroke-width="2.5"`);
  const [wx, wy, ww, wh] = wallRect(room, room.vpx - 160, 1.9, 320, 0.5);
  c.rect(wx - 10, wy - 10, ww + 20, wh + 20, css(darken(cedar, 0.35)));
  const view = viewSymbol(c, rng, pal);
  drawWindowWithView(c, view, pal, [wx, wy, ww, wh], darken(cedar, 0.35), { panes: 1 });
  // Two tiers of benches.
  for (const [top, near, far] of [
    [1.0, 0.6, 0],
    [0.5, 1.2, 0.6],
  ] as const) {
    drawBox(
      c,
      room,
      { x0: room.left, x1: room.right, bottom: top - 0.06, top, near, far },
      { front: darken(cedar, 0.05), top: lighten(cedar, 0.18) },
    );
    drawBox(
      c,
      room,
      {
        x0: room.left,
        x1: room.right,
        bottom: 0,
        top: top - 0.06,
        near: near - 0.05,
        far: near - 0.1,
      },
      { front: darken(cedar, 0.3) },
    );
  }
  // Stove with stones, and a bucket with ladle.
  const stoveX = rng.chance(0.5) ? room.left + 140 : room.right - 420;
  drawBox(
    c,
    room,
    { x0: stoveX, x1: stoveX + 240, bottom: 0, top: 0.7, near: 2.0, far: 1.55 },
    { front: hex("#2d2e31"), top: hex("#3b3c40") },
  );
  let stones = "";
  const s = depthScale(room, 1.8);
  for (let k = 0; k < 12; k++) {
    const [sx, sy] = project(
      room,
      stoveX + 30 + (k % 6) * 36,
      heightY(room, 0.72 + Math.floor(k / 6) * 0.07),
      s,
    );
    stones += circlePath(sx, sy, 22 * s);
  }
  c.path(stones, "#6e6a66", 'stroke="#4b4846" stroke-width="3"');
  roomTint(c, pal, 0.12);
  const bs = depthScale(room, 1.1);
  const [bx, by] = project(room, room.vpx + 240, heightY(room, 0.5), bs);
  c.poly(
    [
      [bx - 60 * bs, by - 110 * bs],
      [bx + 60 * bs, by - 110 * bs],
      [bx + 48 * bs, by],
      [bx - 48 * bs, by],
    ],
    css(darken(cedar, 0.15)),
    `stroke="${css(darken(cedar, 0.45))}" stroke-width="5"`,
  );
  c.line(
    [bx + 20 * bs, by - 100 * bs],
    [bx + 110 * bs, by - 230 * bs],
    css(darken(cedar, 0.3)),
    10 * bs,
  );
}

function sceneTerrace(c: Canvas, rng: Random, pal: Palette): void {
  const horizon = rng.between(0.38, 0.44) * H;
  drawSky(c, rng, pal, horizon);
  drawHills(c, rng, pal, { top: horizon - 40, bottom: horizon + 150, layers: 5, treeSize: 90 });
  const room: Room = {
    vpx: W * rng.between(0.4, 0.6),
    vpy: horizon,
    back: 0.5,
    left: -400,
    right: W + 400,
    unit: 410,
  };
  const deckBackY = project(room, 0, H, depthScale(room, 0))[1];
  const deck = pal.wood;
  c.poly(
    [
      [-10, deckBackY],
      [W + 10, deckBackY],
      [W + 10, H],
      [-10, H],
    ],
    css(darken(deck, 0.1)),
  );
  let boards = "";
  for (let m = 0; m < 4; m += 0.14) {
    const [, y] = project(room, 0, H, depthScale(room, m));
    boards += `M0 ${n(y)}H${W}`;
  }
  c.path(boards, "none", `stroke="${css(darken(deck, 0.32))}" stroke-width="2.5"`);
  // Railing at the far edge of the deck.
  const railTop = heightY(room, 1.0);
  const s0 = depthScale(room, 0);
  const [, railY] = project(room, 0, railTop, s0);
  c.rect(-10, railY, W + 20, 10, css(darken(deck, 0.35)));
  c.rect(-10, railY + 50, W + 20, 5, css(darken(deck, 0.35)), 'fill-opacity="0.8"');
  for (let x = -200; x < W + 200; x += 160) {
    const [px] = project(room, x, H, s0);
    c.rect(px - 4, railY, 8, deckBackY - railY, css(darken(deck, 0.4)));
  }
  if (pal.time !== "day") {
    let bulbs = "";
    const [x0, y0] = [-20, railY - 160];
    const [x1, y1] = [W + 20, railY - 120];
    for (let t = 0; t <= 1.0001; t += 1 / 22) {
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t + Math.sin(t * Math.PI * 3) ** 2 * 60;
      bulbs += circlePath(x, y, 6);
    }
    c.path(
      `M${x0} ${y0}Q${W / 4} ${y0 + 120} ${W / 2} ${(y0 + y1) / 2}T${x1} ${y1}`,
      "none",
      'stroke="#2b2b2b" stroke-width="2" stroke-opacity="0.5"',
    );
    c.path(bulbs, css(pal.windowGlow));
  }
  // The hot tub: a wooden cylinder with steaming water.
  const tubX = room.vpx + rng.between(-350, 150);
  const sNear = depthScale(room, 2.4);
  const sFar = depthScale(room, 0.6);
  const sMid = (sNear + sFar) / 2;
  const radius = 440;
  const rimY = heightY(room, 0.95);
  const [cx, cyNear] = project(room, tubX, rimY, sNear);
  const [, cyFar] = project(room, tubX, rimY, sFar);
  const rx = radius * sMid;
  const ry = (cyNear - cyFar) / 2;
  const cy = (cyNear + cyFar) / 2;
  const [, bottomY] = project(room, tubX, H, (sNear + sMid) / 2);
  const cladding = darken(pal.timber, 0.05);
  c.path(
    `M${n(cx - rx)} ${n(cy)}V${n(bottomY - ry)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(bottomY - ry)}V${n(cy)}Z`,
    c.linear(
      [
        [0, darken(cladding, 0.3)],
        [0.4, cladding],
        [1, darken(cladding, 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  let staves = "";
  for (let a = -0.95; a <= 0.95; a += 0.1) {
    const x = cx + rx * a;
    const dyA = ry * Math.sqrt(1 - a * a);
    staves += `M${n(x)} ${n(cy + dyA)}V${n(bottomY - ry + dyA)}`;
  }
  c.path(staves, "none", `stroke="${css(darken(cladding, 0.35))}" stroke-width="2"`);
  for (const band of [0.3, 0.75]) {
    const y = cy + (bottomY - ry - cy) * band;
    c.path(
      `M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y)}`,
      "none",
      'stroke="#3a3a3a" stroke-width="7"',
    );
  }
  c.ellipse(cx, cy, rx, ry, css(darken(cladding, 0.1)));
  c.ellipse(
    cx,
    cy + 4,
    rx * 0.93,
    ry * 0.86,
    c.radial(
      [
        [0, hex("#9fd6da")],
        [0.7, hex("#4a9aa8")],
        [1, hex("#2d6a78")],
      ],
      cx,
      cy,
      rx * 0.93,
      ry * 0.86,
    ),
  );
  let ripples = "";
  for (let k = 0; k < 6; k++) {
    const rxK = rx * rng.between(0.1, 0.5);
    const ox = rng.between(-0.4, 0.4) * rx;
    const oy = rng.between(-0.3, 0.3) * ry;
    ripples += `M${n(cx + ox - rxK)} ${n(cy + oy)}a${n(rxK)} ${n(rxK * (ry / rx))} 0 0 0 ${n(rxK * 2)} 0`;
  }
  c.path(ripples, "none", 'stroke="#e6fbfb" stroke-width="2.5" stroke-opacity="0.6"');
  let steam = "";
  for (let k = 0; k < 10; k++)
    steam += circlePath(
      cx + rng.between(-0.6, 0.6) * rx,
      cy - rng.between(20, 220),
      rng.between(30, 80),
    );
  c.path(steam, "#ffffff", 'fill-opacity="0.12"');
  // Steps, towels, lanterns, a plant.
  c.rect(cx - 120, bottomY - ry * 0.2, 240, 40, css(darken(pal.timber, 0.2)));
  c.rect(cx - 100, bottomY - ry * 0.2 - 40, 200, 40, css(darken(pal.timber, 0.1)));
  c.rect(cx + rx * 0.6, cy - 30, 150, 40, css(pal.linen), 'rx="14"');
  const lanternX = tubX < room.vpx ? W - 300 : 260;
  for (let k = 0; k < 2; k++) {
    const lx = lanternX + k * 90;
    const ly = H - 130 + k * 40;
    c.rect(lx - 30, ly - 90, 60, 90, "#2b2b2b", 'rx="6"');
    c.rect(lx - 22, ly - 80, 44, 70, css(pal.time === "day" ? hex("#e9e1cf") : pal.windowGlow));
    if (pal.time !== "day") warmLight(c, pal, lx, ly - 45, 180, 0.55);
  }
  drawPlant(c, rng, tubX < room.vpx ? W - 120 : 140, H - 30, 2.2, darken(pal.stone, 0.1));
  drawFramingTrees(c, rng, pal, 0.3);
}

// ---------------------------------------------------------------------------------------------

/** The scene's SVG markup; exported for tests and for looking at the drawings directly. */
export function sceneSvg(kind: SceneKind, seed: string): string {
  const paletteSeed = seed.split(":")[0] ?? seed;
  const pal = makePalette(paletteSeed);
  const rng = new Random(`${kind}|${seed}`);
  const c = new Canvas();
  switch (kind) {
    case "hills":
      sceneHills(c, rng, pal);
      break;
    case "river":
      sceneRiver(c, rng, pal);
      break;
    case "castle":
      sceneCastle(c, rng, pal);
      break;
    case "exterior-cabin":
      sceneExteriorCabin(c, rng, pal);
      break;
    case "exterior-house":
      sceneExteriorHouse(c, rng, pal);
      break;
    case "exterior-villa":
      sceneExteriorVilla(c, rng, pal);
      break;
    case "exterior-apartment":
      sceneExteriorApartment(c, rng, pal);
      break;
    case "living-room":
      sceneLivingRoom(c, rng, pal);
      break;
    case "bedroom":
      sceneBedroom(c, rng, pal, false);
      break;
    case "bedroom-twin":
      sceneBedroom(c, rng, pal, true);
      break;
    case "kitchen":
      sceneKitchen(c, rng, pal);
      break;
    case "dining-room":
      sceneDiningRoom(c, rng, pal);
      break;
    case "bathroom":
      sceneBathroom(c, rng, pal);
      break;
    case "sauna":
      sceneSauna(c, rng, pal);
      break;
    case "terrace":
      sceneTerrace(c, rng, pal);
      break;
  }
  return c.toString();
}

// Plain libjpeg-turbo rather than mozjpeg: mozjpeg's trellis and scan optimisation cost about
// 130 ms of CPU per picture, more than drawing it, to save a fifth of the bytes, and the image
// endpoint re-encodes every picture to WebP/AVIF for delivery anyway.
const JPEG_OPTIONS = { quality: 82 } as const;

/**
 * Rendered pictures, kept across processes by a hash of what they are made from (the scene's
 * SVG, the encoder's options and sharp's version): every start on an empty database (the test
 * suites start dozens) draws the SVG, which is cheap, and reads the JPEG sharp made once.
 */
export const RENDERED_CACHE = path.join(os.tmpdir(), "ardennes-stays-seed-photos");

async function rendered(svg: string): Promise<Buffer> {
  const key = createHash("sha256")
    .update(JSON.stringify([svg, JPEG_OPTIONS, sharp.versions]))
    .digest("hex");
  const file = path.join(RENDERED_CACHE, `${key}.jpg`);
  const kept = await readFile(file).catch(() => null);
  // A JPEG's first bytes, so a file cut short by a full disk is drawn again.
  if (kept && kept.length > 3 && kept[0] === 0xff && kept[1] === 0xd8) return kept;
  const data = await sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer();
  // Written aside and renamed, so a process reading at the same moment sees all or nothing; a
  // cache that cannot be written (a read-only disk) only costs the next start the drawing.
  const partial = `${file}.${randomUUID()}`;
  await mkdir(RENDERED_CACHE, { recursive: true })
    .then(() => writeFile(partial, data))
    .then(() => rename(partial, file))
    .catch(() => undefined);
  return data;
}

/** Renders one scene as a 1600x1067 JPEG; the same kind and seed always give the same picture. */
export async function renderSceneJpeg(kind: SceneKind, seed: string): Promise<RenderedImage> {
  const data = await rendered(sceneSvg(kind, seed));
  return { data, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, contentType: "image/jpeg" };
}

export interface SceneRequest {
  kind: SceneKind;
  seed: string;
}

/**
 * Starts rendering every request, `concurrency` at a time, and returns one promise per
 * request in the same order, so a caller can use the first pictures while later ones are
 * still being drawn. Every promise is already handled: a failure surfaces where it is awaited.
 */
export function renderScenes(
  requests: readonly SceneRequest[],
  concurrency = 4,
): Promise<RenderedImage>[] {
  const settlers: { resolve: (image: RenderedImage) => void; reject: (error: unknown) => void }[] =
    [];
  const promises = requests.map(
    () =>
      new Promise<RenderedImage>((resolve, reject) => {
        settlers.push({ resolve, reject });
      }),
  );
  for (const promise of promises) promise.catch(() => undefined);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < requests.length) {
      const index = next;
      next += 1;
      const request = requests[index];
      const settler = settlers[index];
      if (!request || !settler) continue;
      try {
        settler.resolve(await renderSceneJpeg(request.kind, request.seed));
      } catch (error) {
        settler.reject(error);
      }
    }
  };
  for (let i = 0; i < Math.min(Math.max(1, concurrency), requests.length); i++) void worker();
  return promises;
}
