import { describe, expect, it } from 'vitest';
import type { BetPage } from '@lotto/contracts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  available,
  bayani,
  gameCode,
  get,
  openSeamlessSession,
  player,
  session,
  t,
  useGamesApp,
  vendorClient,
} from './games-suite.ts';

/** A vendor's calls to the seamless wallet: signatures and sessions, each movement once, the betting record. */
useGamesApp();

describe('seamless wallet', () => {
  openSeamlessSession();
  refusalsAndBalance();
  movesOnce();
  bettingRecord();
});

function refusalsAndBalance() {
  it('refuses a bad signature or an unknown session, and answers the balance', async () => {
    expect(
      (await vendorClient('BAYANI', 'wrong')('balance', { sessionToken: session, playerId: player })).status,
    ).toBe(401);
    expect((await bayani('balance', { sessionToken: 'x'.repeat(32), playerId: player })).status).toBe(401);
    // the session belongs to BAYANI: another vendor cannot use it
    expect(
      (await vendorClient('KIDLAT')('balance', { sessionToken: session, playerId: player })).json,
    ).toEqual({
      ok: false,
      error: 'SESSION_EXPIRED',
    });
    expect((await bayani('balance', { sessionToken: session, playerId: 'm-1' })).json).toMatchObject({
      ok: false,
      error: 'PLAYER_MISMATCH',
    });
    expect((await bayani('balance', { sessionToken: session, playerId: player })).json).toEqual({
      ok: true,
      balance: '1000.00',
      currency: 'PHP',
    });
  });
}

function movesOnce() {
  it('debits, credits and rolls back once each, whatever the repeats and the order', async () => {
    const base = { sessionToken: session, playerId: player, gameCode };
    const debit = { ...base, txId: 'd-1', roundId: 'r-1', amount: '100.00' };
    const first = await bayani('debit', debit);
    expect(first.json).toMatchObject({ ok: true, balance: '900.00', txId: 'd-1' });
    expect((await bayani('debit', debit)).json).toMatchObject({ ok: true, balance: '900.00' });
    expect((await bayani('debit', { ...debit, amount: '5.00' })).json).toMatchObject({
      ok: false,
      error: 'DUPLICATE_TX',
    });
    const credit = { ...base, txId: 'c-1', roundId: 'r-1', amount: '250.00', debitTxId: 'd-1' };
    expect((await bayani('credit', credit)).json).toMatchObject({
      ok: true,
      balance: '1150.00',
    });
    expect((await bayani('credit', credit)).json).toMatchObject({
      ok: true,
      balance: '1150.00',
    });
    expect((await bayani('credit', { ...credit, txId: 'c-2' })).json).toMatchObject({
      ok: false,
      error: 'TX_SETTLED',
    });
    expect(
      (await bayani('rollback', { ...base, txId: 'rb-0', roundId: 'r-1', refTxId: 'd-1' })).json,
    ).toMatchObject({ ok: false, error: 'TX_SETTLED' });

    // a rollback that overtakes its debit: the late debit moves nothing
    const rollback = {
      sessionToken: session,
      playerId: player,
      txId: 'rb-2',
      roundId: 'r-2',
      refTxId: 'd-2',
    };
    expect((await bayani('rollback', rollback)).json).toMatchObject({
      ok: true,
      balance: '1150.00',
    });
    expect((await bayani('debit', { ...debit, txId: 'd-2', roundId: 'r-2' })).json).toMatchObject({
      ok: false,
      error: 'TX_ROLLED_BACK',
      balance: '1150.00',
    });
    // a rolled-back stake comes back; a credit for it is refused
    await bayani('debit', { ...debit, txId: 'd-3', roundId: 'r-3', amount: '40.00' });
    expect(await available('max')).toBe('1110.00');
    expect(
      (await bayani('rollback', { ...rollback, txId: 'rb-3', roundId: 'r-3', refTxId: 'd-3' })).json,
    ).toMatchObject({ ok: true, balance: '1150.00' });
    expect(
      (await bayani('credit', { ...credit, txId: 'c-3', roundId: 'r-3', debitTxId: 'd-3' })).json,
    ).toMatchObject({ ok: false, error: 'TX_ROLLED_BACK' });
    expect((await bayani('credit', { ...credit, txId: 'c-4', debitTxId: 'nope' })).json).toMatchObject({
      ok: false,
      error: 'TX_NOT_FOUND',
    });
    // more than the balance: refused, nothing held
    expect(
      (await bayani('debit', { ...debit, txId: 'd-5', roundId: 'r-5', amount: '5000.00' })).json,
    ).toMatchObject({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: '1150.00' });
    expect(await available('max')).toBe('1150.00');
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function bettingRecord() {
  it('keeps the betting record: each bet with stake, payout and status, filters and totals, for its owner only', async () => {
    const page = (await get<BetPage>('/wps/game/bets', 'max')).json.value;
    expect(page.list.map((b) => [b.roundId, b.status, b.stake, b.payout])).toEqual([
      ['r-3', 'void', '40.00', '0.00'],
      ['r-1', 'settled', '100.00', '250.00'],
    ]);
    expect(page.totals).toEqual({ stake: '140.00', payout: '250.00', winLoss: '150.00' });
    expect(page.list[1]).toMatchObject({ vendor: 'BAYANI', gameType: 'LIVE', winLoss: '150.00' });
    expect((await get<BetPage>('/wps/game/bets?status=won', 'max')).json.value.totalCount).toBe(1);
    expect((await get<BetPage>('/wps/game/bets?status=lost', 'max')).json.value.totalCount).toBe(0);
    expect((await get<BetPage>('/wps/game/bets?vendor=KIDLAT', 'max')).json.value.totalCount).toBe(0);
    expect(
      (await get<BetPage>(`/wps/game/bets?from=${Date.now() + 86_400_000}`, 'max')).json.value.totalCount,
    ).toBe(0);
    expect((await get<BetPage>('/wps/game/bets', 'lia')).json.value.totalCount).toBe(0);
    expect((await get('/wps/game/bets')).status).toBe(401);
  });
}
