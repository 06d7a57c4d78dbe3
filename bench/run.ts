import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/** `npm run bench [name]`: runs bench/<name>.ts, or every benchmark in turn. */
const wanted = process.argv[2];
const all = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.ts') && !['run.ts', 'lib.ts', 'stats.ts', 'hello-server.ts'].includes(f))
  .map((f) => f.replace(/\.ts$/, ''));
const names = wanted ? [wanted] : all;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`no benchmark ${name}; have: ${all.join(', ')}`);
    process.exit(64);
  }
  const r = spawnSync(process.execPath, [new URL(`./${name}.ts`, import.meta.url).pathname], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
