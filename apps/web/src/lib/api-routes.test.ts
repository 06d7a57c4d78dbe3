import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { memberApi } from '@lotto/contracts/member/api';
import { walletApi } from '@lotto/contracts/wallet/api';
import { apiForm, apiGet, apiSend, shape } from './api.ts';

const ok = () =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ success: true, value: {} }))));

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: { getItem: () => null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calls addressed by a declared route', () => {
  it('GETs the route path with its query', async () => {
    const fetchMock = ok();
    vi.stubGlobal('fetch', fetchMock);
    await apiGet(lotteryApi.history, { schema: shape(), query: { gameCode: 'SSC1', count: 5 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/lgw/lottery/history?gameCode=SSC1&count=5');
    expect(init?.method).toBe('GET');
  });

  it("sends with the route's own method and fills its :name segments, encoded", async () => {
    const fetchMock = ok();
    vi.stubGlobal('fetch', fetchMock);
    await apiSend(lotteryApi.cancel, { params: { id: 42 }, body: {}, schema: shape() });
    await apiSend(memberApi.logout, { schema: shape() });
    await apiForm(walletApi.receipt, {
      params: { orderRef: 'W 1/2' },
      body: new FormData(),
      schema: shape(),
    });
    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url as string}`);
    expect(sent).toEqual([
      'POST /lgw/lottery/tickets/42/cancel',
      'DELETE /wps/session/logout',
      'POST /wps/wallet/withdrawals/W%201%2F2/receipt',
    ]);
  });
});
