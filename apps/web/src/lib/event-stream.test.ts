import { describe, expect, it } from 'vitest';
import { retryDelay, splitEvents } from './event-stream.ts';

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
    expect(splitEvents('data: plain\n\n').events).toEqual([{ event: 'message', data: 'plain' }]);
  });

  it('backs off up to 30 s', () => {
    expect([0, 1, 2, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
