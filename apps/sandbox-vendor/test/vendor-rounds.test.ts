import { describe, expect, it } from 'vitest';
import type { Json } from './fake-platform.ts';
import { cents, expectRound, launch, platform, post, useVendor, vendorUrl } from './vendor-kit.ts';

/** A round of each category moves the stake and the win through the platform's wallet. */
useVendor();

describe('a round of each category moves money through debit and credit', () => {
  tableAndArcadeRounds();
  sportsRounds();
});

function tableAndArcadeRounds() {
  it('LIVE: baccarat debits the bets and credits by the coup', async () => {
    const { token, path } = await launch('BAYANI', 'LIVE');
    const page = await (await fetch(`${vendorUrl}${path}`)).text();
    expect(page).toContain('data-testid="vendor-side-banker"');
    const state = (await (await fetch(`${vendorUrl}${path}/state`)).json()) as Json;
    expect(state).toMatchObject({ ok: true, balance: '100.00', currency: 'PHP', cardsLeft: 416 });
    platform.log.length = 0;
    const r = await post(`${path}/bet`, { bets: { player: '0.00', banker: '10.00', tie: '2.00' } });
    expect(r.body.ok).toBe(true);
    const { winner, player, banker, playerTotal, bankerTotal } = r.body.result;
    expect(player.length).toBeGreaterThanOrEqual(2);
    expect(banker.length).toBeGreaterThanOrEqual(2);
    expect(winner).toBe(playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE');
    const win = winner === 'BANKER' ? '19.50' : winner === 'TIE' ? '28.00' : '0.00';
    expect(r.body.win).toBe(win);
    expectRound(token, { stake: '12.00', win });
    expect(r.body.balance).toBe(platform.balance(token));
    expect(cents(r.body.balance)).toBe(10000 - 1200 + cents(win));
    for (const bets of [{}, { player: '0.50' }, { player: '-1' }, { tie: 'x' }])
      expect((await post(`${path}/bet`, { bets })).status).toBe(400);
  });

  it('RNG: a spin debits the stake and credits the line win', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    const r = await post(`${path}/bet`, { stake: '5.00' });
    expect(r.body.ok).toBe(true);
    expect(r.body.result.reels).toHaveLength(5);
    expect(r.body.win).toBe((5 * r.body.result.multiplier).toFixed(2));
    expectRound(token, { stake: '5.00', win: r.body.win });
    expect(r.body.balance).toBe(platform.balance(token));
  });

  it('FISH: a shot debits its cost and credits the catch', async () => {
    const { token, path } = await launch('DAGAT', 'FISH');
    const r = await post(`${path}/bet`, { stake: '2.00', fish: 'SARDINE' });
    expect(r.body.ok).toBe(true);
    expect(r.body.win).toBe(r.body.result.hit ? '4.00' : '0.00');
    expectRound(token, { stake: '2.00', win: r.body.win });
    expect(r.body.balance).toBe(platform.balance(token));
    expect((await post(`${path}/bet`, { stake: '2.00', fish: 'MERMAID' })).status).toBe(400);
  });

  it('PVP: a showdown debits the ante and credits the pot less rake', async () => {
    const { token, path } = await launch('BARAHA', 'PVP');
    const r = await post(`${path}/bet`, { stake: '10.00' });
    expect(r.body.ok).toBe(true);
    expect(r.body.result.seats).toHaveLength(3);
    const me = r.body.result.seats[0];
    const expected = me.winner ? (Math.floor(2850 / r.body.result.winners) / 100).toFixed(2) : '0.00';
    expect(r.body.win).toBe(expected);
    expectRound(token, { stake: '10.00', win: r.body.win });
    expect(r.body.balance).toBe(platform.balance(token));
  });
}

function sportsRounds() {
  for (const [code, category] of [
    ['ARENA', 'SPORTS'],
    ['IA', 'ESPORTS'],
  ] as const)
    it(`${category}: a bet debits at once, kick-off credits it, a cancelled bet is rolled back`, async () => {
      const { token, path } = await launch(code, category);
      const state = (await (await fetch(`${vendorUrl}${path}/state`)).json()) as Json;
      expect(state.matches).toHaveLength(4);
      const match = state.matches[0];
      expect(match.picks).toHaveLength(category === 'SPORTS' ? 3 : 2);
      const pick = match.picks[0];
      expect(Number(pick.odds)).toBeGreaterThan(1);
      platform.log.length = 0;

      const placed = await post(`${path}/bet`, { matchId: match.id, pick: pick.pick, stake: '10.00' });
      expect(placed.body).toMatchObject({ ok: true, balance: '90.00' });
      expect(platform.calls('credit')).toHaveLength(0);
      const other = state.matches[1];
      const toCancel = await post(`${path}/bet`, {
        matchId: other.id,
        pick: other.picks[1].pick,
        stake: '4.00',
      });
      expect(toCancel.body.balance).toBe('86.00');

      const settled = await post(`${path}/settle`, { matchId: match.id });
      expect(settled.body.ok).toBe(true);
      const won = settled.body.result.pick === pick.pick;
      const win = won ? (Math.floor(1000 * cents(pick.odds)) / 100 / 100).toFixed(2) : '0.00';
      const credits = platform.calls('credit');
      expect(credits).toHaveLength(1);
      expect(credits[0]!.body).toMatchObject({
        amount: win,
        debitTxId: platform.calls('debit')[0]!.body.txId,
      });
      expect(settled.body.balance).toBe(platform.balance(token));
      expect(cents(settled.body.balance)).toBe(8600 + cents(win));
      expect(settled.body.matches.filter((m: Json) => m.status === 'OPEN')).toHaveLength(4);
      expect((await post(`${path}/settle`, { matchId: match.id })).status).toBe(400);

      const bet = settled.body.bets.find((b: Json) => b.matchId === other.id);
      const cancelled = await post(`${path}/cancel`, { betId: bet.id });
      expect(cancelled.body.ok).toBe(true);
      const rollbacks = platform.calls('rollback');
      expect(rollbacks).toHaveLength(1);
      expect(rollbacks[0]!.body.refTxId).toBe(platform.calls('debit')[1]!.body.txId);
      expect(cancelled.body.balance).toBe(platform.balance(token));
      expect(cents(cancelled.body.balance)).toBe(9000 + cents(win));
      // The voided match settles nothing for the cancelled bet.
      await post(`${path}/settle`, { matchId: other.id });
      expect(platform.calls('credit')).toHaveLength(1);
    });
}
