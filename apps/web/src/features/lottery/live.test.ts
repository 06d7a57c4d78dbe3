import { describe, expect, it } from 'vitest';
import { splitEvents } from './live.ts';

describe('lottery event stream', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { events, rest } = splitEvents(
      'event: countdown\ndata: {"now":1}\n\n: keep-alive\n\nevent: result\r\ndata: {"winNo":"1,2"}\r\n\r\nevent: count',
    );
    expect(events).toEqual([
      { event: 'countdown', data: '{"now":1}' },
      { event: 'result', data: '{"winNo":"1,2"}' },
    ]);
    expect(rest).toBe('event: count');
    expect(splitEvents(rest + 'down\ndata: {}\n\n').events).toEqual([{ event: 'countdown', data: '{}' }]);
  });
});
