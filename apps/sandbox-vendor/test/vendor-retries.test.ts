import { describe, expect, it } from 'vitest';
import { cents, launch, platform, post, useVendor, vendorUrl } from './vendor-kit.ts';

/** Retries of wallet calls that got no answer, and the platform's refusals as the player sees them. */
useVendor();

describe('retries and refusals', () => {
  it('retries a debit whose answer was lost with the same txId and body; the platform moves once', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    const before = platform.movements();
    platform.failNext('debit', 1, true); // the platform debits, then the answer is a 500
    const r = await post(`${path}/bet`, { stake: '10.00' });
    expect(r.body.ok).toBe(true);
    const debits = platform.calls('debit');
    expect(debits.map((d) => d.status)).toEqual([500, 200]);
    expect(debits[1]!.body.txId).toBe(debits[0]!.body.txId);
    expect(debits[1]!.raw).toBe(debits[0]!.raw);
    expect(platform.movements() - before).toBe(2); // one debit, one credit
    expect(cents(platform.balance(token))).toBe(10000 - 1000 + cents(r.body.win));
    expect(r.body.balance).toBe(platform.balance(token));
  });

  it('retries a credit after 500s with the same txId', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    platform.failNext('credit', 2);
    const r = await post(`${path}/bet`, { stake: '1.00' });
    expect(r.body.ok).toBe(true);
    const credits = platform.calls('credit');
    expect(credits.map((c) => c.status)).toEqual([500, 500, 200]);
    expect(new Set(credits.map((c) => c.body.txId)).size).toBe(1);
    expect(cents(platform.balance(token))).toBe(10000 - 100 + cents(r.body.win));
  });

  it('voids the round by a rollback when the debit never gets an answer', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    platform.failNext('debit', 3, true); // debited, but all three attempts answer 500
    const r = await post(`${path}/bet`, { stake: '10.00' });
    expect(r.body).toMatchObject({ ok: false, error: 'PLATFORM_UNAVAILABLE' });
    const rollbacks = platform.calls('rollback');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]!.body.refTxId).toBe(platform.calls('debit')[0]!.body.txId);
    expect(platform.calls('credit')).toHaveLength(0);
    expect(platform.balance(token)).toBe('100.00');
  });

  it('shows INSUFFICIENT_FUNDS as an error and sends no credit', async () => {
    const { token, path } = await launch('BAYANI', { category: 'LIVE', balance: '5.00' });
    platform.log.length = 0;
    const r = await post(`${path}/bet`, { bets: { player: '10.00' } });
    expect(r.body).toMatchObject({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: '5.00' });
    expect(platform.calls('debit')).toHaveLength(1);
    expect(platform.calls('credit')).toHaveLength(0);
    expect(platform.calls('rollback')).toHaveLength(0);
    expect(platform.balance(token)).toBe('5.00');
    const html = await (await fetch(`${vendorUrl}${path}`)).text();
    expect(html).toContain('Insufficient funds: your balance is too low for this stake.');
  });

  it('ends the play session when the platform answers SESSION_EXPIRED', async () => {
    const { token, path } = await launch('DAGAT', 'FISH');
    platform.players.get(token)!.ended = true;
    const r = await post(`${path}/bet`, { stake: '1.00', fish: 'SHARK' });
    expect(r.body).toMatchObject({ ok: false, error: 'SESSION_EXPIRED' });
    expect(platform.calls('credit')).toHaveLength(0);
    const page = await fetch(`${vendorUrl}${path}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('data-code="SESSION_EXPIRED"');
    expect((await post(`${path}/bet`, { stake: '1.00', fish: 'SHARK' })).body.error).toBe('SESSION_EXPIRED');
  });

  it('runs the rounds of one session one at a time', async () => {
    const { token, path } = await launch('KIDLAT', 'RNG');
    platform.log.length = 0;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(`${path}/bet`, { stake: '1.00' })));
    expect(answers.every((a) => a.body.ok)).toBe(true);
    // Each debit is followed by its own credit before the next round's debit.
    expect(platform.log.map((l) => l.call)).toEqual(Array(5).fill(['debit', 'credit']).flat());
    for (let i = 0; i < 10; i += 2)
      expect(platform.log[i + 1]!.body.debitTxId).toBe(platform.log[i]!.body.txId);
    const won = answers.reduce((t, a) => t + cents(a.body.win), 0);
    expect(cents(platform.balance(token))).toBe(10000 - 500 + won);
  });
});
