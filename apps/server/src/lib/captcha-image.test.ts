import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, createCaptcha, crc32 } from './captcha-image.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS = 3;

type Chunk = { type: string; data: Buffer; crc: number; typeAndData: Buffer };

/** Splits a PNG into its chunks, checking that they exactly fill the file after the signature. */
const readChunks = (png: Buffer): Chunk[] => {
  const chunks: Chunk[] = [];
  let offset = SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const end = offset + 8 + length;
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, end),
      crc: png.readUInt32BE(end),
      typeAndData: png.subarray(offset + 4, end),
    });
    offset = end + 4;
  }
  expect(offset).toBe(png.length);
  return chunks;
};

const chunk = (png: Buffer, type: string): Buffer => {
  const found = readChunks(png).find((c) => c.type === type);
  if (!found) throw new Error(`no ${type} chunk`);
  return found.data;
};

/** Raw scanlines, each a filter byte followed by RGB triples. */
const scanlines = (png: Buffer): Buffer => inflateSync(chunk(png, 'IDAT'));

/** mulberry32: a tiny seeded stand-in for crypto.randomInt. */
const seeded = (seed: number): ((maxExclusive: number) => number) => {
  let state = seed | 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive);
  };
};

type Pixels = { width: number; height: number; at: (x: number, y: number) => [number, number, number] };

const decode = (png: Buffer): Pixels => {
  const header = chunk(png, 'IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = scanlines(png);
  const stride = 1 + width * CHANNELS;
  return {
    width,
    height,
    at: (x, y) => {
      const i = y * stride + 1 + x * CHANNELS;
      return [raw[i]!, raw[i + 1]!, raw[i + 2]!];
    },
  };
};

const luminance = ([r, g, b]: [number, number, number]): number => 0.299 * r + 0.587 * g + 0.114 * b;

/** Share of pixels in rows [fromRow, toRow) that match `test`. */
const share = (
  pixels: Pixels,
  fromRow: number,
  toRow: number,
  test: (rgb: [number, number, number]) => boolean,
) => {
  let hits = 0;
  for (let y = fromRow; y < toRow; y++)
    for (let x = 0; x < pixels.width; x++) if (test(pixels.at(x, y))) hits++;
  return hits / ((toRow - fromRow) * pixels.width);
};

const mostCommonColour = (pixels: Pixels): string => {
  const counts = new Map<string, number>();
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const key = pixels.at(x, y).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
};

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
  });
});

describe('createCaptcha', () => {
  it('writes the PNG signature and an 8-bit RGB IHDR with the requested size', () => {
    const { png } = createCaptcha();
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const chunks = readChunks(png);
    expect(chunks[0]!.type).toBe('IHDR');
    const header = chunks[0]!.data;
    expect(header.length).toBe(13);
    expect(header.readUInt32BE(0)).toBe(120);
    expect(header.readUInt32BE(4)).toBe(40);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]); // depth, RGB, deflate, filter 0, no interlace

    const custom = chunk(createCaptcha({ width: 200, height: 64 }).png, 'IHDR');
    expect([custom.readUInt32BE(0), custom.readUInt32BE(4)]).toEqual([200, 64]);
  });

  it('has IHDR, IDAT, IEND in order and every chunk CRC verifies', () => {
    const chunks = readChunks(createCaptcha({ random: seeded(1) }).png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[2]!.data.length).toBe(0);
    for (const c of chunks) expect(c.crc).toBe(crc32(c.typeAndData));
  });

  it('inflates IDAT to one filter-0 scanline of RGB per row', () => {
    for (const [width, height] of [
      [120, 40],
      [77, 31],
    ] as const) {
      const raw = scanlines(createCaptcha({ width, height }).png);
      const stride = 1 + width * CHANNELS;
      expect(raw.length).toBe(height * stride);
      for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0);
    }
  });

  it('returns the PNG as a base64 data URL', () => {
    const { png, dataUrl } = createCaptcha();
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64').equals(png)).toBe(true);
  });

  it('answers with the requested number of alphabet characters', () => {
    const allowed = new RegExp(`^[${CAPTCHA_ALPHABET}]+$`);
    for (let i = 0; i < 50; i++) {
      const { answer } = createCaptcha();
      expect(answer).toHaveLength(4);
      expect(answer).toMatch(allowed);
    }
    expect(createCaptcha({ length: 7 }).answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{7}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('can draw every character of the alphabet', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i++) {
      const { answer } = createCaptcha({
        length: 1,
        random: (max) => (max === CAPTCHA_ALPHABET.length ? i : 7),
      });
      expect(answer).toBe(CAPTCHA_ALPHABET[i]);
    }
  });

  it('is deterministic for a fixed random source, and differs between seeds', () => {
    const a = createCaptcha({ random: seeded(42) });
    const b = createCaptcha({ random: seeded(42) });
    const c = createCaptcha({ random: seeded(43) });
    expect(b.answer).toBe(a.answer);
    expect(b.png.equals(a.png)).toBe(true);
    expect(c.png.equals(a.png)).toBe(false);
    expect(scanlines(c.png).equals(scanlines(a.png))).toBe(false);
  });

  it('draws text: many non-background pixels, and dark ink concentrated in the middle band', () => {
    const isInk = (rgb: [number, number, number]) => luminance(rgb) < 140;
    let middleTotal = 0;
    let edgeTotal = 0;
    const seeds = 10;
    for (let seed = 1; seed <= seeds; seed++) {
      const pixels = decode(createCaptcha({ random: seeded(seed) }).png);
      const { height } = pixels;
      const background = mostCommonColour(pixels);
      expect(luminance(background.split(',').map(Number) as [number, number, number])).toBeGreaterThan(200);
      expect(share(pixels, 0, height, (rgb) => rgb.join(',') !== background)).toBeGreaterThan(0.1);

      const middle = share(pixels, Math.floor(height * 0.3), Math.ceil(height * 0.7), isInk);
      expect(middle).toBeGreaterThan(0.1);
      middleTotal += middle;
      // Noise curves may run along an edge in one image, but the text never does.
      edgeTotal += (share(pixels, 0, 4, isInk) + share(pixels, height - 4, height, isInk)) / 2;
    }
    expect(middleTotal / seeds).toBeGreaterThan((3 * edgeTotal) / seeds);
  });

  it('rejects sizes it cannot draw and random sources that leave their range', () => {
    expect(() => createCaptcha({ length: 0 })).toThrow(RangeError);
    expect(() => createCaptcha({ width: 1.5 })).toThrow(RangeError);
    expect(() => createCaptcha({ random: () => CAPTCHA_ALPHABET.length })).toThrow(RangeError);
  });

  it('is fast', () => {
    createCaptcha(); // warm up
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) createCaptcha();
    const average = (performance.now() - start) / runs;
    console.log(`createCaptcha: ${average.toFixed(3)} ms on average over ${runs} runs`);
    expect(average).toBeLessThan(20);
  });
});
