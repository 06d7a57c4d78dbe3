import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Characters a captcha may contain: no 0/O, 1/I/L, which people confuse once distorted. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type CaptchaOptions = {
  length?: number;
  width?: number;
  height?: number;
  /** Uniform integer in [0, maxExclusive); defaults to `crypto.randomInt`. */
  random?: (maxExclusive: number) => number;
};

export type Captcha = { answer: string; png: Buffer; dataUrl: string };

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];
type Rng = {
  next: () => number;
  int: (maxExclusive: number) => number;
  range: (min: number, max: number) => number;
};
type Canvas = {
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly data: Buffer;
};
type Warp = { ampX: number; freqX: number; phaseX: number; ampY: number; freqY: number; phaseY: number };
type Affine = { a: number; b: number; c: number; d: number; tx: number; ty: number };

const CHANNELS = 3;
/** Distance between pen dots, in pixels: small enough that strokes never break up. */
const PEN_STEP = 0.5;
const GLYPH_COLUMNS = 4;
const GLYPH_ROWS = 6;

/**
 * A stroke font on a 5x7 grid (x 0..4, y 0..6, y down): polylines separated by `|`, points by spaces.
 * Vertices are jittered and the strokes warped at draw time, so no two renderings match.
 */
const GLYPH_STROKES: Record<string, string> = {
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '1.5,0 4,0|3,0 3,5 2,6 1,6 0,4.5',
  K: '0,0 0,6|4,0 0,4|1.5,2.5 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.2,3.8 4.3,6.3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5|1.5,3 3,3',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0.5,0 0,3 2.8,2.6 4,3.6 4,5 3,6 1,6 0,5',
  '6': '3.5,0 1.8,0.4 0.4,2 0,4 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4',
  '7': '0,0 4,0 1.5,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3|1,3 0,2 0,1 1,0',
  '9': '4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,2 3.6,4 2.2,5.6 0.5,6',
};

const parsePoint = (text: string): Point => {
  const [x, y] = text.split(',').map(Number);
  return [x ?? 0, y ?? 0];
};

const GLYPHS: ReadonlyMap<string, Glyph> = new Map(
  Object.entries(GLYPH_STROKES).map(([char, strokes]) => [
    char,
    strokes.split('|').map((line) => line.split(' ').map(parsePoint)),
  ]),
);

/** Draws `random` for every character, so the answer's strength is the caller's generator's. */
const pickAnswer = (length: number, random: (maxExclusive: number) => number): string => {
  let answer = '';
  for (let i = 0; i < length; i++) {
    const index = random(CAPTCHA_ALPHABET.length);
    if (!Number.isInteger(index) || index < 0 || index >= CAPTCHA_ALPHABET.length) {
      throw new RangeError(`random(${CAPTCHA_ALPHABET.length}) returned ${index}`);
    }
    answer += CAPTCHA_ALPHABET[index];
  }
  return answer;
};

/** sfc32: fast and good enough for the picture's geometry and noise, which carry no secret. */
const createRng = (seedA: number, seedB: number): Rng => {
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

const hsv = (hue: number, saturation: number, value: number): Rgb => {
  const channel = (n: number): number => {
    const k = (n + hue / 60) % 6;
    return Math.round(255 * (value - value * saturation * Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [channel(5), channel(3), channel(1)];
};

const inkColour = (rng: Rng): Rgb => hsv(rng.range(0, 360), rng.range(0.55, 0.95), rng.range(0.22, 0.52));
const paperColour = (rng: Rng): Rgb => hsv(rng.range(0, 360), rng.range(0.03, 0.1), rng.range(0.94, 1));

/** The canvas is the PNG's raw scanlines: a zero filter byte, then RGB triples, per row. */
const createCanvas = (width: number, height: number, background: Rgb): Canvas => {
  const stride = 1 + width * CHANNELS;
  const data = Buffer.alloc(stride * height);
  for (let i = 1; i < stride; i += CHANNELS) data.set(background, i);
  for (let y = 1; y < height; y++) data.copy(data, y * stride, 0, stride);
  return { width, height, stride, data };
};

const setPixel = (canvas: Canvas, x: number, y: number, colour: Rgb): void => {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  canvas.data.set(colour, y * canvas.stride + 1 + x * CHANNELS);
};

const stampDisc = (canvas: Canvas, cx: number, cy: number, radius: number, colour: Rgb): void => {
  const r2 = radius * radius;
  const y1 = Math.min(canvas.height - 1, Math.floor(cy + radius));
  const x1 = Math.min(canvas.width - 1, Math.floor(cx + radius));
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= x1; x++) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) setPixel(canvas, x, y, colour);
    }
  }
};

/** Draws through the image-wide sine warp, with a stroke width that swells and thins like a real pen. */
class Pen {
  readonly #canvas: Canvas;
  readonly #warp: Warp;
  #x = 0;
  #y = 0;
  #travelled = 0;
  colour: Rgb = [0, 0, 0];
  radius = 1;
  pressurePhase = 0;

  constructor(canvas: Canvas, warp: Warp) {
    this.#canvas = canvas;
    this.#warp = warp;
  }

  moveTo(x: number, y: number): void {
    this.#x = x;
    this.#y = y;
    this.#dot(x, y);
  }

  lineTo(x: number, y: number): void {
    const dx = x - this.#x;
    const dy = y - this.#y;
    const length = Math.hypot(dx, dy);
    const steps = Math.max(1, Math.ceil(length / PEN_STEP));
    const startTravel = this.#travelled;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      this.#travelled = startTravel + length * t;
      this.#dot(this.#x + dx * t, this.#y + dy * t);
    }
    this.#x = x;
    this.#y = y;
  }

  #dot(x: number, y: number): void {
    const w = this.#warp;
    const wx = x + w.ampX * Math.sin(y * w.freqX + w.phaseX);
    const wy = y + w.ampY * Math.sin(x * w.freqY + w.phaseY);
    const r = this.radius * (1 + 0.2 * Math.sin(this.#travelled * 0.4 + this.pressurePhase));
    stampDisc(this.#canvas, wx, wy, r, this.colour);
  }
}

const randomWarp = (rng: Rng, width: number, height: number): Warp => ({
  ampX: rng.range(0.8, 1.8),
  freqX: (2 * Math.PI) / (height * rng.range(0.8, 1.4)),
  phaseX: rng.range(0, 2 * Math.PI),
  ampY: height * rng.range(0.05, 0.08),
  freqY: (2 * Math.PI) / (width * rng.range(0.55, 1.1)),
  phaseY: rng.range(0, 2 * Math.PI),
});

/** Rotation after shear after scale, centred on the glyph; grid coordinates are centred first. */
const glyphPose = (rng: Rng, cx: number, cy: number, scaleX: number, scaleY: number): Affine => {
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

const drawGlyph = (pen: Pen, glyph: Glyph, pose: Affine, rng: Rng): void => {
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
const drawText = (pen: Pen, answer: string, rng: Rng, canvas: Canvas): Rgb[] => {
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
    drawGlyph(pen, GLYPHS.get(answer.charAt(i))!, glyphPose(rng, cx, cy, scaleX, scaleY), rng);
    colours.push(pen.colour);
  }
  return colours;
};

const drawCurve = (pen: Pen, rng: Rng, width: number, height: number): void => {
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

const drawArc = (pen: Pen, rng: Rng, width: number, height: number): void => {
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
const drawNoiseLines = (pen: Pen, rng: Rng, canvas: Canvas, inks: readonly Rgb[]): void => {
  const curves = 1 + rng.int(2);
  const arcs = 1;
  for (let i = 0; i < curves + arcs; i++) {
    pen.colour = rng.next() < 0.75 ? inks[rng.int(inks.length)]! : inkColour(rng);
    pen.radius = rng.range(0.6, 0.9);
    pen.pressurePhase = rng.range(0, 2 * Math.PI);
    if (i < curves) drawCurve(pen, rng, canvas.width, canvas.height);
    else drawArc(pen, rng, canvas.width, canvas.height);
  }
};

/** Dark specks in ink colours plus light ones that nick the strokes. */
const drawSpeckles = (canvas: Canvas, rng: Rng, inks: readonly Rgb[], paper: Rgb): void => {
  const count = Math.round(canvas.width * canvas.height * 0.035);
  const light: Rgb = [Math.min(255, paper[0] + 8), Math.min(255, paper[1] + 8), Math.min(255, paper[2] + 8)];
  for (let i = 0; i < count; i++) {
    const x = rng.int(canvas.width);
    const y = rng.int(canvas.height);
    const roll = rng.next();
    const colour = roll < 0.4 ? light : roll < 0.75 ? inks[rng.int(inks.length)]! : inkColour(rng);
    setPixel(canvas, x, y, colour);
    if (rng.next() < 0.3) setPixel(canvas, x + 1, y, colour);
  }
};

const CRC_TABLE = ((): Uint32Array => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32Range = (bytes: Uint8Array, start: number, end: number): number => {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** CRC-32 (ISO-HDLC, as PNG uses it) of `bytes`, as an unsigned 32-bit integer. */
export const crc32 = (bytes: Uint8Array): number => crc32Range(bytes, 0, bytes.length);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Writes length, type, data and the CRC of type+data at `offset`; returns the offset after it. */
const writeChunk = (out: Buffer, offset: number, type: string, data: Uint8Array): number => {
  out.writeUInt32BE(data.length, offset);
  out.write(type, offset + 4, 'latin1');
  out.set(data, offset + 8);
  const end = offset + 8 + data.length;
  out.writeUInt32BE(crc32Range(out, offset + 4, end), end);
  return end + 4;
};

/** 8-bit truecolour PNG from raw scanlines that already carry their filter bytes. */
const encodePng = (canvas: Canvas): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB; compression, filter and interlace methods stay 0
  const idat = deflateSync(canvas.data);
  const png = Buffer.allocUnsafe(PNG_SIGNATURE.length + 3 * 12 + header.length + idat.length);
  PNG_SIGNATURE.copy(png, 0);
  let offset = writeChunk(png, PNG_SIGNATURE.length, 'IHDR', header);
  offset = writeChunk(png, offset, 'IDAT', idat);
  writeChunk(png, offset, 'IEND', new Uint8Array(0));
  return png;
};

const checkSize = (name: string, value: number, min: number, max: number): number => {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`captcha ${name} must be an integer in [${min}, ${max}], got ${value}`);
  }
  return value;
};

/**
 * Creates a captcha: a random answer from {@link CAPTCHA_ALPHABET} and a PNG of it.
 *
 * The image shows the answer in a hand-made stroke font on a light, tinted background. Every glyph
 * gets its own dark colour, scale, rotation, shear, vertical offset and jittered vertices, and the
 * whole drawing goes through a sine-wave warp, so no glyph matches a template or sits on a
 * baseline. Thin curves and arcs in the glyphs' colours cross the text and speckles sprinkle the
 * image, which defeats colour separation and simple segmentation while a person still reads it.
 *
 * The answer comes from `random` (`crypto.randomInt` by default); the drawing's randomness comes
 * from a fast generator seeded through `random`, so one call to the option makes output
 * reproducible in tests and the noise never reveals the answer.
 */
export function createCaptcha(options: CaptchaOptions = {}): Captcha {
  const length = checkSize('length', options.length ?? 4, 1, 16);
  const width = checkSize('width', options.width ?? 120, 16, 2048);
  const height = checkSize('height', options.height ?? 40, 12, 1024);
  const random = options.random ?? randomInt;
  const answer = pickAnswer(length, random);
  const rng = createRng(random(0x100000000), random(0x100000000));

  const paper = paperColour(rng);
  const canvas = createCanvas(width, height, paper);
  const pen = new Pen(canvas, randomWarp(rng, width, height));
  const inks = drawText(pen, answer, rng, canvas);
  drawNoiseLines(pen, rng, canvas, inks);
  drawSpeckles(canvas, rng, inks, paper);

  const png = encodePng(canvas);
  return { answer, png, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
}
