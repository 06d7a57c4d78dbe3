// The picture a captcha is drawn on (the PNG's raw scanlines) and the pen that draws on it.
export type Rgb = readonly [number, number, number];
export type Canvas = {
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly data: Buffer;
};
export type Warp = {
  ampX: number;
  freqX: number;
  phaseX: number;
  ampY: number;
  freqY: number;
  phaseY: number;
};

const CHANNELS = 3;
/** Distance between pen dots, in pixels: small enough that strokes never break up. */
const PEN_STEP = 0.5;

export const hsv = ({ hue, saturation, value }: { hue: number; saturation: number; value: number }): Rgb => {
  const channel = (n: number): number => {
    const k = (n + hue / 60) % 6;
    return Math.round(255 * (value - value * saturation * Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [channel(5), channel(3), channel(1)];
};

/** The canvas is the PNG's raw scanlines: a zero filter byte, then RGB triples, per row. */
export const createCanvas = (
  { width, height }: { width: number; height: number },
  background: Rgb,
): Canvas => {
  const stride = 1 + width * CHANNELS;
  const data = Buffer.alloc(stride * height);
  for (let i = 1; i < stride; i += CHANNELS) data.set(background, i);
  for (let y = 1; y < height; y++) data.copy(data, y * stride, 0, stride);
  return { width, height, stride, data };
};

/** Sets pixels of the canvas to `colour`; pixels outside it are left alone. */
export const painter =
  (canvas: Canvas, colour: Rgb) =>
  (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
    canvas.data.set(colour, y * canvas.stride + 1 + x * CHANNELS);
  };

const stampDisc = (canvas: Canvas, disc: { cx: number; cy: number; radius: number; colour: Rgb }): void => {
  const { cx, cy, radius } = disc;
  const paint = painter(canvas, disc.colour);
  const r2 = radius * radius;
  const y1 = Math.min(canvas.height - 1, Math.floor(cy + radius));
  const x1 = Math.min(canvas.width - 1, Math.floor(cx + radius));
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= x1; x++) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) paint(x, y);
    }
  }
};

/** Draws through the image-wide sine warp, with a stroke width that swells and thins like a real pen. */
export class Pen {
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
    stampDisc(this.#canvas, { cx: wx, cy: wy, radius: r, colour: this.colour });
  }
}
