import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { fmt, rawTransactions } from './lib.ts';

/**
 * bench/ledger: bet-shaped movements (a hold, then its capture to a game account) per second
 * through the wallet's Ledger with durable commits, next to a baseline measured in the same run
 * on the same engine: a raw loop of single-statement transactions (BEGIN; one UPDATE of a
 * balance row; COMMIT) at the same concurrency. Target: ratio >= 0.5 on each engine.
 * SQLite runs with group commit (as the app does); PostgreSQL one autocommitted statement per
 * operation, concurrent operations of a kind sharing one (as the app does).
 */
const seconds = Number(process.env['BENCH_SECONDS'] ?? 4);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const workers = Number(process.env['BENCH_WORKERS'] ?? 16);
const PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(db: Db, ledger: Ledger, merchantId: number) {
  for (let m = 1; m <= workers; m++)
    await ledger.post({
      merchantId,
      currency: 'PHP',
      idemKey: `bench-fund-${m}`,
      type: 'deposit',
      lines: [
        { account: { member: m }, amount: 10n ** 12n },
        { account: { house: 'deposits' }, amount: -(10n ** 12n) },
      ],
    });
  const accounts = await db.kysely
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_type', '=', 'member')
    .execute();
  let seq = 0;
  const movements = async (): Promise<number> => {
    let n = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        while (Date.now() < end) {
          const k = `${w}-${seq++}`;
          const { holdId } = await ledger.hold({
            merchantId,
            currency: 'PHP',
            idemKey: `bench-h-${k}`,
            member: w + 1,
            amount: 100n,
            type: 'bet',
            ttlMs: 60_000,
          });
          await ledger.capture({
            merchantId,
            currency: 'PHP',
            holdId,
            idemKey: `bench-c-${k}`,
            to: { house: 'game:BENCH' },
            type: 'bet',
          });
          n++;
        }
      }),
    );
    return n / seconds;
  };
  const raw = () => rawTransactions(db, { ids: accounts.map((a) => a.id), workers, seconds });
  await movements(); // warm up
  const m: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < rounds; i++) {
    m.push(await movements());
    r.push(await raw());
  }
  return { movements: median(m), raw: median(r) };
}

function report(engine: string, { movements, raw }: { movements: number; raw: number }) {
  const ratio = movements / raw;
  console.log(`  ${engine}`);
  console.log(`    ledger hold+capture   ${fmt(movements)} movements/s`);
  console.log(`    raw 1-statement tx    ${fmt(raw)} transactions/s`);
  console.log(`    ratio ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? 'PASS' : 'BELOW TARGET'}`);
}

console.log(
  `bench/ledger: ${workers} concurrent workers, median of ${rounds} x ${seconds}s rounds, durable commits`,
);

{
  const dir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  const db = openDatabase({ engine: 'sqlite', path: join(dir, 'ledger.sqlite') });
  await migrateToLatest(db);
  await seedDemo(db.kysely);
  const merchantId = (await db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  report(
    'SQLite (WAL, synchronous=FULL, group commit)',
    await measure(db, new Ledger(db.kysely, { groupCommit: true }), merchantId),
  );
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

{
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.error(`  PostgreSQL at ${PG_URL} is unreachable: ${(err as Error).message}`);
    process.exit(1);
  }
  await admin.query(`create schema ${schema}`);
  const db = openDatabase({ engine: 'postgres', url: PG_URL, poolSize: workers, searchPath: schema });
  try {
    await migrateToLatest(db);
    await seedDemo(db.kysely);
    const merchantId = (await db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    report(
      'PostgreSQL (one statement per operation, concurrent ones batched)',
      await measure(db, new Ledger(db.kysely), merchantId),
    );
  } finally {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
