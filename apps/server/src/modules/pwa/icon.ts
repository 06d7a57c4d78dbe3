import { initialStrokes, type Segment } from './glyphs.ts';
import { encodePng } from './png.ts';

type Rgb = [number, number, number];
export type IconColours = { surface: string; primary: string; accent: string };

const hex = (value: string, fallback: Rgb): Rgb => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return fallback;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** Distance from (px, py) to a segment. */
function segmentDistance(px: number, py: number, [x1, y1, x2, y2]: Segment): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / len2));
  return Math.hypot(px - x1 - t * dx, py - y1 - t * dy);
}

/** Signed distance to a rounded square covering the unit square (negative inside). */
function roundedSquare(x: number, y: number, r: number): number {
  const qx = Math.abs(x - 0.5) - 0.5 + r;
  const qy = Math.abs(y - 0.5) - 0.5 + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

type Layer = { colour: Rgb; distance: number };

/** The icon's layers at one point (unit coordinates), back to front: tile, ring, pearl, initial. */
function layersAt(x: number, y: number, icon: Drawing): Layer[] {
  const { scale, colours, strokes, maskable } = icon;
  const cx = (x - 0.5) / scale;
  const cy = (y - 0.5) / scale;
  const r = Math.hypot(cx, cy);
  const tile = maskable ? -1 : roundedSquare(x, y, 0.22);
  // the pearl: the brand's primary colour, lit from the upper left
  const light = Math.min(1, Math.hypot(cx + 0.12, cy + 0.14) / 0.42);
  const layers: Layer[] = [
    { colour: colours.surface, distance: tile },
    { colour: colours.accent, distance: (Math.abs(r - 0.405) - 0.022) * scale },
    {
      colour: mix(mix(colours.primary, [255, 255, 255], 0.45), colours.primary, light),
      distance: (r - 0.34) * scale,
    },
  ];
  if (r < 0.34) {
    // the initial, 0.36 high, centred on the pearl
    const gx = cx / 0.06 + 2;
    const gy = cy / 0.06 + 3;
    const d = Math.min(...strokes.map((s) => segmentDistance(gx, gy, s)));
    layers.push({ colour: colours.surface, distance: (d * 0.06 - 0.034) * scale });
  }
  return layers;
}

type Drawing = {
  scale: number;
  maskable: boolean;
  strokes: Segment[];
  colours: { surface: Rgb; primary: Rgb; accent: Rgb };
};

/** Rows drawn between two turns of the event loop: a 512 px icon is about 0.2 s of work in all. */
const ROWS_PER_TURN = 24;

/**
 * A brand's app icon as a PNG: its initial on a pearl of its primary colour, ringed in its
 * accent colour, on its page colour. Drawn from distances to each shape, so every edge is
 * anti-aliased at any size without supersampling; a few rows at a time, so a first request
 * never holds the event loop for long. A maskable icon fills the whole square and
 * keeps the drawing inside the central 80 % circle that launchers never crop.
 */
export async function drawIcon({
  size,
  maskable,
  name,
  colours,
}: {
  size: number;
  maskable: boolean;
  name: string;
  colours: IconColours;
}): Promise<Buffer> {
  const drawing: Drawing = {
    scale: maskable ? 0.8 : 1,
    maskable,
    strokes: initialStrokes(name),
    colours: {
      surface: hex(colours.surface, [15, 18, 24]),
      primary: hex(colours.primary, [245, 180, 0]),
      accent: hex(colours.accent, [43, 179, 163]),
    },
  };
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    // other requests go on while an icon is drawn
    if (py % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    for (let px = 0; px < size; px++) {
      let colour: Rgb = [0, 0, 0];
      let alpha = 0;
      for (const layer of layersAt((px + 0.5) / size, (py + 0.5) / size, drawing)) {
        const cover = Math.max(0, Math.min(1, 0.5 - layer.distance * size));
        if (cover === 0) continue;
        colour = mix(colour, layer.colour, alpha === 0 ? 1 : cover);
        alpha = alpha + cover * (1 - alpha);
      }
      const at = (py * size + px) * 4;
      rgba.set(
        [Math.round(colour[0]), Math.round(colour[1]), Math.round(colour[2]), Math.round(alpha * 255)],
        at,
      );
    }
  }
  return encodePng({ width: size, height: size, rgba });
}
