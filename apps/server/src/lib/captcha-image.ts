import { randomInt } from 'node:crypto';
import {
  createRng,
  drawNoiseLines,
  drawSpeckles,
  drawText,
  paperColour,
  randomWarp,
} from './captcha/drawing.ts';
import { encodePng } from './captcha/png.ts';
import { createCanvas, Pen } from './captcha/raster.ts';

export { crc32 } from './captcha/png.ts';

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

const checkSize = (
  name: string,
  { value, min, max }: { value: number; min: number; max: number },
): number => {
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
  const length = checkSize('length', { value: options.length ?? 4, min: 1, max: 16 });
  const width = checkSize('width', { value: options.width ?? 120, min: 16, max: 2048 });
  const height = checkSize('height', { value: options.height ?? 40, min: 12, max: 1024 });
  const random = options.random ?? randomInt;
  const answer = pickAnswer(length, random);
  const rng = createRng(random(0x100000000), random(0x100000000));

  const paper = paperColour(rng);
  const canvas = createCanvas({ width, height }, paper);
  const scene = { pen: new Pen(canvas, randomWarp(rng, canvas)), rng, canvas };
  const inks = drawText(scene, answer);
  drawNoiseLines(scene, inks);
  drawSpeckles(scene, { inks, paper });

  const png = encodePng(canvas);
  return { answer, png, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
}
