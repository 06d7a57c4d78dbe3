// A stroke font: each letter and digit as polylines on a small grid. The captcha draws it jittered
// and warped (lib/captcha); a brand's app icon draws its initial with it (modules/pwa).
export type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];

export const GLYPH_COLUMNS = 4;
export const GLYPH_ROWS = 6;

/**
 * A-Z and 0-9 on a 5x7 grid (x 0..4, y 0..6, y down): polylines separated by `|`, points by
 * spaces. The captcha's alphabet leaves out I, L, O, 0 and 1, which people confuse once distorted.
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
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '1.5,0 4,0|3,0 3,5 2,6 1,6 0,4.5',
  K: '0,0 0,6|4,0 0,4|1.5,2.5 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
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
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|0.5,5 3.5,1',
  '1': '1,1 2,0 2,6|1,6 3,6',
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

/** A glyph written as the table above writes them: polylines separated by `|`, points by spaces. */
export const parseGlyph = (strokes: string): Glyph =>
  strokes.split('|').map((line) => line.split(' ').map(parsePoint));

export const GLYPHS: ReadonlyMap<string, Glyph> = new Map(
  Object.entries(GLYPH_STROKES).map(([char, strokes]) => [char, parseGlyph(strokes)]),
);
