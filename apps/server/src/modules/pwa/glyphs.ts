import { GLYPHS, parseGlyph } from '../../lib/stroke-font.ts';

// A brand's initial on its app icon, in the stroke font the captcha draws (4 x 6 grid, y down):
// Latin letters and digits; any other first character gets the sparkle.

/** Four-pointed sparkle, for a name that does not start with a Latin letter or a digit. */
const SPARKLE = parseGlyph('2,0 2,6|0,3 4,3|0.8,1.8 3.2,4.2|3.2,1.8 0.8,4.2');

export type Segment = [number, number, number, number];

/** The strokes of a name's first letter or digit, as segments on the 4 x 6 grid. */
export function initialStrokes(name: string): Segment[] {
  const first = [...name.normalize('NFD').toUpperCase()].find((c) => /[A-Z0-9]/.test(c));
  const glyph = (first && GLYPHS.get(first)) || SPARKLE;
  return glyph.flatMap((points) =>
    points.slice(1).map(([x, y], i): Segment => [points[i]![0], points[i]![1], x, y]),
  );
}
