import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zAnnouncementsValue } from '@lotto/contracts';
import { ApiError, apiGet, apiSend, readEventStream, retryDelay, splitEvents } from './api.ts';

const banners = { banners: [], list: [], popup: [], totalPages: 1 };

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );

const session = new Map<string, string>();

beforeEach(() => {
  session.clear();
  vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => session.get(key) ?? null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiGet', () => {
  it('returns the validated value and sends query, Language and Merchant', async () => {
    const fetchMock = answer(200, { success: true, value: banners });
    vi.stubGlobal('fetch', fetchMock);
    session.set('merchant', 'DEMO');

    const value = await apiGet('/wps/relay/x', {
      schema: zAnnouncementsValue,
      query: { types: 'B', groupName: 'w_home', skipped: undefined },
    });

    expect(value).toEqual(banners);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/relay/x?types=B&groupName=w_home');
    const headers = new Headers(init?.headers);
    expect(headers.get('Language')).toBe('TY');
    expect(headers.get('Merchant')).toBe('DEMO');
  });

  it('sends no Merchant header when none is stored', async () => {
    const fetchMock = answer(200, { success: true, value: banners });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/x', { schema: zAnnouncementsValue });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Merchant')).toBe(false);
  });
});

describe('apiGet failures', () => {
  it('throws the server code and message from a failure envelope', async () => {
    const body = {
      success: false,
      code: 'merchant.not.found',
      errorCode: 'merchant.not.found',
      message: 'No site',
    };
    vi.stubGlobal('fetch', answer(404, body));
    await expect(apiGet('/x', { schema: zAnnouncementsValue })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'merchant.not.found',
      message: 'No site',
      status: 404,
    });
  });

  it('keeps the field details and the facts a failure carries', async () => {
    const body = {
      success: false,
      code: 'login.failed',
      errorCode: 'login.failed',
      message: 'Wrong',
      details: [{ path: 'username', code: 'reg_pattern_2', message: 'bad' }, { nope: 1 }],
      value: { captcha: true },
    };
    vi.stubGlobal('fetch', answer(400, body));
    await expect(apiGet('/x', { schema: zAnnouncementsValue })).rejects.toMatchObject({
      code: 'login.failed',
      details: [{ path: 'username', code: 'reg_pattern_2', message: 'bad' }],
      facts: { captcha: true },
    });
  });

  it('rejects a value that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the dev-mode contract report
    vi.stubGlobal('fetch', answer(200, { success: true, value: { banners: 'no' } }));
    await expect(apiGet('/x', { schema: zAnnouncementsValue })).rejects.toMatchObject({
      code: 'response.invalid',
    });
  });

  it('turns a non-JSON gateway error into system.error', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>'));
    await expect(apiGet('/x', { schema: zAnnouncementsValue })).rejects.toMatchObject({
      code: 'system.error',
      status: 502,
    });
  });

  it('reports an unreachable network as network.error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiGet('/x', { schema: zAnnouncementsValue }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network.error', status: 0 });
  });
});

describe('apiSend', () => {
  it('posts JSON with its content type', async () => {
    const fetchMock = answer(200, { success: true, value: banners });
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('/x', { method: 'POST', body: { a: 1 }, schema: zAnnouncementsValue });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a form-urlencoded body and extra headers when asked', async () => {
    const fetchMock = answer(200, { success: true, value: banners });
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('/x', {
      method: 'POST',
      body: { username: 'juan', email: 'j@x.ph' },
      schema: zAnnouncementsValue,
      form: true,
      headers: { 'X-Gateway-Version': '3' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('username=juan&email=j%40x.ph');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('X-Gateway-Version')).toBe('3');
  });

  it('sends no body and no content type without a body', async () => {
    const fetchMock = answer(200, { success: true, value: banners });
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('/x', { method: 'DELETE', schema: zAnnouncementsValue });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeNull();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});

describe('event stream', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { events, rest } = splitEvents(
      ': keep-alive\n\nevent: countdown\ndata: {"a":1}\n\nevent: result\r\ndata: x\r\ndata: y\r\n\r\nevent: res',
    );
    expect(events).toEqual([
      { event: 'countdown', data: '{"a":1}' },
      { event: 'result', data: 'x\ny' },
    ]);
    expect(rest).toBe('event: res');
    expect(splitEvents(rest + 'ult\ndata: z\n\n').events).toEqual([{ event: 'result', data: 'z' }]);
    expect(splitEvents('data: plain\n\n').events).toEqual([{ event: 'message', data: 'plain' }]);
  });

  it('backs off up to 30 s', () => {
    expect([0, 1, 2, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('hands on events split across reads, and stops for good on a 401', async () => {
    const parts = ['event: balance\nda', 'ta: {"sumBalance":"1.00"}\n\n: keep-alive\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
        controller.close();
      },
    });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(body, { status: 200 }))
      .mockResolvedValue(new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    const seen: string[] = [];
    const done = readEventStream('/wps/wallet/events', {
      signal: new AbortController().signal,
      onEvent: (e) => seen.push(`${e.event} ${e.data}`),
    });
    await vi.runAllTimersAsync();
    await done;
    vi.useRealTimers();
    expect(seen).toEqual(['balance {"sumBalance":"1.00"}']);
    // the stream ended, one reconnect after the backoff, which the 401 ended
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
