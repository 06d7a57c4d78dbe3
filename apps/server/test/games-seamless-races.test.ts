import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetPage } from '@lotto/contracts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  available,
  bayani,
  fund,
  gameCode,
  get,
  openSeamlessSession,
  player,
  session,
  t,
  useGamesApp,
} from './games-suite.ts';

/** The seamless wallet under random, repeated, reordered and concurrent vendor calls. */
useGamesApp();

const cents = (text: string) => BigInt(text.replace('.', ''));
const money = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
let seq = 0;
const kinds = ['win', 'lose', 'rollback', 'rollbackFirst', 'creditFirst'] as const;
const round = fc.record({
  kind: fc.constantFrom(...kinds),
  stake: fc.integer({ min: 1, max: 400_000 }),
  win: fc.integer({ min: 0, max: 900_000 }),
  twice: fc.boolean(),
});
type Round = { kind: (typeof kinds)[number]; stake: number; win: number; twice: boolean };

/** One random round through BAYANI's calls; answers what it moves on max's balance. */
async function playRound(r: Round): Promise<bigint> {
  const n = ++seq;
  const base = { sessionToken: session, playerId: player, gameCode };
  const debit = {
    ...base,
    txId: `fd-${n}`,
    roundId: `fr-${n}`,
    amount: money(BigInt(r.stake)),
  };
  const credit = {
    ...base,
    txId: `fc-${n}`,
    roundId: `fr-${n}`,
    amount: money(BigInt(r.win)),
    debitTxId: `fd-${n}`,
  };
  const rollback = {
    sessionToken: session,
    playerId: player,
    txId: `frb-${n}`,
    roundId: `fr-${n}`,
    refTxId: `fd-${n}`,
  };
  // each call sent once, or twice at once
  const send = async (call: string, body: object) => {
    const answers = await Promise.all(Array.from({ length: r.twice ? 2 : 1 }, () => bayani(call, body)));
    return answers[0]!.json;
  };
  if (r.kind === 'rollbackFirst') {
    await send('rollback', rollback);
    expect((await send('debit', debit))['error']).toBe('TX_ROLLED_BACK');
    return 0n;
  }
  if (r.kind === 'creditFirst') expect((await send('credit', credit))['error']).toBe('TX_NOT_FOUND');
  const took = (await send('debit', debit))['ok'] === true;
  if (r.kind === 'rollback') {
    await send('rollback', rollback);
    return 0n;
  }
  const paid = r.kind === 'lose' ? { ...credit, amount: '0.00' } : credit;
  await send('credit', paid);
  return took ? cents(paid.amount) - BigInt(r.stake) : 0n;
}

describe('seamless wallet', () => {
  openSeamlessSession();
  it('property: random rounds of debits, credits and rollbacks, repeated, reordered and concurrent, move exactly the expected money', async () => {
    await fund('max', 1_000_000n);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(round, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          for (const batch of batches) {
            const before = cents(await available('max'));
            const effects = await Promise.all(batch.map((r) => playRound(r)));
            const moved = effects.reduce((a, b) => a + b, 0n);
            expect(cents(await available('max'))).toBe(before + moved);
            await checkLedgerInvariants(t.store.db.kysely);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps every ledger invariant under concurrent, repeated and reordered calls', async () => {
    const base = { sessionToken: session, playerId: player, gameCode };
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      const d = { ...base, txId: `pd-${i}`, roundId: `pr-${i}`, amount: `${(i % 7) + 1}.00` };
      const c = {
        ...base,
        txId: `pc-${i}`,
        roundId: `pr-${i}`,
        amount: `${(i * 3) % 11}.50`,
        debitTxId: `pd-${i}`,
      };
      const rb = {
        sessionToken: session,
        playerId: player,
        txId: `prb-${i}`,
        roundId: `pr-${i}`,
        refTxId: `pd-${i}`,
      };
      const steps =
        i % 3 === 0
          ? [() => bayani('debit', d), () => bayani('credit', c)]
          : i % 3 === 1
            ? [() => bayani('rollback', rb), () => bayani('debit', d)]
            : [() => bayani('debit', d), () => bayani('rollback', rb)];
      // each step sent twice at once; the rounds all at once
      calls.push(
        (async () => {
          for (const step of steps) await Promise.all([step(), step()]);
        })(),
      );
    }
    await Promise.all(calls);
    await checkLedgerInvariants(t.store.db.kysely);
    const bets = (await get<BetPage>('/wps/game/bets?pageSize=100', 'max')).json.value;
    expect(bets.list.filter((b) => b.status === 'open')).toEqual([]);
  });
});
