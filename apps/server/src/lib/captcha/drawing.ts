// How a captcha is drawn: the glyphs' poses and colours, the noise lines and the speckles.
import { GLYPH_COLUMNS, GLYPH_ROWS, GLYPHS, type Glyph } from '../stroke-font.ts';
import { type Canvas, hsv, painter, type Pen, type Rgb, type Warp } from './raster.ts';

export type Rng = {
  next: () => number;
  int: (maxExclusive: number) => number;
  range: (min: number, max: number) => number;
};
/** What every drawing step works with. */
export type Scene = { pen: Pen; rng: Rng; canvas: Canvas };
type Affine = { a: number; b: number; c: number; d: number; tx: number; ty: number };

/** sfc32: fast and good enough for the picture's geometry and noise, which carry no secret. */
export const createRng = (seedA: number, seedB: number): Rng => {
  let a = seedA | 0;
  let b = seedB | 0;
  let c = (seedA ^ 0x9e3779b9) | 0;
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    range: (min, max) => min + next() * (max - min),
  };
};

const inkColour = (rng: Rng): Rgb =>
  hsv({ hue: rng.range(0, 360), saturation: rng.range(0.55, 0.95), value: rng.range(0.22, 0.52) });
export const paperColour = (rng: Rng): Rgb =>
  hsv({ hue: rng.range(0, 360), saturation: rng.range(0.03, 0.1), value: rng.range(0.94, 1) });

export const randomWarp = (rng: Rng, { width, height }: { width: number; height: number }): Warp => ({
  ampX: rng.range(0.8, 1.8),
  freqX: (2 * Math.PI) / (height * rng.range(0.8, 1.4)),
  phaseX: rng.range(0, 2 * Math.PI),
  ampY: height * rng.range(0.05, 0.08),
  freqY: (2 * Math.PI) / (width * rng.range(0.55, 1.1)),
  phaseY: rng.range(0, 2 * Math.PI),
});

/** Rotation after shear after scale, centred on the glyph; grid coordinates are centred first. */
const glyphPose = (
  rng: Rng,
  { cx, cy, scaleX, scaleY }: { cx: number; cy: number; scaleX: number; scaleY: number },
): Affine => {
  const angle = rng.range(-0.35, 0.35);
  const shear = rng.range(-0.35, 0.35);
  const sx = scaleX * rng.range(0.88, 1.1);
  const sy = scaleY * rng.range(0.9, 1.06);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return {
    a: cos * sx,
    b: cos * shear * sy - sin * sy,
    c: sin * sx,
    d: sin * shear * sy + cos * sy,
    tx: cx,
    ty: cy,
  };
};

const drawGlyph = (pen: Pen, { glyph, pose, rng }: { glyph: Glyph; pose: Affine; rng: Rng }): void => {
  for (const stroke of glyph) {
    let first = true;
    for (const [gx, gy] of stroke) {
      const u = gx - GLYPH_COLUMNS / 2 + rng.range(-0.16, 0.16);
      const v = gy - GLYPH_ROWS / 2 + rng.range(-0.16, 0.16);
      const x = pose.a * u + pose.b * v + pose.tx;
      const y = pose.c * u + pose.d * v + pose.ty;
      if (first) pen.moveTo(x, y);
      else pen.lineTo(x, y);
      first = false;
    }
  }
};

/** Lays the answer out in equal slots, each glyph with its own pose, colour and pen. */
export const drawText = ({ pen, rng, canvas }: Scene, answer: string): Rgb[] => {
  const { width, height } = canvas;
  const margin = width * 0.05;
  const slot = (width - 2 * margin) / answer.length;
  const scaleY = (height * 0.54) / GLYPH_ROWS;
  const scaleX = Math.min(scaleY * 1.05, (slot * 0.82) / GLYPH_COLUMNS);
  const colours: Rgb[] = [];
  for (let i = 0; i < answer.length; i++) {
    const cx = margin + slot * (i + 0.5) + rng.range(-0.08, 0.08) * slot;
    const cy = height / 2 + rng.range(-0.08, 0.08) * height;
    pen.colour = inkColour(rng);
    pen.radius = Math.max(0.9, Math.min(scaleX, scaleY) * 0.36) * rng.range(0.9, 1.15);
    pen.pressurePhase = rng.range(0, 2 * Math.PI);
    drawGlyph(pen, {
      glyph: GLYPHS.get(answer.charAt(i))!,
      pose: glyphPose(rng, { cx, cy, scaleX, scaleY }),
      rng,
    });
    colours.push(pen.colour);
  }
  return colours;
};

const drawCurve = ({ pen, rng, canvas: { width, height } }: Scene): void => {
  const x0 = rng.range(-0.05, 0.25) * width;
  const x2 = rng.range(0.75, 1.05) * width;
  const [y0, y1, y2] = [rng.range(0.1, 0.9), rng.range(0, 1), rng.range(0.1, 0.9)].map((f) => f * height);
  const x1 = rng.range(0.3, 0.7) * width;
  const segments = 24;
  pen.moveTo(x0, y0!);
  for (let i = 1; i <= segments; i++) {
    const t = i / segments;
    const s = 1 - t;
    pen.lineTo(s * s * x0 + 2 * s * t * x1 + t * t * x2, s * s * y0! + 2 * s * t * y1! + t * t * y2!);
  }
};

const drawArc = ({ pen, rng, canvas: { height, width } }: Scene): void => {
  const cx = rng.range(0.1, 0.9) * width;
  const cy = rng.range(-0.5, 1.5) * height;
  const radius = rng.range(0.4, 1.2) * height;
  const start = rng.range(0, 2 * Math.PI);
  const sweep = rng.range(1, 2.5);
  const segments = 20;
  for (let i = 0; i <= segments; i++) {
    const angle = start + (sweep * i) / segments;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) pen.moveTo(x, y);
    else pen.lineTo(x, y);
  }
};

/** Thin curves in the glyphs' own colours, so colour alone cannot separate them from the text. */
export const drawNoiseLines = (scene: Scene, inks: readonly Rgb[]): void => {
  const { pen, rng } = scene;
  const curves = 1 + rng.int(2);
  const arcs = 1;
  for (let i = 0; i < curves + arcs; i++) {
    pen.colour = rng.next() < 0.75 ? inks[rng.int(inks.length)]! : inkColour(rng);
    pen.radius = rng.range(0.6, 0.9);
    pen.pressurePhase = rng.range(0, 2 * Math.PI);
    if (i < curves) drawCurve(scene);
    else drawArc(scene);
  }
};

/** Dark specks in ink colours plus light ones that nick the strokes. */
export const drawSpeckles = (
  { rng, canvas }: Scene,
  { inks, paper }: { inks: readonly Rgb[]; paper: Rgb },
): void => {
  const count = Math.round(canvas.width * canvas.height * 0.035);
  const light: Rgb = [Math.min(255, paper[0] + 8), Math.min(255, paper[1] + 8), Math.min(255, paper[2] + 8)];
  for (let i = 0; i < count; i++) {
    const x = rng.int(canvas.width);
    const y = rng.int(canvas.height);
    const roll = rng.next();
    const colour = roll < 0.4 ? light : roll < 0.75 ? inks[rng.int(inks.length)]! : inkColour(rng);
    const paint = painter(canvas, colour);
    paint(x, y);
    if (rng.next() < 0.3) paint(x + 1, y);
  }
};
