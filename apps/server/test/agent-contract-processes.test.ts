import { describe, expect, it } from 'vitest';
import { addDays, localDayStart, localHour } from '../src/lib/local-hour.ts';
import { acceptContract, GRACE_MS, offerBody, offerContract } from '../src/modules/agent/index.ts';
import { loadBrand } from '../src/modules/brand/index.ts';
import { addFigures } from '../src/modules/figures/index.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { engine, eventually } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { useTwoServers } from './server-process.ts';

/**
 * Two server processes (main.ts, each with its own contract scheduler and test clock) on one
 * database, both clocks moved past the end of the day at once: the day is billed once and every
 * bill paid once, whichever process gets there.
 */
const { store: storeOf, servers } = useTwoServers();

describe(`contract bills with two server processes (${engine})`, () => {
  it('bills and pays a day exactly once', async () => {
    const db = storeOf().db.kysely;
    const merchantId = (await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const brand = await loadBrand(db, merchantId);
    const make = (username: string, extra: { type?: number; upline?: string }) =>
      createMember(db, { merchantId, member: { username, password: 'Twice2026xyz', ...extra } });
    const top = await make('xtop', { type: 1 });
    const sub = await make('xsub', { type: 1, upline: 'xtop' });
    const players = [await make('xp1', { upline: 'xsub' }), await make('xp2', { upline: 'xsub' })];
    const now = Date.now();
    const contract = async (uplineId: number | null, memberId: number, rate: string) => {
      const made = await offerContract(db, {
        brand,
        uplineId,
        body: offerBody({ memberId, kind: 'daily', tiers: [{ rate }] }),
        now,
      });
      return acceptContract(db, { brand, memberId, id: made.id, now });
    };
    await contract(null, top, '2');
    await contract(top, sub, '1.5');
    await db.transaction().execute((trx) =>
      addFigures(
        trx,
        players.map((memberId) => ({
          merchantId,
          memberId,
          timeZone: brand.settings.timeZone,
          at: now,
          gameType: 'LOTTERY',
          sums: { bet_count: 1, stake: 100_000n, valid_turnover: 100_000n },
        })),
      ),
    );
    const tz = brand.settings.timeZone;
    const ms = localDayStart(addDays(localHour(now, tz).day, 1), tz) + GRACE_MS + 1_000 - Date.now();
    const advance = () =>
      Promise.all(
        servers.map(async (s) => {
          const res = await fetch(`${s.base}/wps/__test/agent/advance`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ms }),
          });
          return res.status;
        }),
      );
    expect(await advance()).toEqual([200, 200]);
    const ledger = new Ledger(db);
    const main = async (id: number) =>
      (await ledger.memberBalances(merchantId, id)).find((b) => b.code === 'main')?.balance ?? 0n;
    await eventually(async () => {
      const bills = await db
        .selectFrom('agent_bills')
        .select(['payee_id', 'amount', 'state'])
        .orderBy('id')
        .execute();
      expect(bills.map((b) => [b.payee_id, BigInt(b.amount), b.state])).toEqual([
        [top, 4_000n, 'paid'],
        [sub, 3_000n, 'paid'],
      ]);
    }, 20_000);
    const wages = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('type', '=', 'wage')
      .executeTakeFirstOrThrow();
    expect(Number(wages.n)).toBe(2);
    expect([await main(top), await main(sub)]).toEqual([1_000n, 3_000n]);
    const periods = await db
      .selectFrom('agent_periods')
      .select('period')
      .where('kind', '=', 'daily')
      .execute();
    expect(new Set(periods.map((p) => p.period)).size).toBe(periods.length);
    await checkLedgerInvariants(db);
  });
});
