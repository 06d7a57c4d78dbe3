import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Build check: the JavaScript a phone downloads before the home page can show, gzipped, from
 * the Vite manifest: the entry with its static imports, plus the home route's chunk and its
 * static imports. Target <= 150 KB (issue 3). Run after `npm run build`.
 */
const TARGET_KB = 150;
const dist = new URL('../apps/web/dist/', import.meta.url);
type Chunk = { file: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, Chunk>;

const files = new Set<string>();
const walk = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
};
walk('index.html');
walk('src/app/routes/home.tsx');

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += size;
  return { file, kb: size / 1024 };
});
for (const r of rows.sort((a, b) => b.kb - a.kb)) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
const kb = total / 1024;
console.log(`home route initial JavaScript: ${kb.toFixed(1)} KB gzip (target <= ${TARGET_KB} KB) ${kb <= TARGET_KB ? 'PASS' : 'OVER TARGET'}`);
