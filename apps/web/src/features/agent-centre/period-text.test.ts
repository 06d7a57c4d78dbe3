import { describe, expect, it } from 'vitest';
import { periodText } from './period-text.ts';

// Manila is UTC+8 all year: its 2026-11-16 starts at 2026-11-15T16:00Z.
const at = (iso: string) => Date.parse(iso);

describe("a bill's period in the brand's time zone", () => {
  it('shows a day, hours or the days of a half month', () => {
    const tz = 'Asia/Manila';
    expect(
      periodText(
        { kind: 'daily', periodStart: at('2026-11-15T16:00Z'), periodEnd: at('2026-11-16T16:00Z') },
        tz,
      ),
    ).toBe('2026-11-16');
    expect(
      periodText(
        { kind: 'hourly', periodStart: at('2026-11-16T02:00Z'), periodEnd: at('2026-11-16T03:00Z') },
        tz,
      ),
    ).toBe('2026-11-16 10:00–11:00');
    expect(
      periodText(
        { kind: 'realtime', periodStart: at('2026-11-16T02:05Z'), periodEnd: at('2026-11-16T02:10Z') },
        tz,
      ),
    ).toBe('2026-11-16 10:05–10:10');
    expect(
      periodText(
        { kind: 'dividend', periodStart: at('2026-11-15T16:00Z'), periodEnd: at('2026-11-30T16:00Z') },
        tz,
      ),
    ).toBe('2026-11-16 – 2026-11-30');
  });
});
