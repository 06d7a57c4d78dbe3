import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml|map)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );

/**
 * Writes `name.br` and `name.gz` beside every text file of a directory, at the highest levels:
 * compressing once at build time costs nothing per request, and the server sends whichever
 * the browser accepts. A variant that would not be smaller than the file is left out, so the
 * server falls back to the next encoding.
 */
export function precompressDir(dir: string): { file: string; raw: number; br?: number; gz?: number }[] {
  return filesUnder(dir)
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => {
      const raw = readFileSync(file);
      const br = brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      const gz = gzipSync(raw, { level: 9 });
      const row: { file: string; raw: number; br?: number; gz?: number } = { file, raw: raw.length };
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (br.length < raw.length) row.br = br.length;
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      if (gz.length < raw.length) row.gz = gz.length;
      return row;
    });
}

/** Vite build step: pre-compress everything the build wrote (public files included). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const rows = precompressDir(outDir);
        const raw = rows.reduce((n, r) => n + r.raw, 0);
        const br = rows.reduce((n, r) => n + (r.br ?? r.raw), 0);
        console.log(
          `precompressed ${rows.length} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
        );
      },
    },
  };
}
