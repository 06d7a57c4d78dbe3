import { randomInt } from 'node:crypto';
import {
  GAMES,
  drawCommitment,
  drawOutcome,
  layoutDigits,
  outcomeFromStream,
  wordsFor,
  type DrawOutcome,
  type DrawShape,
} from '../packages/contracts/src/lottery/index.ts';
import { RoundStream, StreamExhausted } from '../packages/contracts/src/games/fair/fair.ts';
import { nodeHmac, nodeHmacSync, nodeSha256, randomHex32 } from '../apps/server/src/lib/node-crypto.ts';
import { fmt } from './lib.ts';
import { binomialAtLeast, chiSquare, chiSquareP, normalTwoSided } from './stats.ts';

/**
 * bench/draw-rng (issue 7): the long run of the lottery draw RNG over every draw shape the games
 * use (digits of SSC and 3D, 11-pick-5, the PK10 permutation, Mark Six, the VN north and south
 * layouts). Each draw has a fresh seed, as a real draw does, and its bytes are the real ones
 * (HMAC-SHA256 of `GAME:numero:cursor` keyed by the seed); the first draws of each shape are
 * checked against the server's own `drawOutcome`. Per position: Pearson's chi-square over the
 * values with its p-value, pass at 99%, and the worst single value's frequency (|z|, with its
 * p-value corrected for the number of values); then the multiple-testing picture (how many of the
 * N positions fail by chance at 1%). Last, draws/s of the real commit-reveal draw (seed,
 * commitment, outcome, as the scheduler runs it) next to raw `crypto.randomInt` calls giving the
 * same number of values of the same ranges, in the same run.
 *
 * BENCH_DRAWS: draws per shape (20,000,000); BENCH_SECONDS: time budget per shape (40 s; 0 for
 * none), the run stops at whichever comes first. BENCH_SPEED_DRAWS: draws per shape timed (50,000).
 */
const DRAWS = Number(process.env['BENCH_DRAWS'] ?? 20_000_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 40);
const SPEED_DRAWS = Number(process.env['BENCH_SPEED_DRAWS'] ?? 50_000);
const ALPHA = 0.01;

/** One game per distinct shape, named by its family. */
const shapes: { label: string; code: string; shape: DrawShape }[] = [];
for (const g of GAMES) {
  if (shapes.some((s) => JSON.stringify(s.shape) === JSON.stringify(g.shape))) continue;
  const what =
    g.shape.kind === 'digits'
      ? `${g.shape.length} digits`
      : g.shape.kind === 'pick'
        ? `${g.shape.count} of ${g.shape.of}`
        : g.shape.kind === 'permutation'
          ? `permutation of ${g.shape.of}`
          : g.shape.kind === 'marksix'
            ? 'Mark Six 7 of 49'
            : `VN ${g.shape.layout}`;
  shapes.push({ label: `${what} (${g.code})`, code: g.code, shape: g.shape });
}

/**
 * The views tested per position: every value when a position has at most 1,000; a VN number of
 * 4 or more digits in two views, its leading three digits (1,000 equal bins) and its last two
 * (the numbers lo and de bets pay on).
 */
type View = { name: string; bins: number; bin: (v: number) => number };
function viewsOf(shape: DrawShape): { views: View[]; min: number } {
  const plain = (name: string, bins: number, min: number): View => ({ name, bins, bin: (v) => v - min });
  if (shape.kind === 'digits')
    return { views: Array.from({ length: shape.length }, (_, i) => plain(`pos ${i + 1}`, 10, 0)), min: 0 };
  if (shape.kind === 'pick')
    return {
      views: Array.from({ length: shape.count }, (_, i) => plain(`pos ${i + 1}`, shape.of, 1)),
      min: 1,
    };
  if (shape.kind === 'permutation')
    return { views: Array.from({ length: shape.of }, (_, i) => plain(`pos ${i + 1}`, shape.of, 1)), min: 1 };
  if (shape.kind === 'marksix')
    return {
      views: Array.from({ length: 7 }, (_, i) => plain(i === 6 ? 'special' : `ball ${i + 1}`, 49, 1)),
      min: 1,
    };
  return { views: [], min: 0 }; // VN: see vnViews
}

type VnView = View & { position: number };
function vnViews(layout: 'north' | 'south'): VnView[] {
  return layoutDigits(layout).flatMap((d, i): VnView[] => {
    const n = `no ${i + 1} (${d}d)`;
    if (d <= 3) return [{ name: n, bins: 10 ** d, bin: (v) => v, position: i }];
    const cut = 10 ** (d - 3);
    return [
      { name: `${n} lead 3`, bins: 1000, bin: (v) => Math.floor(v / cut), position: i },
      { name: `${n} last 2`, bins: 100, bin: (v) => v % 100, position: i },
    ];
  });
}

/** The draw's outcome from its bytes, synchronously: what `drawOutcome` computes with node:crypto. */
function drawSync(seed: string, code: string, numero: string, shape: DrawShape): DrawOutcome {
  for (let blocks = Math.ceil(wordsFor(shape) / 8); ; blocks++) {
    const bytes = new Uint8Array(blocks * 32);
    for (let c = 0; c < blocks; c++) bytes.set(nodeHmacSync(seed, `${code}:${numero}:${c}`), c * 32);
    try {
      return outcomeFromStream(shape, new RoundStream(bytes));
    } catch (e) {
      if (!(e instanceof StreamExhausted)) throw e;
    }
  }
}

type Row = { shape: string; view: string; df: number; chi2: number; p: number; z: number; pz: number };

async function frequencies(
  s: (typeof shapes)[number],
): Promise<{ rows: Row[]; draws: number; secs: number }> {
  const views: (View & { position: number })[] =
    s.shape.kind === 'vn'
      ? vnViews(s.shape.layout)
      : viewsOf(s.shape).views.map((v, i) => ({ ...v, position: i }));
  const counts = views.map((v) => new Float64Array(v.bins));
  // The synchronous path must be the server's draw, byte for byte.
  for (let n = 0; n < 1000; n++) {
    const seed = randomHex32();
    const real = await drawOutcome({ seed, gameCode: s.code, numero: String(n), shape: s.shape }, nodeHmac);
    if (real.join(',') !== drawSync(seed, s.code, String(n), s.shape).join(','))
      throw new Error(`${s.label}: the benchmark's draw differs from drawOutcome`);
  }
  const t0 = performance.now();
  const deadline = SECONDS > 0 ? t0 + SECONDS * 1000 : Infinity;
  let n = 0;
  while (n < DRAWS && (n % 4096 !== 0 || performance.now() < deadline)) {
    const out = drawSync(randomHex32(), s.code, String(n), s.shape);
    for (let i = 0; i < views.length; i++) {
      const v = views[i]!;
      counts[i]![v.bin(Number(out[v.position]))]!++;
    }
    n++;
  }
  const secs = (performance.now() - t0) / 1000;
  const rows = views.map((v, i): Row => {
    const c = counts[i]!;
    const chi2 = chiSquare(c, n);
    const p1 = 1 / v.bins;
    const sd = Math.sqrt(n * p1 * (1 - p1));
    let z = 0;
    for (const x of c) z = Math.max(z, Math.abs(x - n * p1) / sd);
    // Šidák: the chance that the worst of `bins` values is at least this far out.
    const pz = 1 - (1 - normalTwoSided(z)) ** v.bins;
    return { shape: s.label, view: v.name, df: v.bins - 1, chi2, p: chiSquareP(chi2, v.bins - 1), z, pz };
  });
  return { rows, draws: n, secs };
}

/** The real commit-reveal draw (seed, commitment, outcome) against randomInt for the same values. */
async function speed(s: (typeof shapes)[number]) {
  const ranges: number[] =
    s.shape.kind === 'digits'
      ? Array(s.shape.length).fill(10)
      : s.shape.kind === 'pick'
        ? Array.from({ length: s.shape.count }, (_, i) => (s.shape as { of: number }).of - i)
        : s.shape.kind === 'permutation'
          ? Array.from({ length: s.shape.of }, (_, i) => (s.shape as { of: number }).of - i)
          : s.shape.kind === 'marksix'
            ? Array.from({ length: 7 }, (_, i) => 49 - i)
            : layoutDigits(s.shape.layout).map((d) => 10 ** d);
  let sink = 0;
  const real = async (draws: number) => {
    const t = performance.now();
    for (let n = 0; n < draws; n++) {
      const seed = randomHex32();
      sink += (await drawCommitment(seed, nodeSha256)).length;
      sink += (await drawOutcome({ seed, gameCode: s.code, numero: String(n), shape: s.shape }, nodeHmac))
        .length;
    }
    return (performance.now() - t) / 1000;
  };
  const raw = (draws: number) => {
    const t = performance.now();
    for (let n = 0; n < draws; n++) for (const r of ranges) sink += randomInt(r);
    return (performance.now() - t) / 1000;
  };
  // Warm both up (JIT, randomInt's byte pool), then time them in turn, twice, keeping the best.
  await real(SPEED_DRAWS / 10);
  raw(SPEED_DRAWS / 10);
  let best = { real: Infinity, raw: Infinity };
  for (let i = 0; i < 2; i++)
    best = {
      real: Math.min(best.real, await real(SPEED_DRAWS / 2)),
      raw: Math.min(best.raw, raw(SPEED_DRAWS / 2)),
    };
  return { real: best.real * 2, raw: best.raw * 2, values: ranges.length, sink };
}

console.log(`bench/draw-rng: up to ${fmt(DRAWS)} draws or ${SECONDS} s per shape, ${shapes.length} shapes`);
const all: Row[] = [];
for (const s of shapes) {
  const { rows, draws, secs } = await frequencies(s);
  all.push(...rows);
  const fails = rows.filter((r) => r.p < ALPHA).length;
  console.log(
    `  ${s.label}: ${fmt(draws)} draws in ${secs.toFixed(1)} s (${fmt(draws / secs)}/s), ${rows.length} positions, ${fails} below 99%`,
  );
  for (const r of rows)
    console.log(
      `    ${r.view.padEnd(18)} chi2 ${r.chi2.toFixed(1).padStart(8)} df ${String(r.df).padStart(3)}  p ${r.p.toFixed(4)}  ${r.p < ALPHA ? 'FAIL' : 'pass'}   worst |z| ${r.z.toFixed(2)} (p ${r.pz.toFixed(3)})`,
    );
}
const n = all.length;
const fails = all.filter((r) => r.p < ALPHA).length;
const chance = binomialAtLeast(fails, { n, p: ALPHA });
console.log(
  `  multiple testing: ${fails} of ${n} positions below 99%, ${(n * ALPHA).toFixed(1)} expected by chance alone; ` +
    `P(at least ${fails} | fair RNG) = ${chance.toFixed(3)} -> ${chance >= ALPHA ? 'consistent with a fair RNG' : 'SUSPECT'}`,
);
const zFails = all.filter((r) => r.pz < ALPHA).length;
console.log(
  `  worst-value frequency: ${zFails} of ${n} positions below 99% (P = ${binomialAtLeast(zFails, { n, p: ALPHA }).toFixed(3)})`,
);

console.log(
  `  speed: ${fmt(SPEED_DRAWS)} draws per shape, commit-reveal draw vs raw crypto.randomInt, same values`,
);
for (const s of shapes) {
  const r = await speed(s);
  console.log(
    `    ${s.label.padEnd(34)} draw ${fmt(SPEED_DRAWS / r.real).padStart(9)}/s  randomInt ${fmt(SPEED_DRAWS / r.raw).padStart(9)}/s (${r.values} values)  ratio ${(r.real / r.raw).toFixed(2)}x`,
  );
}
