import { describe, expect, it } from 'vitest';
import { vendorAction } from './vendor-click.ts';

const card = (over: Partial<Parameters<typeof vendorAction>[1]> = {}) => ({
  vendor: 'X',
  isGame: 0 as 0 | 1,
  accountTypeName: 'X',
  ...over,
});

describe('vendor card clicks (docs/product/games.md#vendor-card-clicks)', () => {
  it('opens lotteries directly', () => {
    expect(vendorAction('LOTT', card({ gameCode: 'SSC1', defaultPlayType: 'FS5' }))).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=SSC1&playType=FS5',
    });
    expect(vendorAction('ELOTT', card({ accountTypeName: 'TCG_LOTTO_VN', gameCode: 'VNN' }))).toEqual({
      kind: 'navigate',
      to: '/vnlottery?gameCode=VNN',
    });
    expect(vendorAction('ELOTT', card())).toEqual({ kind: 'navigate', to: '/elott?vendor=X' });
  });

  it('opens the lobby on the vendor for sports, e-sports, fishing, cards and live, or launches a one-game vendor', () => {
    for (const c of ['SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LIVE'] as const)
      expect(vendorAction(c, card({ vendor: 'V' }))).toMatchObject({
        kind: 'navigate',
        to: expect.stringMatching(/\?vendor=V$/),
      });
    expect(vendorAction('SPORTS', card({ vendor: 'ARENA', isGame: 1 }))).toEqual({
      kind: 'launch',
      vendor: 'ARENA',
    });
    expect(vendorAction('INHOUSE', card({ vendor: 'XGS' }))).toEqual({
      kind: 'navigate',
      to: '/inhouse?vendor=XGS',
    });
  });

  it('opens the VASSALAGE popup for a slot vendor', () => {
    expect(vendorAction('RNG', card({ vendor: 'KIDLAT' }))).toEqual({ kind: 'popup', vendor: 'KIDLAT' });
  });
});
