/**
 * A stroke alphabet for the brand's initial on its app icon: each glyph is polylines on a
 * 4 x 6 grid (x right, y down), drawn as round-capped strokes. Latin letters and digits are
 * enough for an initial; any other first character gets the sparkle.
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2.5,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.2,2.6 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|0.5,5 3.5,1',
  '1': '1,1 2,0 2,6|1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5|1.5,3 3,3',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
  '6': '3.5,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3|1,3 0,2 0,1 1,0',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6',
};

/** Four-pointed sparkle, for a name that does not start with a Latin letter or a digit. */
const SPARKLE = '2,0 2,6|0,3 4,3|0.8,1.8 3.2,4.2|3.2,1.8 0.8,4.2';

export type Segment = [number, number, number, number];

/** The strokes of a name's first letter or digit, as segments on the 4 x 6 grid. */
export function initialStrokes(name: string): Segment[] {
  const first = [...name.normalize('NFD').toUpperCase()].find((c) => /[A-Z0-9]/.test(c));
  const spec = (first && GLYPHS[first]) ?? SPARKLE;
  return spec.split('|').flatMap((line) => {
    const points = line.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    return points.slice(1).map(([x, y], i): Segment => [points[i]![0], points[i]![1], x, y]);
  });
}
