import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `node scripts/table-writers.ts` (part of `npm run check`): one writer per table. Finds every
 * table of the server's database type and every statement that writes one (Kysely's insertInto,
 * updateTable, deleteFrom, replaceInto, mergeInto, and hand-written INSERT, UPDATE, DELETE) in
 * the server's modules, CLI, seed, lib and plugins; prints which module writes each table; and
 * fails when a table has more than one writing module, or a writer outside the modules.
 *
 * The demo seed (`src/seed`) fills a fresh database for development: its inserts are each
 * table's owning module's demo data, so they are shown but are no second writer.
 */

/** Where a table is written: the file (from the server's `src/`), the line, the statement. */
export type WriteSite = { table: string; file: string; line: number; how: string };
export type Verdict = { owners: Map<string, Set<string>>; problems: string[] };

const SERVER_SRC = fileURLToPath(new URL('../apps/server/src/', import.meta.url));
const SCANNED = ['modules', 'cli', 'seed', 'lib', 'plugins'];
/** Writers that are not modules but stand for the table's owner (see above). */
const OWNERS_DATA = new Set(['seed']);

/** The tables: the keys of `Database` in db/schema.ts. */
export function tablesOf(schemaText: string): string[] {
  const body = /export type Database = \{([\s\S]*?)\n\};/.exec(schemaText)?.[1] ?? '';
  return [...body.matchAll(/^\s+(\w+): \w+;/gm)].map((m) => m[1] as string);
}

/** Who a file of the server speaks for: `modules/<name>/...` is that module, else its folder. */
export function writerOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? (parts[1] ?? 'modules') : (parts[0] ?? file);
}

const stripComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, (c) => ' '.repeat(c.length));

/** Every write of a known table in one file's text. */
export function writesIn(
  file: string,
  { text, tables }: { text: string; tables: ReadonlySet<string> },
): WriteSite[] {
  const code = stripComments(text);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const sites: WriteSite[] = [];
  const patterns: [RegExp, string][] = [
    [/\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`](\w+)/g, ''],
    [/\b(insert\s+(?:or\s+\w+\s+)?into)\s+(\w+)/gi, 'sql'],
    [/\b(update)\s+(\w+)\s+(?:as\s+\w+\s+)?set\b/gi, 'sql'],
    [/\b(delete\s+from)\s+(\w+)/gi, 'sql'],
  ];
  for (const [pattern, kind] of patterns)
    for (const m of code.matchAll(pattern)) {
      const table = m[2] as string;
      if (!tables.has(table)) continue;
      const verb = (m[1] as string).replace(/\s+/g, ' ');
      sites.push({ table, file, line: lineAt(m.index), how: kind ? `${kind} ${verb.toLowerCase()}` : verb });
    }
  return sites;
}

/** Groups the sites by table and names what breaks the rule. */
export function judge(sites: readonly WriteSite[]): Verdict {
  const owners = new Map<string, Set<string>>();
  for (const s of sites) {
    const set = owners.get(s.table) ?? new Set<string>();
    set.add(writerOf(s.file));
    owners.set(s.table, set);
  }
  const problems: string[] = [];
  for (const [table, writers] of owners) {
    const modules = [...writers].filter((w) => !OWNERS_DATA.has(w));
    const outside = modules.filter((w) => !sites.some((s) => s.file.startsWith(`modules/${w}/`)));
    const at = (w: string) =>
      sites
        .filter((s) => s.table === table && writerOf(s.file) === w)
        .map((s) => `${s.file}:${s.line}`)
        .join(', ');
    for (const w of outside) problems.push(`${table}: written outside the modules by ${w} (${at(w)})`);
    const inside = modules.filter((w) => !outside.includes(w));
    if (inside.length > 1)
      problems.push(
        `${table}: written by ${inside.length} modules: ${inside.map((w) => `${w} (${at(w)})`).join('; ')}`,
      );
  }
  return { owners, problems };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Scans the server's sources. */
export function scan(root = SERVER_SRC): WriteSite[] {
  const tables = new Set(tablesOf(readFileSync(join(root, 'db/schema.ts'), 'utf8')));
  return SCANNED.flatMap((folder) => filesUnder(join(root, folder))).flatMap((path) =>
    writesIn(relative(root, path).split(sep).join('/'), { text: readFileSync(path, 'utf8'), tables }),
  );
}

function main(): number {
  const sites = scan();
  const { owners, problems } = judge(sites);
  const width = Math.max(...[...owners.keys()].map((t) => t.length));
  console.log('table → writer (seed: the owner’s demo data)');
  for (const table of [...owners.keys()].sort())
    console.log(`  ${table.padEnd(width)}  ${[...(owners.get(table) ?? [])].sort().join(', ')}`);
  if (problems.length === 0) {
    console.log('one writer per table: ok');
    return 0;
  }
  console.error(`\none writer per table: ${problems.length} table(s) break it`);
  for (const p of problems) console.error(`  ${p}`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
