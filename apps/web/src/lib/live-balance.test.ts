import { describe, expect, it } from 'vitest';
import { parseEvents, reconnectDelay } from './live-balance.ts';

describe('Server-Sent Events parsing', () => {
  it('returns complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseEvents(
      ': keep-alive\n\nevent: balance\ndata: {"sumBalance":"1.00"}\n\nevent: bal',
    );
    expect(events).toEqual([{ event: 'balance', data: '{"sumBalance":"1.00"}' }]);
    expect(rest).toBe('event: bal');
    expect(parseEvents(`${rest}ance\ndata: x\ndata: y\n\n`).events).toEqual([
      { event: 'balance', data: 'x\ny' },
    ]);
  });

  it('backs off up to 30 seconds', () => {
    expect([0, 1, 2, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
