import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { serverNow } from './clock.ts';
import { applyLotteryEvent } from './events.ts';
import { lotteryKeys } from './keys.ts';

/** A client holding fresh data under the keys a lottery screen reads. */
function clientWith(shownNumero: string) {
  const client = new QueryClient();
  client.setQueryData(lotteryKeys.near('SSC1'), { currentNumero: { numero: shownNumero } });
  client.setQueryData([...lotteryKeys.history('SSC1'), 20], { content: [] });
  client.setQueryData([...lotteryKeys.trends('SSC1'), 50], { draws: 0, positions: [] });
  client.setQueryData([...lotteryKeys.tickets, 'token', 'SSC1'], []);
  client.setQueryData(lotteryKeys.near('VNF3'), { currentNumero: { numero: 'x' } });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
  return { client, stale };
}

describe('lottery events', () => {
  it("a result refreshes its game's draw, results, trends and my tickets, not other games", () => {
    const { client, stale } = clientWith('20261123-0601');
    applyLotteryEvent(client, {
      type: 'result',
      gameCode: 'SSC1',
      numero: '20261123-0600',
      winNo: '1,2,3,4,5',
      seed: null,
    });
    expect(stale(lotteryKeys.near('SSC1'))).toBe(true);
    expect(stale([...lotteryKeys.history('SSC1'), 20])).toBe(true);
    expect(stale([...lotteryKeys.trends('SSC1'), 50])).toBe(true);
    expect(stale([...lotteryKeys.tickets, 'token', 'SSC1'])).toBe(true);
    expect(stale(lotteryKeys.near('VNF3'))).toBe(false);
  });

  it('a countdown sets the server clock, and refreshes the near draws only when a new draw took over', () => {
    const { client, stale } = clientWith('20261123-0601');
    const now = Date.now() + 120_000;
    const countdown = (numero: string) =>
      applyLotteryEvent(client, {
        type: 'countdown',
        gameCode: 'SSC1',
        numero,
        closeTime: 0,
        drawTime: 0,
        now,
      });
    countdown('20261123-0601');
    expect(serverNow() - Date.now()).toBeGreaterThan(119_000);
    expect(stale(lotteryKeys.near('SSC1'))).toBe(false);
    countdown('20261123-0602');
    expect(stale(lotteryKeys.near('SSC1'))).toBe(true);
    expect(stale([...lotteryKeys.history('SSC1'), 20])).toBe(false);
  });
});
