/**
 * Renders the illustrations the seed data ships with (src/server/db/seed/assets/*.webp).
 * Nothing is downloaded: every image is an SVG scene drawn here and encoded with sharp.
 * Run: npx tsx scripts/make-seed-images.ts   (the output is committed)
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SEED_ASSETS_DIR } from '../src/server/paths';

const W = 1600;
const H = 900;
const FONT = "DejaVu Sans, 'Liberation Sans', sans-serif";

// ---------------------------------------------------------------------------------------------------------
// Scene builder
// ---------------------------------------------------------------------------------------------------------

type Stop = readonly [offset: number, color: string, opacity?: number];
const stopTags = (stops: readonly Stop[]) =>
  stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');

class Scene {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private n = 0;
  constructor(
    readonly w = W,
    readonly h = H,
  ) {}
  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  add(...markup: string[]): this {
    this.parts.push(...markup);
    return this;
  }
  svg(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${this.w} ${this.h}" ` +
      `preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

/** Small deterministic PRNG (mulberry32), so the images are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

/** A closed smooth blob around an ellipse: quadratic curves through the midpoints of jittered points. */
function blob(cx: number, cy: number, rx: number, ry: number, rnd: () => number, jitter = 0.18, points = 18): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 - jitter / 2 + rnd() * jitter;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const p = pts[i % points]!;
    const q = pts[(i + 1) % points]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  let d = `M${f(mid(0)[0])},${f(mid(0)[1])}`;
  for (let i = 1; i <= points; i += 1) {
    const p = pts[i % points]!;
    const m = mid(i);
    d += `Q${f(p[0])},${f(p[1])} ${f(m[0])},${f(m[1])}`;
  }
  return `${d}Z`;
}

/** A ridge line across the scene, filled down to the bottom. */
function ridge(baseY: number, amp: number, seed: number, x0 = 0, x1 = W, bottom = H): string {
  const rnd = random(seed);
  const [p1, p2, p3] = [rnd() * 6, rnd() * 6, rnd() * 6];
  const [f1, f2, f3] = [0.002 + rnd() * 0.002, 0.006 + rnd() * 0.004, 0.015 + rnd() * 0.01];
  let d = `M${x0},${bottom}`;
  for (let x = x0; x <= x1; x += 20) {
    const y = baseY - amp * (0.55 * Math.sin(x * f1 + p1) + 0.3 * Math.sin(x * f2 + p2) + 0.15 * Math.sin(x * f3 + p3));
    d += `L${x},${f(y)}`;
  }
  return `${d}L${x1},${bottom}Z`;
}

// ---------------------------------------------------------------------------------------------------------
// Scenery
// ---------------------------------------------------------------------------------------------------------

function sky(s: Scene, stops: readonly Stop[]): void {
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear(stops)}"/>`);
}

function sun(s: Scene, cx: number, cy: number, r: number, core: string, glow: string): void {
  s.add(
    `<circle cx="${cx}" cy="${cy}" r="${r * 5}" fill="${s.radial([[0, glow, 0.55], [0.35, glow, 0.18], [1, glow, 0]])}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`,
  );
}

function cloud(s: Scene, cx: number, cy: number, scale: number, opacity = 0.85, color = '#ffffff'): void {
  s.add(
    `<g transform="translate(${cx},${cy}) scale(${scale})" fill="${color}" opacity="${opacity}">` +
      '<ellipse cx="0" cy="0" rx="70" ry="24"/><ellipse cx="-48" cy="8" rx="46" ry="17"/><ellipse cx="52" cy="8" rx="52" ry="17"/>' +
      '<ellipse cx="2" cy="-16" rx="42" ry="24"/><ellipse cx="-22" cy="-6" rx="30" ry="20"/></g>',
  );
}

function sea(s: Scene, top: number, colors: readonly [string, string], seed: number, waveColor = '#ffffff', waves = 46): void {
  s.add(`<rect y="${top}" width="${s.w}" height="${s.h - top}" fill="${s.linear([[0, colors[0]], [1, colors[1]]])}"/>`);
  const rnd = random(seed);
  let d = '';
  for (let i = 0; i < waves; i += 1) {
    const depth = rnd();
    const y = top + 8 + depth * depth * (s.h - top - 10);
    const len = 20 + depth * 120 * (0.5 + rnd());
    const x = rnd() * s.w;
    d += `M${f(x)},${f(y)}q${f(len / 2)},${f(-2 - depth * 4)} ${f(len)},0`;
  }
  s.add(`<path d="${d}" fill="none" stroke="${waveColor}" stroke-opacity="0.22" stroke-width="3" stroke-linecap="round"/>`);
}

function island(s: Scene, cx: number, cy: number, rx: number, ry: number, seed: number, land = '#6f8f4e'): void {
  const rnd = random(seed);
  s.add(
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.35}" ry="${ry * 2.2}" fill="${s.radial([[0, '#5fe0d4', 0.9], [0.6, '#39c3c6', 0.5], [1, '#39c3c6', 0]])}"/>`,
    `<path d="${blob(cx, cy, rx, ry, rnd, 0.2, 22)}" fill="#f2e2b8"/>`,
    `<path d="${blob(cx, cy - ry * 0.15, rx * 0.86, ry * 0.7, rnd, 0.25, 22)}" fill="${land}"/>`,
  );
}

function lighthouse(s: Scene, x: number, baseY: number, scale: number, beam = false): void {
  const beamMarkup = beam
    ? `<path d="M0,-118 L-260,-160 L-260,-70 Z M0,-118 L260,-160 L260,-70 Z" fill="#fff6c8" opacity="0.25"/>`
    : '';
  s.add(
    `<g transform="translate(${x},${baseY}) scale(${scale})">${beamMarkup}` +
      '<path d="M-22,0 L-14,-100 L14,-100 L22,0 Z" fill="#fbfbf7"/><path d="M-4,0 L-2,-100 L14,-100 L22,0 Z" fill="#dcdcd4"/>' +
      '<rect x="-18" y="-104" width="36" height="6" fill="#3b4b5a"/><rect x="-11" y="-124" width="22" height="20" fill="#ffe9a8"/>' +
      '<path d="M-14,-124 Q0,-142 14,-124 Z" fill="#c0392b"/><rect x="-5" y="-70" width="10" height="14" fill="#3b4b5a"/></g>',
  );
}

function skyline(s: Scene, baseY: number, seed: number, color: string, litWindows: string | null, x0 = 380, x1 = 1240): void {
  const rnd = random(seed);
  const windowsId = s.id('win');
  if (litWindows) {
    s.def(
      `<pattern id="${windowsId}" width="16" height="22" patternUnits="userSpaceOnUse">` +
        `<rect x="4" y="5" width="7" height="10" fill="${litWindows}" opacity="0.75"/></pattern>`,
    );
  }
  let x = x0;
  const centre = (x0 + x1) / 2;
  while (x < x1) {
    const w = 36 + rnd() * 70;
    const near = 1 - Math.abs(x + w / 2 - centre) / ((x1 - x0) / 2);
    const h = 60 + near * near * 330 * (0.55 + rnd() * 0.6);
    const top = baseY - h;
    const spire = rnd() < 0.2 ? `<rect x="${f(x + w / 2 - 2)}" y="${f(top - 40)}" width="4" height="40" fill="${color}"/>` : '';
    s.add(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${color}"/>${spire}`);
    if (litWindows) s.add(`<rect x="${f(x + 4)}" y="${f(top + 10)}" width="${f(w - 8)}" height="${f(h - 14)}" fill="url(#${windowsId})"/>`);
    x += w + 2 + rnd() * 6;
  }
}

function vineyard(s: Scene, top: number, vanishX: number, colors: readonly [string, string], rowColor: string, seed: number): void {
  const field = ridge(top, 40, seed);
  s.add(`<path d="${field}" fill="${s.linear([[0, colors[0]], [1, colors[1]]])}"/>`);
  const clip = s.clip(`<path d="${field}"/>`);
  let rows = '';
  for (let i = -30; i <= 30; i += 1) {
    const bx = vanishX + i * 90;
    rows += `M${vanishX},${top - 60}L${bx},${s.h + 40}`;
  }
  s.add(
    `<g clip-path="${clip}"><path d="${rows}" stroke="${rowColor}" stroke-width="9" stroke-opacity="0.75" fill="none"/>` +
      `<path d="${rows}" stroke="#2f4a22" stroke-width="2" stroke-opacity="0.5" fill="none" transform="translate(6,0)"/></g>`,
  );
}

function trees(s: Scene, y: number, seed: number, color: string, count = 40, size = 30, x0 = 0, x1 = W): void {
  const rnd = random(seed);
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = x0 + rnd() * (x1 - x0);
    const r = size * (0.6 + rnd() * 0.8);
    d += `M${f(x - r)},${f(y)}a${f(r)},${f(r * 1.3)} 0 1 1 ${f(2 * r)},0Z`;
  }
  s.add(`<path d="${d}" fill="${color}"/>`);
}

function waveRock(s: Scene, x: number, y: number, scale: number): void {
  const body =
    'M0,330 L0,190 C0,110 70,40 190,22 C420,-6 760,-4 1010,24 C1080,32 1120,70 1105,118 ' +
    'C1070,96 1020,96 985,120 C960,140 960,190 990,330 Z';
  const rock = s.linear([[0, '#f0c48a'], [0.1, '#d9a164'], [0.2, '#6f4630'], [0.45, '#a4703f'], [0.8, '#c48a55'], [1, '#8a5a3c']]);
  let streaks = '';
  for (let i = 0; i < 44; i += 1) {
    const sx = 60 + i * 21;
    streaks += `M${sx},${30 + Math.abs(i - 22) * 0.6}C${sx - 20},120 ${sx - 6},230 ${sx - 12},330`;
  }
  const clip = s.clip(`<path d="${body}" transform="translate(${x},${y}) scale(${scale})"/>`);
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})"><path d="${body}" fill="${rock}"/></g>`,
    `<g clip-path="${clip}"><g transform="translate(${x},${y}) scale(${scale})">` +
      `<path d="${streaks}" stroke="#4a3327" stroke-width="7" stroke-opacity="0.25" fill="none"/>` +
      `<path d="${streaks}" stroke="#f4d3a0" stroke-width="3" stroke-opacity="0.25" fill="none" transform="translate(9,0)"/>` +
      '<path d="M0,150 C300,120 700,120 1000,140 L1000,200 C700,175 300,180 0,210 Z" fill="#3b2a20" opacity="0.18"/></g></g>',
  );
}

function glassHouseMountains(s: Scene, baseY: number, far: string, near: string): void {
  // Volcanic plugs: a broad forested foot, then a steep rock column with a lean and a rounded crown.
  const peak = (x: number, h: number, w: number, lean: number) =>
    `M${x - w * 1.6},${baseY}C${x - w * 1.1},${baseY - h * 0.18} ${x - w * 0.75},${baseY - h * 0.3} ${x - w * 0.6},${baseY - h * 0.55}` +
    `C${x - w * 0.5},${baseY - h * 0.85} ${x - w * 0.3 + lean},${baseY - h} ${x + lean},${baseY - h}` +
    `C${x + w * 0.35 + lean},${baseY - h} ${x + w * 0.55},${baseY - h * 0.8} ${x + w * 0.62},${baseY - h * 0.5}` +
    `C${x + w * 0.8},${baseY - h * 0.28} ${x + w * 1.2},${baseY - h * 0.16} ${x + w * 1.7},${baseY}Z`;
  s.add(`<path d="${peak(1180, 190, 70, 10)}${peak(340, 150, 80, -10)}" fill="${far}"/>`);
  s.add(`<path d="${peak(520, 330, 80, 18)}${peak(770, 250, 70, -12)}${peak(990, 380, 75, 6)}" fill="${near}"/>`);
}

// ---------------------------------------------------------------------------------------------------------
// Aircraft in side view (local box 0..400 x 0..160, nose to the right)
// ---------------------------------------------------------------------------------------------------------

interface Livery {
  body: string;
  accent: string;
  window: string;
  line: string;
}
const WHITE: Livery = { body: '#f6f7f9', accent: '#1f6fb2', window: '#2a3d52', line: '#b8c2cc' };
const RED: Livery = { body: '#f6f7f9', accent: '#c0392b', window: '#2a3d52', line: '#b8c2cc' };
const GOLD: Livery = { body: '#f6f7f9', accent: '#d68910', window: '#2a3d52', line: '#b8c2cc' };
const silhouette = (color: string): Livery => ({ body: color, accent: color, window: color, line: color });

type AircraftKind = 'c172' | 'c210' | 'twin' | 'cherokee' | 'kingair' | 'caravan' | 'caravan-ex' | 'helicopter';

function prop(x: number, y: number, r: number, l: Livery): string {
  return `<ellipse cx="${x}" cy="${y}" rx="4" ry="${r}" fill="${l.line}" opacity="0.45"/><circle cx="${x}" cy="${y}" r="6" fill="${l.accent}"/>`;
}

function aircraftShape(kind: AircraftKind, l: Livery): string {
  const st = `stroke="${l.line}" stroke-width="1.5"`;
  switch (kind) {
    case 'c172':
    case 'c210': {
      const strut = kind === 'c172' ? `<path d="M250,54 L222,96" stroke="${l.line}" stroke-width="4"/>` : '';
      const gear =
        kind === 'c172'
          ? `<path d="M228,98 L238,116 M348,94 L352,116" stroke="#59636e" stroke-width="4"/><circle cx="240" cy="118" r="9" fill="#2b2f33"/><circle cx="352" cy="118" r="7" fill="#2b2f33"/>`
          : '';
      return (
        `<path d="M26,84 L14,30 C16,26 22,24 30,26 L96,74 Z" fill="${l.body}" ${st}/>` +
        `<path d="M8,84 L92,82 L94,89 L12,91 Z" fill="${l.body}" ${st}/>` +
        `<path d="M30,80 C80,74 130,68 180,58 C220,52 280,52 330,60 C352,64 370,72 378,80 C380,88 372,94 356,97 L220,102 C140,102 80,96 30,90 Z" fill="${l.body}" ${st}/>` +
        `<path d="M40,86 C150,92 260,92 372,84 L374,89 C260,98 150,98 40,92 Z" fill="${l.accent}"/>` +
        `<path d="M190,64 L232,60 L234,78 L192,80 Z M240,60 L282,60 L288,77 L240,78 Z" fill="${l.window}"/>` +
        `<path d="M290,61 L306,63 L326,77 L296,77 Z" fill="${l.window}" opacity="0.85"/>` +
        `<path d="M170,56 C180,46 230,43 290,48 L292,54 L172,58 Z" fill="${l.body}" ${st}/>` +
        `<path d="M240,48 L290,48 L292,54 L240,55 Z" fill="${l.accent}"/>` +
        strut +
        gear +
        prop(382, 80, 36, l)
      );
    }
    case 'cherokee':
    case 'twin': {
      const twin = kind === 'twin';
      const nose = twin ? `<path d="M330,66 C360,68 384,76 390,84 C384,92 364,96 340,96 Z" fill="${l.body}" ${st}/>` : '';
      const engine = twin
        ? `<path d="M228,98 C250,90 300,90 330,96 C320,104 260,106 228,104 Z" fill="${l.body}" ${st}/>${prop(334, 98, 30, l)}`
        : `<path d="M236,104 m-16,0 a16,9 0 1,0 32,0 a16,9 0 1,0 -32,0" fill="${l.accent}"/><path d="M236,100 L236,106" stroke="#59636e" stroke-width="4"/>` +
          `<path d="M346,96 L348,110" stroke="#59636e" stroke-width="4"/><ellipse cx="348" cy="114" rx="11" ry="7" fill="${l.accent}"/>` +
          prop(382, 78, 36, l);
      return (
        `<path d="M26,82 L18,32 C20,28 26,26 34,28 L92,72 Z" fill="${l.body}" ${st}/>` +
        `<path d="M6,80 L96,78 L98,85 L10,87 Z" fill="${l.body}" ${st}/>` +
        `<path d="M28,80 C80,72 140,64 190,58 C230,52 290,56 330,64 C352,68 370,74 378,80 C378,88 368,94 352,96 L220,100 C140,100 80,94 28,88 Z" fill="${l.body}" ${st}/>` +
        `<path d="M34,84 C150,88 260,88 376,80 L378,85 C260,94 150,94 36,90 Z" fill="${l.accent}"/>` +
        `<path d="M168,70 L200,66 L202,80 L170,81 Z M208,65 L240,63 L242,79 L210,80 Z M248,63 L278,63 L282,78 L250,79 Z" fill="${l.window}"/>` +
        `<path d="M286,63 L304,65 L322,77 L290,78 Z" fill="${l.window}" opacity="0.85"/>` +
        `<path d="M172,98 C200,92 270,90 320,96 L318,102 L174,104 Z" fill="${l.body}" ${st}/>` +
        nose +
        engine
      );
    }
    case 'kingair':
      return (
        `<path d="M40,78 L36,22 C38,18 46,16 54,18 L100,70 Z" fill="${l.body}" ${st}/>` +
        `<path d="M14,22 L86,20 L88,26 L18,28 Z" fill="${l.body}" ${st}/>` +
        `<path d="M30,80 C90,70 150,62 210,58 C270,54 330,58 360,66 C380,72 392,80 394,86 C388,94 370,96 350,96 L200,100 C130,100 80,94 30,88 Z" fill="${l.body}" ${st}/>` +
        `<path d="M40,86 C160,90 280,90 392,84 L392,89 C280,96 160,96 40,92 Z" fill="${l.accent}"/>` +
        [150, 180, 210, 240, 270].map((x) => `<ellipse cx="${x}" cy="72" rx="9" ry="7" fill="${l.window}"/>`).join('') +
        `<path d="M310,62 L332,64 L352,76 L316,76 Z" fill="${l.window}"/>` +
        `<path d="M180,96 C210,90 280,88 330,94 L328,100 L182,102 Z" fill="${l.body}" ${st}/>` +
        `<path d="M236,98 C270,88 330,88 360,94 C350,104 280,106 236,104 Z" fill="${l.body}" ${st}/>` +
        `<path d="M244,98 L350,96" stroke="${l.accent}" stroke-width="3"/>` +
        prop(364, 96, 30, l)
      );
    case 'caravan':
    case 'caravan-ex': {
      const ex = kind === 'caravan-ex';
      const len = ex ? 30 : 0;
      const windows = Array.from({ length: ex ? 6 : 5 }, (_, i) => `<rect x="${150 + i * 27}" y="64" width="16" height="13" rx="3" fill="${l.window}"/>`).join('');
      return (
        `<path d="M22,80 L8,26 C10,22 18,20 26,22 L98,72 Z" fill="${l.body}" ${st}/>` +
        `<path d="M2,80 L96,78 L98,85 L6,87 Z" fill="${l.body}" ${st}/>` +
        `<path d="M24,78 C70,72 120,62 150,56 L${300 + len},54 C${330 + len},56 ${360 + len},64 ${388 + len},74 C${394 + len},82 ${390 + len},90 ${372 + len},94 L150,100 C100,98 60,94 24,88 Z" fill="${l.body}" ${st}/>` +
        `<path d="M150,100 L${330 + len},96 C${330 + len},106 ${300 + len},112 ${280 + len},112 L180,112 C160,112 150,106 150,100 Z" fill="#d9dee4" ${st}/>` +
        `<path d="M30,84 C150,88 270,88 ${390 + len},80 L${390 + len},85 C270,94 150,94 30,90 Z" fill="${l.accent}"/>` +
        windows +
        `<path d="M${300 + len},58 L${322 + len},60 L${340 + len},72 L${304 + len},72 Z" fill="${l.window}"/>` +
        `<path d="M150,52 C170,42 250,40 ${310 + len},46 L${312 + len},52 L152,56 Z" fill="${l.body}" ${st}/>` +
        `<path d="M260,54 L236,104" stroke="${l.line}" stroke-width="4"/>` +
        `<path d="M236,104 L246,126 M${360 + len},94 L${364 + len},124" stroke="#59636e" stroke-width="5"/>` +
        `<circle cx="248" cy="128" r="11" fill="#2b2f33"/><circle cx="${364 + len}" cy="128" r="9" fill="#2b2f33"/>` +
        prop(396 + len, 78, 40, l)
      );
    }
    case 'helicopter':
      return (
        `<ellipse cx="280" cy="34" rx="200" ry="5" fill="${l.line}" opacity="0.5"/><path d="M280,36 L280,50" stroke="#59636e" stroke-width="6"/>` +
        `<path d="M110,76 L250,66 L250,84 L110,80 Z" fill="${l.body}" ${st}/>` +
        `<path d="M100,48 L118,48 L124,84 L108,90 Z" fill="${l.accent}"/>` +
        `<circle cx="112" cy="66" r="17" fill="${l.line}" opacity="0.4"/>` +
        `<path d="M220,56 L300,48 L312,62 L230,70 Z" fill="${l.body}" ${st}/>` +
        `<path d="M230,66 C236,48 300,44 336,56 C366,66 376,86 366,102 C356,110 300,112 250,110 C232,104 226,86 230,66 Z" fill="${l.body}" ${st}/>` +
        `<path d="M300,60 C330,58 356,70 364,92 L316,94 Z" fill="${l.window}"/><path d="M256,66 L292,62 L296,94 L258,96 Z" fill="${l.window}"/>` +
        `<path d="M232,98 L366,98 L364,104 L236,106 Z" fill="${l.accent}"/>` +
        `<path d="M262,110 L256,124 M336,110 L342,124" stroke="#59636e" stroke-width="5"/>` +
        `<path d="M220,126 L360,126 C372,126 380,120 384,112" stroke="#59636e" stroke-width="6" fill="none" stroke-linecap="round"/>`
      );
  }
}

function aircraft(s: Scene, kind: AircraftKind, x: number, y: number, scale: number, l: Livery = WHITE, angle = 0, flip = false): void {
  const mirror = flip ? ' scale(-1,1)' : '';
  s.add(`<g transform="translate(${x},${y}) rotate(${angle}) scale(${scale})${mirror} translate(-200,-80)">${aircraftShape(kind, l)}</g>`);
}

/** A distant aircraft: a small dark silhouette. */
function distantAircraft(s: Scene, kind: AircraftKind, x: number, y: number, scale: number, color = '#1d2b3a', angle = -4): void {
  aircraft(s, kind, x, y, scale, silhouette(color), angle);
}

// ---------------------------------------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------------------------------------

function ferry(s: Scene, x: number, y: number, scale: number, hull = '#1f4e79'): void {
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})">` +
      '<path d="M-420,40 C-300,70 -100,64 30,50 L40,62 C-120,84 -320,80 -440,52 Z" fill="#ffffff" opacity="0.5"/>' +
      `<path d="M-160,0 L200,0 L170,44 L-140,44 Z" fill="${hull}"/>` +
      '<path d="M-130,-40 L140,-40 L170,0 L-150,0 Z" fill="#f4f6f8"/><path d="M-90,-72 L90,-72 L110,-40 L-100,-40 Z" fill="#e6eaee"/>' +
      '<path d="M-120,-30 L130,-30 L140,-14 L-128,-14 Z" fill="#2a3d52"/><path d="M-70,-64 L80,-64 L92,-48 L-78,-48 Z" fill="#2a3d52"/>' +
      '<rect x="-60" y="-96" width="14" height="24" fill="#c0392b"/></g>',
  );
}

function car(s: Scene, x: number, y: number, scale: number, color: string, limo = false): void {
  const stretch = limo ? 140 : 0;
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})">` +
      `<ellipse cx="${stretch / 2}" cy="40" rx="${190 + stretch / 2}" ry="12" fill="#000" opacity="0.25"/>` +
      `<path d="M-180,20 L-170,-10 C-160,-20 -130,-24 -110,-24 L-70,-56 C-60,-62 ${40 + stretch},-62 ${60 + stretch},-56 L${110 + stretch},-24 C${150 + stretch},-22 ${180 + stretch},-14 ${186 + stretch},0 L${186 + stretch},22 Z" fill="${color}"/>` +
      `<path d="M-96,-26 L-62,-52 L${-10 + stretch / 2},-52 L${-10 + stretch / 2},-26 Z M${4 + stretch / 2},-52 L${56 + stretch},-52 L${92 + stretch},-26 L${4 + stretch / 2},-26 Z" fill="#2a3d52" opacity="0.9"/>` +
      `<circle cx="-110" cy="22" r="26" fill="#1b1e22"/><circle cx="-110" cy="22" r="11" fill="#9aa3ab"/>` +
      `<circle cx="${120 + stretch}" cy="22" r="26" fill="#1b1e22"/><circle cx="${120 + stretch}" cy="22" r="11" fill="#9aa3ab"/>` +
      `<rect x="${176 + stretch}" y="-12" width="10" height="8" fill="#ffe9a8"/></g>`,
  );
}

function bus(s: Scene, x: number, y: number, scale: number, color: string): void {
  const windows = Array.from({ length: 6 }, (_, i) => `<rect x="${-150 + i * 52}" y="-70" width="40" height="34" rx="4" fill="#2a3d52"/>`).join('');
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})"><ellipse cx="10" cy="40" rx="200" ry="12" fill="#000" opacity="0.25"/>` +
      `<rect x="-180" y="-86" width="370" height="110" rx="16" fill="${color}"/>${windows}` +
      '<path d="M160,-70 L184,-70 L186,-20 L160,-20 Z" fill="#2a3d52"/><rect x="-180" y="-6" width="370" height="8" fill="#ffffff" opacity="0.6"/>' +
      '<circle cx="-110" cy="24" r="24" fill="#1b1e22"/><circle cx="-110" cy="24" r="10" fill="#9aa3ab"/>' +
      '<circle cx="120" cy="24" r="24" fill="#1b1e22"/><circle cx="120" cy="24" r="10" fill="#9aa3ab"/></g>',
  );
}

function bicycle(s: Scene, x: number, y: number, scale: number, color: string): void {
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
      '<circle cx="-90" cy="0" r="62" stroke="#20262c" stroke-width="9"/><circle cx="90" cy="0" r="62" stroke="#20262c" stroke-width="9"/>' +
      `<path d="M-90,0 L-30,-92 L60,-92 L90,0 M-90,0 L0,0 L60,-92 M0,0 L-34,-104 M-52,-106 L-14,-106 M60,-92 L54,-122 L84,-128" stroke="${color}" stroke-width="10"/>` +
      '<circle cx="0" cy="0" r="10" fill="#20262c" stroke="none"/></g>',
  );
}

function snorkelMask(s: Scene, x: number, y: number, scale: number): void {
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})">` +
      '<path d="M-110,-20 C-160,-20 -160,60 -110,60 L110,60 C160,60 160,-20 110,-20 Z" fill="#e67e22"/>' +
      '<path d="M-90,-6 C-118,-6 -118,46 -90,46 L-10,46 L0,30 L10,46 L90,46 C118,46 118,-6 90,-6 Z" fill="#9fd8ef" opacity="0.85"/>' +
      '<path d="M150,40 L170,-160 C172,-180 200,-180 200,-160" stroke="#f1c40f" stroke-width="18" fill="none" stroke-linecap="round"/></g>',
  );
}

function wineGlass(s: Scene, x: number, y: number, scale: number, wine: string, flute = false): void {
  const bowl = flute
    ? 'M-26,-240 L26,-240 C28,-170 22,-120 0,-100 C-22,-120 -28,-170 -26,-240 Z'
    : 'M-70,-250 L70,-250 C80,-170 50,-120 0,-112 C-50,-120 -80,-170 -70,-250 Z';
  const fill = flute
    ? 'M-24,-200 L24,-200 C24,-160 18,-122 0,-104 C-18,-122 -24,-160 -24,-200 Z'
    : 'M-74,-196 L74,-196 C70,-150 44,-120 0,-114 C-44,-120 -70,-150 -74,-196 Z';
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})">` +
      `<path d="${bowl}" fill="#ffffff" opacity="0.25" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>` +
      `<path d="${fill}" fill="${wine}" opacity="0.9"/>` +
      '<path d="M-3,-108 L-3,-10 L3,-10 L3,-108 Z M-50,0 C-50,-12 50,-12 50,0 Z" fill="#ffffff" opacity="0.8"/></g>',
  );
}

function golfFlag(s: Scene, x: number, y: number, scale: number): void {
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})"><ellipse cx="0" cy="0" rx="26" ry="8" fill="#1d3b1a"/>` +
      '<path d="M0,0 L0,-260" stroke="#f2f2f2" stroke-width="6"/><path d="M0,-260 L110,-232 L0,-204 Z" fill="#e74c3c"/>' +
      '<circle cx="90" cy="10" r="10" fill="#ffffff"/></g>',
  );
}

function whaleTail(s: Scene, x: number, y: number, scale: number): void {
  s.add(
    `<g transform="translate(${x},${y}) scale(${scale})">` +
      '<path d="M-30,0 C-26,-60 -14,-110 0,-130 C-40,-150 -120,-170 -190,-160 C-150,-140 -90,-130 -40,-128 C-20,-110 -10,-70 -10,0 Z M30,0 C26,-60 14,-110 0,-130 C40,-150 120,-170 190,-160 C150,-140 90,-130 40,-128 C20,-110 10,-70 10,0 Z" fill="#22313f"/>' +
      '<path d="M-120,4 C-60,-10 60,-10 120,4 C60,14 -60,14 -120,4 Z" fill="#ffffff" opacity="0.7"/>' +
      '<path d="M-120,-150 L-124,-120 M-60,-140 L-62,-100 M100,-150 L104,-118 M150,-156 L158,-130" stroke="#ffffff" stroke-width="5" stroke-opacity="0.6" stroke-linecap="round"/></g>',
  );
}

function mantaRay(s: Scene, x: number, y: number, scale: number, angle = 0): void {
  s.add(
    `<g transform="translate(${x},${y}) rotate(${angle}) scale(${scale})" fill="#12324a" opacity="0.85">` +
      '<path d="M0,-60 C40,-60 70,-30 220,-10 C120,10 60,40 0,60 C-60,40 -120,10 -220,-10 C-70,-30 -40,-60 0,-60 Z"/>' +
      '<path d="M-14,-60 L-24,-84 L-6,-66 Z M14,-60 L24,-84 L6,-66 Z"/><path d="M0,58 L0,180" stroke="#12324a" stroke-width="6"/></g>',
  );
}

function turtle(s: Scene, x: number, y: number, scale: number, angle = 0): void {
  s.add(
    `<g transform="translate(${x},${y}) rotate(${angle}) scale(${scale})">` +
      '<path d="M-40,-30 C-90,-70 -130,-60 -150,-40 C-110,-40 -80,-20 -60,0 Z M40,-30 C90,-70 130,-60 150,-40 C110,-40 80,-20 60,0 Z M-40,50 C-70,70 -90,90 -96,110 C-60,96 -40,80 -30,60 Z M40,50 C70,70 90,90 96,110 C60,96 40,80 30,60 Z" fill="#4e6b3a"/>' +
      '<ellipse cx="0" cy="20" rx="64" ry="80" fill="#6b8e4e"/><path d="M0,-50 L0,90 M-50,0 L50,0 M-40,50 L40,50 M-40,-26 L40,-26" stroke="#3d5530" stroke-width="5"/>' +
      '<ellipse cx="0" cy="-80" rx="22" ry="28" fill="#4e6b3a"/></g>',
  );
}

function runway(s: Scene, horizonY: number, width: number, color = '#4b5157'): void {
  const cx = s.w / 2;
  s.add(`<path d="M${cx - 30},${horizonY} L${cx + 30},${horizonY} L${cx + width / 2},${s.h} L${cx - width / 2},${s.h} Z" fill="${color}"/>`);
  let dashes = '';
  for (let i = 0; i < 10; i += 1) {
    const t0 = (i / 10) ** 2;
    const t1 = ((i + 0.45) / 10) ** 2;
    const y0 = horizonY + t0 * (s.h - horizonY);
    const y1 = horizonY + t1 * (s.h - horizonY);
    const w0 = 2 + t0 * 18;
    const w1 = 2 + t1 * 18;
    dashes += `M${cx - w0 / 2},${f(y0)}L${cx + w0 / 2},${f(y0)}L${cx + w1 / 2},${f(y1)}L${cx - w1 / 2},${f(y1)}Z`;
  }
  s.add(`<path d="${dashes}" fill="#f4f4f0"/>`);
  const edge = `M${cx - 30},${horizonY} L${cx - width / 2},${s.h} M${cx + 30},${horizonY} L${cx + width / 2},${s.h}`;
  s.add(`<path d="${edge}" stroke="#f4f4f0" stroke-width="6"/>`);
}

function gauge(s: Scene, cx: number, cy: number, r: number, needle: number, label: string): void {
  let ticks = '';
  for (let i = 0; i < 36; i += 1) {
    const a = (i / 36) * Math.PI * 2;
    const r0 = i % 3 === 0 ? r * 0.78 : r * 0.86;
    ticks += `M${f(cx + Math.cos(a) * r0)},${f(cy + Math.sin(a) * r0)}L${f(cx + Math.cos(a) * r * 0.94)},${f(cy + Math.sin(a) * r * 0.94)}`;
  }
  const a = needle * Math.PI * 2 - Math.PI / 2;
  s.add(
    `<circle cx="${cx}" cy="${cy}" r="${r + 14}" fill="#2b3036"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#111417"/>`,
    `<path d="${ticks}" stroke="#e8ecef" stroke-width="4"/>`,
    `<path d="M${cx},${cy}L${f(cx + Math.cos(a) * r * 0.75)},${f(cy + Math.sin(a) * r * 0.75)}" stroke="#f5b041" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="10" fill="#e8ecef"/>`,
    `<text x="${cx}" y="${cy + r * 0.45}" font-family="${FONT}" font-size="${Math.round(r * 0.2)}" fill="#aab4bd" text-anchor="middle">${label}</text>`,
  );
}

function attitudeIndicator(s: Scene, cx: number, cy: number, r: number, bank: number): void {
  const clip = s.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  s.add(
    `<circle cx="${cx}" cy="${cy}" r="${r + 14}" fill="#2b3036"/>`,
    `<g clip-path="${clip}"><g transform="rotate(${bank},${cx},${cy})"><rect x="${cx - r * 2}" y="${cy - r * 2}" width="${r * 4}" height="${r * 2}" fill="#3f8ed8"/>` +
      `<rect x="${cx - r * 2}" y="${cy}" width="${r * 4}" height="${r * 2}" fill="#8a5a32"/><path d="M${cx - r * 2},${cy}L${cx + r * 2},${cy}" stroke="#fff" stroke-width="4"/>` +
      `<path d="M${cx - 30},${cy - 30}L${cx + 30},${cy - 30}M${cx - 20},${cy - 60}L${cx + 20},${cy - 60}M${cx - 30},${cy + 30}L${cx + 30},${cy + 30}" stroke="#fff" stroke-width="3"/></g></g>`,
    `<path d="M${cx - r * 0.6},${cy}L${cx - 18},${cy}L${cx},${cy + 14}L${cx + 18},${cy}L${cx + r * 0.6},${cy}" stroke="#f5b041" stroke-width="8" fill="none"/>`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scenes (drawn in 1600 x 900; smaller outputs crop the sides)
// ---------------------------------------------------------------------------------------------------------

const DAY_SKY: readonly Stop[] = [[0, '#2f80c8'], [0.55, '#7cc0ea'], [1, '#d6eef9']];
const SUNSET_SKY: readonly Stop[] = [[0, '#27305e'], [0.4, '#8e4a7d'], [0.7, '#f0844a'], [1, '#fbd27a']];
const DUSK_SKY: readonly Stop[] = [[0, '#141c3d'], [0.5, '#3f3f7a'], [0.8, '#c9677a'], [1, '#f3a96b']];
const DAWN_SKY: readonly Stop[] = [[0, '#5b7fb5'], [0.5, '#e8a9a0'], [1, '#fbe0b0']];

function rottnestScene(planeKind: AircraftKind = 'c172'): Scene {
  const s = new Scene();
  sky(s, DAY_SKY);
  cloud(s, 260, 140, 1.3);
  cloud(s, 1250, 110, 1.0, 0.7);
  cloud(s, 900, 220, 0.7, 0.6);
  sea(s, 470, ['#2a8fc4', '#0d4f80'], 11);
  island(s, 820, 560, 520, 58, 3, '#7d9a55');
  lighthouse(s, 900, 520, 0.55);
  trees(s, 540, 4, '#56733a', 22, 14, 420, 1240);
  aircraft(s, planeKind, 1080, 270, 1.05, WHITE, -5);
  return s;
}

function perthCityScene(): Scene {
  const s = new Scene();
  sky(s, DUSK_SKY);
  s.add(`<circle cx="1210" cy="160" r="3" fill="#fff"/><circle cx="300" cy="90" r="2" fill="#fff"/><circle cx="640" cy="60" r="2" fill="#fff"/>`);
  s.add(`<path d="${ridge(600, 40, 21, 0, 520)}" fill="#1e2a3a"/>`);
  skyline(s, 640, 5, '#15203a', '#ffd98a');
  s.add(`<rect y="640" width="${W}" height="${H - 640}" fill="${s.linear([[0, '#3a3d6e'], [0.5, '#b0617a'], [1, '#2a2c55']])}"/>`);
  let d = '';
  const rnd = random(9);
  for (let i = 0; i < 60; i += 1) {
    const x = 380 + rnd() * 860;
    const y = 650 + rnd() * 220;
    d += `M${f(x)},${f(y)}h${f(10 + rnd() * 40)}`;
  }
  s.add(`<path d="${d}" stroke="#ffd98a" stroke-opacity="0.45" stroke-width="3"/>`);
  distantAircraft(s, 'c172', 1180, 250, 0.55, '#0e1426', -6);
  s.add('<circle cx="1290" cy="244" r="4" fill="#ff4d4d"/><circle cx="1140" cy="262" r="3" fill="#7dff7d"/>');
  return s;
}

function vineyardScene(withGlass = false): Scene {
  const s = new Scene();
  sky(s, [[0, '#6fa8dc'], [0.6, '#f3d9a4'], [1, '#f7e7c1']]);
  sun(s, 1280, 220, 60, '#fff4d6', '#ffd27a');
  s.add(`<path d="${ridge(420, 50, 31)}" fill="#7b8f6a"/>`);
  trees(s, 430, 7, '#3d5a32', 50, 26);
  s.add(`<path d="${ridge(470, 30, 33)}" fill="#9bb36a"/>`);
  s.add('<g transform="translate(1080,452)"><rect x="-70" y="-40" width="140" height="40" fill="#efe6d2"/><path d="M-80,-40 L0,-80 L80,-40 Z" fill="#8e4b32"/><rect x="-12" y="-22" width="24" height="22" fill="#5a3a28"/></g>');
  vineyard(s, 520, 760, ['#8fae4f', '#587a2f'], '#3f5f26', 35);
  if (withGlass) wineGlass(s, 1220, 880, 1.6, '#7a1f3d');
  return s;
}

function waveRockScene(withPlane = false): Scene {
  const s = new Scene();
  sky(s, [[0, '#1f6fbf'], [0.7, '#8cc8ee'], [1, '#cfe8f5']]);
  cloud(s, 1300, 150, 1.1, 0.8);
  s.add(`<rect y="690" width="${W}" height="${H - 690}" fill="${s.linear([[0, '#c98a4f'], [1, '#9b5f33']])}"/>`);
  trees(s, 700, 12, '#6f7d45', 30, 22);
  waveRock(s, 230, 330, 1.05);
  trees(s, 900, 13, '#5d6b38', 16, 40);
  if (withPlane) aircraft(s, 'c210', 1250, 200, 0.6, WHITE, -6);
  return s;
}

function goldCoastScene(withHeli = true, sunset = false): Scene {
  const s = new Scene();
  sky(s, sunset ? SUNSET_SKY : DAY_SKY);
  if (sunset) sun(s, 300, 500, 50, '#fff0c8', '#ffb36b');
  cloud(s, 420, 160, 1.1, sunset ? 0.35 : 0.8);
  s.add(`<path d="M0,520 L1600,520 L1600,900 L0,900 Z" fill="${s.linear([[0, '#2f7fb8'], [1, '#12517f']])}"/>`);
  s.add('<path d="M0,640 C300,600 700,560 1100,540 L1600,520 L1600,560 C1200,570 700,620 0,720 Z" fill="#f0dcaa"/>');
  s.add('<path d="M0,655 C300,615 700,575 1100,555 L1600,535" stroke="#ffffff" stroke-width="4" stroke-opacity="0.7" fill="none"/>');
  s.add('<path d="M0,720 C700,620 1200,570 1600,560 L1600,900 L0,900 Z" fill="#3f6b3a"/>');
  skyline(s, 690, 8, sunset ? '#2b2840' : '#c9d3dc', sunset ? '#ffd98a' : null, 760, 1560);
  s.add(`<rect y="688" width="${W}" height="${H - 688}" fill="${sunset ? '#2f4a2e' : '#3f6b3a'}"/>`);
  trees(s, 700, 9, sunset ? '#22361f' : '#2f5a2c', 40, 24, 0, 1600);
  if (withHeli) aircraft(s, 'helicopter', 560, 300, 0.9, sunset ? silhouette('#1b1b2e') : RED, -3);
  return s;
}

function ladyElliotScene(): Scene {
  const s = new Scene();
  s.add(`<rect width="${W}" height="${H}" fill="${s.radial([[0, '#1b8fc0'], [0.7, '#0c5a8c'], [1, '#083d66']], 0.5, 0.5, 0.75)}"/>`);
  const rnd = random(41);
  s.add(`<path d="${blob(800, 450, 520, 330, rnd, 0.22, 26)}" fill="#2cb5c0" opacity="0.55"/>`);
  s.add(`<path d="${blob(800, 450, 420, 260, rnd, 0.18, 24)}" fill="#56d6cf" opacity="0.8"/>`);
  s.add(`<path d="${blob(800, 450, 300, 190, rnd, 0.12, 22)}" fill="#f3e6c0"/>`);
  s.add(`<path d="${blob(800, 450, 240, 150, rnd, 0.16, 22)}" fill="#5f8f47"/>`);
  s.add('<path d="M560,520 L1060,380 L1072,408 L572,548 Z" fill="#c9c2a6"/>');
  cloud(s, 300, 180, 1.4, 0.75);
  cloud(s, 1350, 720, 1.2, 0.6);
  distantAircraft(s, 'caravan', 1230, 230, 0.5, '#f6f7f9', -15);
  return s;
}

function glassHouseScene(withPlane = true): Scene {
  const s = new Scene();
  sky(s, DAWN_SKY);
  sun(s, 1150, 520, 55, '#fff6dc', '#ffc98a');
  glassHouseMountains(s, 712, '#9a8fb0', '#6f6390');
  s.add(`<rect y="600" width="${W}" height="120" fill="${s.linear([[0, '#f3c9b4', 0], [0.6, '#f3c9b4', 0.55], [1, '#f3c9b4', 0.2]])}"/>`);
  s.add(`<path d="${ridge(700, 30, 51)}" fill="#4e5f6e"/>`);
  s.add(`<path d="${ridge(780, 40, 52)}" fill="#34463a"/>`);
  trees(s, 800, 53, '#26362b', 40, 34);
  if (withPlane) aircraft(s, 'c172', 1030, 240, 0.8, WHITE, -4);
  return s;
}

function byronScene(sunset = false): Scene {
  const s = new Scene();
  sky(s, sunset ? SUNSET_SKY : DAY_SKY);
  if (sunset) sun(s, 400, 430, 55, '#fff0c8', '#ffb36b');
  else cloud(s, 400, 150, 1.2);
  sea(s, 480, sunset ? ['#6a4f7a', '#2a2c55'] : ['#2a8fc4', '#0d4f80'], 61);
  s.add(`<path d="M0,760 C200,730 500,760 700,840 L760,900 L0,900 Z" fill="${sunset ? '#c9a27a' : '#f0dcaa'}"/>`);
  s.add('<path d="M0,752 C200,722 500,752 700,832" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" fill="none"/>');
  if (!sunset) {
    cloud(s, 1350, 200, 0.9, 0.7);
    distantAircraft(s, 'c172', 560, 300, 0.4, '#1d2b3a', -3);
  }
  s.add('<path d="M760,900 L820,560 C860,470 1000,420 1120,430 C1300,440 1460,470 1600,470 L1600,900 Z" fill="#3f6b3a"/>');
  s.add('<path d="M760,900 L820,560 C840,520 880,500 920,500 L880,900 Z" fill="#6d5a44"/>');
  lighthouse(s, 1110, 445, 1.3, sunset);
  s.add('<path d="M1060,448 L1160,448 L1180,470 L1040,470 Z" fill="#efe9da"/>');
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------------

interface Output {
  file: string;
  width: number;
  height: number;
  scene: () => Scene;
  maxKb: number;
}

const HERO = { width: 1600, height: 900, maxKb: 60 };
const CARD = { width: 800, height: 533, maxKb: 30 };

function aircraftPortrait(kind: AircraftKind, background: (s: Scene) => void, livery: Livery = WHITE, angle = -4, scale = 2.5): Scene {
  const s = new Scene();
  background(s);
  aircraft(s, kind, 800, 390, scale, livery, angle);
  return s;
}

const coastBackground = (s: Scene) => {
  sky(s, DAY_SKY);
  cloud(s, 360, 170, 1.2, 0.8);
  cloud(s, 1240, 130, 0.9, 0.7);
  sea(s, 640, ['#2a8fc4', '#0d4f80'], 71);
  s.add('<path d="M0,700 C400,660 900,720 1600,680 L1600,900 L0,900 Z" fill="#f0dcaa"/><path d="M0,760 C500,730 1000,790 1600,750 L1600,900 L0,900 Z" fill="#8aa05c"/>');
};
const sunsetBackground = (s: Scene) => {
  sky(s, SUNSET_SKY);
  sun(s, 800, 640, 70, '#fff0c8', '#ffb36b');
  sea(s, 680, ['#7a4f6a', '#2a2c55'], 72, '#ffd9a0');
};
const cloudsBackground = (s: Scene) => {
  sky(s, [[0, '#1e5fa8'], [0.6, '#6fb2e6'], [1, '#cfe8f8']]);
  for (let i = 0; i < 9; i += 1) cloud(s, 100 + i * 180, 760 + (i % 2) * 30, 2.2, 0.95);
  s.add(`<rect y="800" width="${W}" height="100" fill="#ffffff"/>`);
};
const farmlandBackground = (s: Scene) => {
  sky(s, DAY_SKY);
  cloud(s, 1300, 160, 1.1, 0.8);
  const colors = ['#b9c46a', '#8fae4f', '#d9c27a', '#6f9a48', '#c6b35e', '#a3bd5b'];
  for (let i = 0; i < 12; i += 1) {
    const y0 = 620 + (i ** 1.5) * 9;
    const y1 = 620 + ((i + 1) ** 1.5) * 9;
    s.add(`<path d="M0,${f(y0)} L1600,${f(y0 - 30)} L1600,${f(y1 - 30)} L0,${f(y1)} Z" fill="${colors[i % colors.length]}"/>`);
  }
  s.add(`<path d="${ridge(620, 20, 73)}" fill="#7b9a66" opacity="0.6"/>`);
};
const blueWaterBackground = (s: Scene) => {
  sky(s, [[0, '#3b8fd6'], [1, '#bfe4f6']]);
  cloud(s, 300, 150, 1.1, 0.8);
  sea(s, 600, ['#1d7fb8', '#0a3f6b'], 74);
  island(s, 1320, 640, 200, 24, 75);
};
const outbackBackground = (s: Scene) => {
  sky(s, [[0, '#2d7cc4'], [1, '#f1d7a8']]);
  s.add(`<path d="${ridge(650, 40, 76)}" fill="#b4563a"/>`, `<path d="${ridge(720, 30, 77)}" fill="#c8693f"/>`);
  trees(s, 740, 78, '#6f7d45', 25, 16);
  s.add(`<rect y="760" width="${W}" height="140" fill="#a24f31"/>`);
};
const reefBackground = (s: Scene) => {
  sky(s, [[0, '#2f8fd8'], [1, '#d4f1f8']]);
  s.add(`<rect y="560" width="${W}" height="340" fill="${s.linear([[0, '#18a3c4'], [1, '#0b5e8c']])}"/>`);
  const rnd = random(79);
  for (let i = 0; i < 5; i += 1) s.add(`<path d="${blob(200 + i * 320, 720 + rnd() * 80, 140, 26, rnd, 0.3)}" fill="#5fe0d4" opacity="0.5"/>`);
};

const OUTPUTS: Output[] = [
  // Hero images
  { file: 'hero-wa-rottnest.webp', ...HERO, scene: () => rottnestScene() },
  { file: 'hero-wa-perth-city.webp', ...HERO, scene: perthCityScene },
  { file: 'hero-wa-margaret-river.webp', ...HERO, scene: () => vineyardScene() },
  { file: 'hero-wa-wave-rock.webp', ...HERO, scene: () => waveRockScene() },
  { file: 'hero-qld-gold-coast.webp', ...HERO, scene: () => goldCoastScene() },
  { file: 'hero-qld-lady-elliot.webp', ...HERO, scene: ladyElliotScene },
  { file: 'hero-qld-glass-house.webp', ...HERO, scene: () => glassHouseScene() },
  { file: 'hero-qld-byron.webp', ...HERO, scene: () => byronScene() },

  // Aircraft experience images
  { file: 'aircraft-3-passengers.webp', ...CARD, scene: () => aircraftPortrait('c172', coastBackground) },
  { file: 'aircraft-3-passengers-sunset.webp', ...CARD, scene: () => aircraftPortrait('c172', sunsetBackground, silhouette('#1c1c30'), -3) },
  { file: 'aircraft-5-passengers-single-prop.webp', ...CARD, scene: () => aircraftPortrait('c210', cloudsBackground, RED) },
  { file: 'aircraft-5-passengers-twin-prop.webp', ...CARD, scene: () => aircraftPortrait('twin', farmlandBackground, WHITE) },
  { file: 'aircraft-6-passengers.webp', ...CARD, scene: () => aircraftPortrait('cherokee', blueWaterBackground, GOLD) },
  { file: 'aircraft-8-passengers.webp', ...CARD, scene: () => aircraftPortrait('kingair', blueWaterBackground, WHITE, -9, 2.3) },
  { file: 'aircraft-9-passengers.webp', ...CARD, scene: () => aircraftPortrait('caravan', outbackBackground, WHITE, -3, 2.3) },
  { file: 'aircraft-12-passengers.webp', ...CARD, scene: () => aircraftPortrait('caravan-ex', reefBackground, RED, -3, 2.15) },
  { file: 'aircraft-helicopter.webp', ...CARD, scene: () => aircraftPortrait('helicopter', coastBackground, RED, -2, 2.4) },
  { file: 'aircraft-helicopter-gold-coast.webp', ...CARD, scene: () => goldCoastScene(true, true) },

  // Experiences (WA)
  { file: 'exp-rottnest-air-taxi.webp', ...CARD, scene: () => rottnestScene('cherokee') },
  { file: 'exp-leeuwin-estate.webp', ...CARD, scene: () => vineyardScene(true) },
  {
    file: 'exp-perth-city-scenic.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      cloud(s, 300, 160, 1.1);
      s.add(`<path d="${ridge(620, 50, 81, 0, 500)}" fill="#5f7d48"/>`);
      skyline(s, 660, 82, '#9fb3c6', null);
      s.add(`<rect y="660" width="${W}" height="${H - 660}" fill="${s.linear([[0, '#4f9ccf'], [1, '#1f5f8f']])}"/>`);
      aircraft(s, 'c172', 1120, 260, 0.9, WHITE, -5);
      return s;
    },
  },
  {
    file: 'exp-jurien-bay.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      sea(s, 470, ['#36b0c9', '#1a7fa8'], 83);
      s.add('<path d="M0,560 C400,520 900,540 1600,500 L1600,900 L0,900 Z" fill="#ecd28f"/>');
      const rnd = random(84);
      let d = '';
      let shadow = '';
      for (let i = 0; i < 46; i += 1) {
        const depth = rnd() ** 0.8;
        const y = 600 + depth * 300;
        const x = rnd() * W;
        const h = 20 + depth * 110;
        const w = 12 + depth * 40;
        d += `M${f(x - w / 2)},${f(y)}C${f(x - w / 2)},${f(y - h * 0.7)} ${f(x - w / 4)},${f(y - h)} ${f(x)},${f(y - h)}C${f(x + w / 3)},${f(y - h)} ${f(x + w / 2)},${f(y - h * 0.6)} ${f(x + w / 2)},${f(y)}Z`;
        shadow += `M${f(x)},${f(y)}l${f(h * 0.8)},${f(6 + depth * 8)}l${f(-w)},0Z`;
      }
      s.add(`<path d="${shadow}" fill="#b8924f" opacity="0.6"/>`, `<path d="${d}" fill="${s.linear([[0, '#e6cf98'], [0.55, '#cfae6a'], [1, '#a9874c']], 0, 0, 1, 0)}"/>`);
      aircraft(s, 'c210', 1100, 230, 0.75, RED, -4);
      return s;
    },
  },
  {
    file: 'exp-prosecco-sunset.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sunsetBackground(s);
      distantAircraft(s, 'c172', 520, 300, 0.45, '#1c1c30', -3);
      wineGlass(s, 990, 900, 1.4, '#f4d27a', true);
      wineGlass(s, 1090, 900, 1.4, '#f4d27a', true);
      return s;
    },
  },
  {
    file: 'exp-isola-bar.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#1a1f3a'], [1, '#3b2a3a']])}"/>`);
      const rnd = random(85);
      for (let i = 0; i < 40; i += 1) {
        const color = ['#ffd98a', '#ff9f6b', '#fff2c8'][i % 3]!;
        s.add(`<circle cx="${f(rnd() * W)}" cy="${f(rnd() * 520)}" r="${f(14 + rnd() * 46)}" fill="${color}" opacity="${f(0.08 + rnd() * 0.2)}"/>`);
      }
      s.add(`<rect y="640" width="${W}" height="${H - 640}" fill="#6b4a33"/><rect y="640" width="${W}" height="10" fill="#8a6446"/>`);
      s.add('<ellipse cx="640" cy="740" rx="260" ry="60" fill="#f4f1ea"/><ellipse cx="640" cy="730" rx="180" ry="36" fill="#e9e2d4"/>');
      s.add('<circle cx="580" cy="722" r="26" fill="#c0392b"/><circle cx="640" cy="716" r="22" fill="#e8c65a"/><circle cx="700" cy="726" r="24" fill="#7d9a55"/>');
      wineGlass(s, 1060, 800, 1.15, '#f0752f');
      return s;
    },
  },
  { file: 'exp-wave-rock.webp', ...CARD, scene: () => waveRockScene(true) },
  {
    file: 'exp-rottnest-golf.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      cloud(s, 1200, 150, 1.1);
      sea(s, 480, ['#2a8fc4', '#0d4f80'], 86);
      s.add('<path d="M0,600 C400,560 1000,580 1600,560 L1600,900 L0,900 Z" fill="#e9d6a3"/>');
      s.add('<path d="M0,640 C400,610 1000,630 1600,610 L1600,900 L0,900 Z" fill="#6fa146"/>');
      s.add('<ellipse cx="800" cy="760" rx="420" ry="90" fill="#8cc35a"/>');
      golfFlag(s, 820, 760, 1.1);
      aircraft(s, 'c172', 420, 250, 0.7, WHITE, -6);
      return s;
    },
  },

  // Experiences (QLD)
  {
    file: 'exp-lady-elliot-reef.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#5fd0e0'], [0.4, '#1d8fbf'], [1, '#0a3e66']])}"/>`);
      s.add('<path d="M700,0 L560,900 L760,900 Z M900,0 L980,900 L1160,900 Z M400,0 L160,900 L260,900 Z" fill="#ffffff" opacity="0.08"/>');
      mantaRay(s, 560, 420, 1.5, -8);
      turtle(s, 1150, 600, 0.9, 20);
      const rnd = random(87);
      for (let i = 0; i < 30; i += 1) s.add(`<circle cx="${f(rnd() * W)}" cy="${f(rnd() * H)}" r="${f(3 + rnd() * 6)}" fill="#ffffff" opacity="0.35"/>`);
      s.add(`<path d="${ridge(860, 30, 88)}" fill="#e4c98f"/>`);
      return s;
    },
  },
  { file: 'exp-byron-lunch.webp', ...CARD, scene: () => byronScene(true) },
  { file: 'exp-glass-house-mountains.webp', ...CARD, scene: () => glassHouseScene(true) },
  {
    file: 'exp-moreton-bay-sunset.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, SUNSET_SKY);
      sun(s, 520, 560, 60, '#fff0c8', '#ffb36b');
      sea(s, 600, ['#7a4f6a', '#2a2c55'], 89, '#ffd9a0');
      s.add(`<path d="${ridge(600, 25, 90, 900, 1600, 620)}" fill="#3a2d4a"/>`);
      aircraft(s, 'c210', 1040, 300, 0.8, silhouette('#1c1c30'), -4);
      wineGlass(s, 300, 900, 1.3, '#f4d27a', true);
      return s;
    },
  },
  {
    file: 'cached-hervey-bay-whales.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      cloud(s, 1200, 140, 1.1);
      sea(s, 430, ['#2a8fc4', '#0d4f80'], 91);
      s.add('<path d="M0,424 C300,410 700,404 1000,416 L1000,432 L0,440 Z" fill="#4f7a3a"/><path d="M0,436 C300,428 700,424 1000,430 L1000,438 C700,436 300,442 0,448 Z" fill="#efdcaa"/>');
      whaleTail(s, 820, 740, 1.6);
      distantAircraft(s, 'c172', 1180, 250, 0.5, '#1d2b3a', -3);
      return s;
    },
  },
  {
    file: 'cached-straddie-breakfast.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAWN_SKY);
      sun(s, 1250, 380, 50, '#fff6dc', '#ffc98a');
      s.add(`<path d="${ridge(560, 60, 92)}" fill="#4f6b4a"/>`);
      s.add(`<rect y="640" width="${W}" height="${H - 640}" fill="#7fa35a"/><path d="M300,900 L700,640 L900,640 L1300,900 Z" fill="#9cc06a"/>`);
      aircraft(s, 'c172', 720, 640, 0.9, WHITE, 0);
      s.add('<g transform="translate(1250,820)"><rect x="-50" y="-80" width="100" height="90" rx="10" fill="#f4f1ea"/><path d="M50,-60 C90,-60 90,-10 50,-10" stroke="#f4f1ea" stroke-width="12" fill="none"/><ellipse cx="0" cy="-80" rx="50" ry="10" fill="#6b4226"/></g>');
      return s;
    },
  },
  {
    file: 'cached-gold-coast-hinterland.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, [[0, '#4f8fc8'], [1, '#d6ecf3']]);
      s.add(`<path d="${ridge(380, 70, 93)}" fill="#6f8f7a"/>`);
      s.add('<path d="M560,900 L600,440 C640,420 860,420 900,440 L940,900 Z" fill="#6b5e50"/>');
      s.add('<path d="M712,440 C716,560 700,680 706,760 L796,760 C800,680 786,560 790,440 Z" fill="#eaf6fa" opacity="0.9"/>');
      s.add('<path d="M736,450 L738,750 M762,450 L766,750" stroke="#b9dce8" stroke-width="5"/>');
      s.add('<ellipse cx="752" cy="780" rx="180" ry="40" fill="#7fc4d8"/><ellipse cx="752" cy="770" rx="90" ry="16" fill="#ffffff" opacity="0.7"/>');
      trees(s, 470, 95, '#2f5a35', 40, 50, 0, 600);
      trees(s, 470, 96, '#2f5a35', 40, 50, 900, 1600);
      trees(s, 640, 97, '#244a2b', 30, 60, 0, 560);
      trees(s, 640, 99, '#244a2b', 30, 60, 940, 1600);
      s.add(`<rect y="640" width="560" height="260" fill="#244a2b"/><rect x="940" y="640" width="660" height="260" fill="#244a2b"/>`);
      trees(s, 900, 98, '#1d3d24', 40, 70);
      distantAircraft(s, 'c210', 1200, 200, 0.55, '#1d2b3a', -4);
      return s;
    },
  },

  // Pilot training
  {
    file: 'training-trial-flight.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      s.add(`<path d="${ridge(560, 30, 101)}" fill="#7d9a55"/>`, `<path d="${ridge(620, 20, 102)}" fill="#5f7d48"/>`);
      s.add(`<path d="M0,560 L1600,560 L1600,900 L0,900 Z" fill="#2a2f35" opacity="0"/>`);
      s.add('<path d="M0,600 C300,560 1300,560 1600,600 L1600,900 L0,900 Z" fill="#23282e"/>');
      attitudeIndicator(s, 560, 740, 90, -8);
      gauge(s, 800, 740, 90, 0.3, 'ALT');
      gauge(s, 1040, 740, 90, 0.62, 'KT');
      s.add('<path d="M740,900 L740,840 C740,820 860,820 860,840 L860,900 Z" fill="#111417"/><rect x="620" y="830" width="360" height="24" rx="12" fill="#111417"/>');
      return s;
    },
  },
  {
    file: 'training-starter-pack.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAWN_SKY);
      sun(s, 800, 470, 50, '#fff6dc', '#ffc98a');
      s.add(`<rect y="480" width="${W}" height="${H - 480}" fill="${s.linear([[0, '#7fa35a'], [1, '#4f7a3a']])}"/>`);
      runway(s, 480, 1500);
      aircraft(s, 'c172', 800, 330, 0.9, WHITE, -8);
      return s;
    },
  },
  {
    file: 'training-fundamentals.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      s.add(`<rect width="${W}" height="${H}" fill="#1c2025"/>`);
      attitudeIndicator(s, 520, 300, 130, 12);
      gauge(s, 860, 300, 130, 0.45, 'ALT');
      gauge(s, 1200, 300, 130, 0.18, 'KT');
      gauge(s, 520, 640, 120, 0.75, 'HDG');
      gauge(s, 860, 640, 120, 0.5, 'TURN');
      gauge(s, 1200, 640, 120, 0.55, 'VSI');
      return s;
    },
  },
  {
    file: 'training-go-solo.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      cloud(s, 300, 150, 1.2);
      s.add(`<rect y="560" width="${W}" height="${H - 560}" fill="${s.linear([[0, '#8fb35e'], [1, '#5f8a3f']])}"/>`);
      s.add('<path d="M-100,820 L1700,640 L1700,700 L-100,900 Z" fill="#4b5157"/>');
      s.add('<path d="M1300,560 L1300,470" stroke="#dcdcdc" stroke-width="6"/><path d="M1300,470 L1380,480 L1376,500 L1300,496 Z" fill="#ff7f27"/>');
      aircraft(s, 'c172', 760, 380, 0.95, RED, -14);
      return s;
    },
  },
  { file: 'training-sport-pilot.webp', ...CARD, scene: () => aircraftPortrait('cherokee', farmlandBackground, RED, -3, 1.8) },
  {
    file: 'training-navigation-ppl.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      s.add(`<rect width="${W}" height="${H}" fill="#f1ead7"/>`);
      s.add(`<path d="M0,0 L560,0 C520,200 620,380 540,560 C480,700 560,820 520,900 L0,900 Z" fill="#bfe0ef"/>`);
      let grid = '';
      for (let x = 0; x <= W; x += 100) grid += `M${x},0L${x},${H}`;
      for (let y = 0; y <= H; y += 100) grid += `M0,${y}L${W},${y}`;
      s.add(`<path d="${grid}" stroke="#c8bfa6" stroke-width="1.5"/>`);
      s.add('<path d="M620,700 L900,420 L1180,520 L1320,220" stroke="#c0392b" stroke-width="8" stroke-dasharray="26 16" fill="none"/>');
      for (const [x, y] of [[620, 700], [900, 420], [1180, 520], [1320, 220]] as const) {
        s.add(`<circle cx="${x}" cy="${y}" r="18" fill="#ffffff" stroke="#c0392b" stroke-width="7"/>`);
      }
      s.add(
        '<g transform="translate(300,260)"><circle r="150" fill="#ffffff" opacity="0.7" stroke="#2a3d52" stroke-width="4"/>' +
          '<path d="M0,-140 L22,0 L0,140 L-22,0 Z" fill="#2a3d52"/><path d="M-140,0 L0,-22 L140,0 L0,22 Z" fill="#7f8c8d"/>' +
          `<text y="-160" font-family="${FONT}" font-size="44" font-weight="bold" fill="#2a3d52" text-anchor="middle">N</text></g>`,
      );
      return s;
    },
  },
  { file: 'training-commercial-pilot.webp', ...CARD, scene: () => aircraftPortrait('kingair', cloudsBackground, WHITE, -5, 2.2) },

  // Connecting services
  {
    file: 'service-rottnest-ferry.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      cloud(s, 300, 150, 1.1);
      sea(s, 470, ['#2a8fc4', '#0d4f80'], 111);
      island(s, 1150, 500, 380, 30, 112);
      ferry(s, 760, 640, 1.5);
      return s;
    },
  },
  {
    file: 'service-limousine.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DUSK_SKY);
      skyline(s, 620, 121, '#15203a', '#ffd98a', 200, 1400);
      s.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#2b2f3a"/><path d="M0,760 L1600,760" stroke="#f4f4f0" stroke-width="6" stroke-dasharray="60 40"/>`);
      car(s, 700, 700, 1.4, '#111111', true);
      return s;
    },
  },
  {
    file: 'service-wine-bus.webp',
    ...CARD,
    scene: () => {
      const s = vineyardScene();
      s.add('<path d="M0,820 C500,760 1100,760 1600,800 L1600,900 L0,900 Z" fill="#6b6258"/>');
      bus(s, 800, 800, 1.4, '#7a1f3d');
      return s;
    },
  },
  {
    file: 'service-bike-snorkel.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      sea(s, 430, ['#2fb6c9', '#137aa8'], 131);
      s.add('<path d="M0,560 C500,520 1100,540 1600,520 L1600,900 L0,900 Z" fill="#f2e2b8"/>');
      bicycle(s, 620, 740, 1.7, '#2e86c1');
      snorkelMask(s, 1130, 780, 1.3);
      return s;
    },
  },
  {
    file: 'service-swan-valley.webp',
    ...CARD,
    scene: () => {
      const s = vineyardScene();
      s.add('<path d="M0,830 C500,780 1100,780 1600,810 L1600,900 L0,900 Z" fill="#6b6258"/>');
      car(s, 760, 820, 1.3, '#1b2631');
      return s;
    },
  },
  {
    file: 'service-brisbane-limousine.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      cloud(s, 1200, 140, 1.1);
      skyline(s, 620, 141, '#a9b8c6', null, 200, 1400);
      s.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#4a4f57"/><path d="M0,760 L1600,760" stroke="#f4f4f0" stroke-width="6" stroke-dasharray="60 40"/>`);
      car(s, 700, 700, 1.4, '#f4f6f8', true);
      return s;
    },
  },
  {
    file: 'service-moreton-ferry.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, DAY_SKY);
      sea(s, 470, ['#3aa7c4', '#12618f'], 151);
      s.add('<path d="M700,480 C900,380 1200,360 1600,400 L1600,500 L700,500 Z" fill="#f0dcaa"/>');
      trees(s, 470, 152, '#4f7a3a', 20, 22, 1000, 1600);
      ferry(s, 700, 650, 1.4, '#c0392b');
      return s;
    },
  },
  {
    file: 'service-hinterland-tour.webp',
    ...CARD,
    scene: () => {
      const s = new Scene();
      sky(s, [[0, '#4f8fc8'], [1, '#d6ecf3']]);
      s.add(`<path d="${ridge(420, 80, 161)}" fill="#6f8f7a"/>`);
      trees(s, 560, 162, '#2f5a35', 70, 50);
      s.add(`<path d="${ridge(640, 30, 163)}" fill="#3d6b3f"/>`);
      s.add('<path d="M0,820 C500,760 1100,760 1600,800 L1600,900 L0,900 Z" fill="#6b6258"/>');
      bus(s, 800, 800, 1.2, '#1f6fb2');
      return s;
    },
  },
];

// Badges and region icons (drawn at their own size, no cropping)

function badgeSvg(main: string, sub: string, ring: string, fill: string, emblem: 'wings' | 'tick' | 'shield' | 'star'): string {
  const emblems = {
    wings:
      '<path d="M128,96 C110,80 70,78 40,84 C64,90 84,96 98,106 C80,104 62,106 48,112 C76,114 100,118 118,126 Z M128,96 C146,80 186,78 216,84 C192,90 172,96 158,106 C176,104 194,106 208,112 C180,114 156,118 138,126 Z" fill="#f4d03f"/><circle cx="128" cy="104" r="14" fill="#f4d03f"/>',
    tick: '<path d="M84,104 L114,132 L172,74" stroke="#f4d03f" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
    shield:
      '<path d="M128,58 L176,74 C176,112 160,136 128,150 C96,136 80,112 80,74 Z" fill="#f4d03f"/><path d="M106,104 L122,120 L152,90" stroke="' +
      fill +
      '" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
    star: '<path d="M128,58 L141,92 L178,94 L149,116 L159,152 L128,131 L97,152 L107,116 L78,94 L115,92 Z" fill="#f4d03f"/>',
  } as const;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<circle cx="128" cy="128" r="124" fill="${ring}"/><circle cx="128" cy="128" r="108" fill="${fill}"/>` +
    `<circle cx="128" cy="128" r="100" fill="none" stroke="#f4d03f" stroke-width="2" stroke-dasharray="4 5"/>` +
    emblems[emblem] +
    `<text x="128" y="182" font-family="${FONT}" font-size="${main.length > 6 ? 24 : 32}" font-weight="bold" fill="#ffffff" text-anchor="middle">${main}</text>` +
    `<text x="128" y="208" font-family="${FONT}" font-size="14" font-weight="bold" fill="#f4d03f" text-anchor="middle" letter-spacing="1">${sub}</text>` +
    '</svg>'
  );
}

// A rough outline of the Australian mainland and Tasmania (longitude, latitude).
const AUSTRALIA: [number, number][] = [
  [113.2, -26.1], [113.6, -24.5], [113.7, -22.5], [114.1, -21.8], [114.6, -21.8], [116.7, -20.6], [118.6, -20.3],
  [121.0, -19.5], [122.2, -18.0], [123.5, -16.5], [125.0, -14.6], [126.9, -13.8], [128.1, -15.2], [129.5, -14.9],
  [130.3, -12.9], [131.0, -12.2], [132.6, -11.5], [135.0, -12.2], [136.8, -12.2], [136.0, -13.5], [135.5, -15.0],
  [137.5, -16.2], [139.3, -17.4], [140.8, -17.4], [141.5, -15.0], [141.6, -12.5], [142.5, -10.7], [143.5, -12.5],
  [144.5, -14.3], [145.3, -15.5], [146.0, -17.5], [146.3, -19.0], [148.8, -20.4], [150.5, -22.5], [151.3, -23.9],
  [153.0, -25.5], [153.6, -28.2], [153.1, -30.3], [152.5, -32.5], [151.2, -33.9], [150.1, -36.2], [149.9, -37.5],
  [147.6, -37.9], [146.3, -39.1], [144.9, -37.9], [143.5, -38.8], [140.9, -38.0], [139.7, -37.2], [138.9, -35.6],
  [138.5, -34.9], [137.8, -32.6], [137.4, -34.0], [136.0, -34.8], [135.2, -33.5], [134.2, -32.6], [132.0, -31.8],
  [129.0, -31.7], [126.0, -32.3], [123.9, -33.9], [121.9, -33.9], [119.7, -34.2], [117.9, -35.1], [116.0, -34.9],
  [115.0, -34.3], [115.1, -33.6], [115.7, -33.3], [115.7, -32.5], [115.7, -31.6], [115.0, -29.9], [114.6, -28.8],
  [114.1, -27.7],
];
const TASMANIA: [number, number][] = [[144.6, -40.7], [146.5, -41.1], [148.3, -40.9], [148.3, -42.2], [147.0, -43.6], [145.9, -43.5], [145.2, -42.2]];

function regionIconSvg(code: 'WA' | 'QLD'): string {
  const scale = 2.55;
  const project = ([lon, lat]: [number, number]) => `${f(10 + (lon - 112.5) * scale)},${f(14 + (-lat - 10.5) * scale)}`;
  const outline = `M${AUSTRALIA.map(project).join('L')}Z M${TASMANIA.map(project).join('L')}Z`;
  const state: [number, number][] =
    code === 'WA'
      ? [[100, 0], [129, 0], [129, -60], [100, -60]]
      : [[138, 0], [160, 0], [160, -29], [141, -29], [141, -26], [138, -26]];
  const clip = `M${state.map(project).join('L')}Z`;
  const [bg, accent] = code === 'WA' ? ['#0b3d5c', '#f5b041'] : ['#5b1a33', '#f5b041'];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<defs><clipPath id="state"><path d="${clip}"/></clipPath></defs>` +
    `<rect width="128" height="128" rx="24" fill="${bg}"/>` +
    `<path d="${outline}" fill="#ffffff" fill-opacity="0.28" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1"/>` +
    `<path d="${outline}" fill="${accent}" clip-path="url(#state)"/>` +
    `<text x="${code === 'WA' ? 92 : 36}" y="118" font-family="${FONT}" font-size="20" font-weight="bold" fill="#ffffff" text-anchor="middle">${code}</text>` +
    '</svg>'
  );
}

interface RawOutput {
  file: string;
  svg: string;
  maxKb: number;
}

const RAW_OUTPUTS: RawOutput[] = [
  { file: 'badge-casa-aoc.webp', svg: badgeSvg('CASA', 'AOC CERTIFIED', '#0b3d5c', '#145a86', 'wings'), maxKb: 10 },
  { file: 'badge-tourism-council-wa.webp', svg: badgeSvg('TOURISM', 'ACCREDITED · WA', '#1e5631', '#2e7d46', 'tick'), maxKb: 10 },
  { file: 'badge-insured.webp', svg: badgeSvg('INSURED', 'FULL COVER', '#1b2631', '#2c3e50', 'shield'), maxKb: 10 },
  { file: 'badge-qtic.webp', svg: badgeSvg('QTIC', 'MEMBER · QLD', '#4a1428', '#73203f', 'tick'), maxKb: 10 },
  { file: 'badge-fly-safe.webp', svg: badgeSvg('FLY SAFE', '5,000+ HOURS', '#0b3d5c', '#1f6fb2', 'star'), maxKb: 10 },
  { file: 'region-wa.webp', svg: regionIconSvg('WA'), maxKb: 10 },
  { file: 'region-qld.webp', svg: regionIconSvg('QLD'), maxKb: 10 },
];

async function encode(file: string, svg: string, maxKb: number): Promise<number> {
  const target = path.join(SEED_ASSETS_DIR, file);
  let quality = 70;
  for (;;) {
    const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
    if (buffer.length <= maxKb * 1024 || quality <= 40) {
      writeFileSync(target, buffer);
      return buffer.length;
    }
    quality -= 8;
  }
}

async function main(): Promise<void> {
  const only = process.argv[2];
  mkdirSync(SEED_ASSETS_DIR, { recursive: true });
  if (!only) for (const name of readdirSync(SEED_ASSETS_DIR)) if (name.endsWith('.webp')) rmSync(path.join(SEED_ASSETS_DIR, name));
  let total = 0;
  const jobs = [
    ...OUTPUTS.map((o) => ({ file: o.file, maxKb: o.maxKb, svg: () => o.scene().svg(o.width, o.height) })),
    ...RAW_OUTPUTS.map((o) => ({ file: o.file, maxKb: o.maxKb, svg: () => o.svg })),
  ];
  for (const job of jobs) {
    if (only && !job.file.includes(only)) continue;
    const bytes = await encode(job.file, job.svg(), job.maxKb);
    total += bytes;
    const flag = bytes > job.maxKb * 1024 ? '  (over budget)' : '';
    console.log(`${job.file.padEnd(42)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${flag}`);
  }
  const folder = readdirSync(SEED_ASSETS_DIR).reduce((sum, name) => sum + statSync(path.join(SEED_ASSETS_DIR, name)).size, 0);
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB written; assets folder ${(folder / 1024).toFixed(0)} KB`);
}

await main();
