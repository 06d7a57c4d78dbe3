import { describe, expect, it } from 'vitest';
import { figuresSides } from './figures-recount.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { bayani, gameCode, openSeamlessSession, player, session, t, useGamesApp } from './games-suite.ts';

/**
 * The member figures (decision 023) of a vendor's seamless-wallet calls: random concurrent
 * debits, credits and rollbacks, each sent once or twice at once, some overtaking the call they
 * answer. Afterwards the figures recounted from the rows equal `member_figures` exactly.
 */
useGamesApp();

const SEED = Number(process.env['FIGURES_SEED'] ?? Date.now() % 1_000_000);
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

describe('member figures of the seamless wallet', () => {
  openSeamlessSession();

  it(`equal their recount after random concurrent vendor calls (seed ${SEED})`, () => play(0, 'a'), 120_000);

  // Twin credits (one call sent twice at once): the record's change holds only on the state it
  // read, so the second twin takes back what the first counted instead of counting it twice.
  it(`equal their recount with twin calls (seed ${SEED})`, () => play(0.3, 'b'), 120_000);
});

async function play(twins: number, run: string) {
  const base = { sessionToken: session, playerId: player, gameCode };
  const send = (call: string, body: object) =>
    (rnd() < twins
      ? Promise.all([bayani(call, body), bayani(call, body)])
      : bayani(call, body)) as Promise<unknown>;
  for (let round = 0; round < 10; round++) {
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 6; i++) {
      const r = `r-${run}-${round}-${i}`;
      const debit = { ...base, txId: `d-${r}`, roundId: r, amount: pick(['5.00', '12.50', '40.00']) };
      const end = rnd();
      const answer: () => Promise<unknown> =
        end < 0.6
          ? () =>
              send('credit', {
                ...base,
                txId: `c-${r}`,
                roundId: r,
                amount: pick(['0.00', '20.00', '80.00']),
                debitTxId: debit.txId,
              })
          : end < 0.8
            ? () =>
                send('rollback', {
                  sessionToken: session,
                  playerId: player,
                  txId: `rb-${r}`,
                  roundId: r,
                  refTxId: debit.txId,
                })
            : () => Promise.resolve();
      // Most answers follow their debit; some overtake it or race it.
      const order = rnd();
      if (order < 0.7) calls.push(send('debit', debit).then(() => answer()));
      else if (order < 0.85) calls.push(answer().then(() => send('debit', debit)));
      else calls.push(send('debit', debit), answer());
    }
    await Promise.all(calls);
  }
  const db = t.store.db.kysely;
  const sides = await figuresSides(db);
  expect(Object.keys(sides.stored).length).toBeGreaterThan(0);
  expect(sides.stored).toEqual(sides.recounted);
  await checkLedgerInvariants(db);
}
