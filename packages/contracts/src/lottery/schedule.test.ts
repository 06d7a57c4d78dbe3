import { describe, expect, it } from 'vitest';
import { gameByCode, lunarYearZodiac } from './games.ts';
import { bettingDraw, drawAtOrAfter } from './schedule.ts';

const game = (code: string) => gameByCode(code)!;
/** A local wall-clock time at a UTC offset, as epoch ms. */
const at = (iso: string, offsetHours: number) => Date.parse(`${iso}Z`) - offsetHours * 3600_000;

describe('lottery schedules', () => {
  it('fast games: every N minutes from local midnight, the last at 24:00', () => {
    const d = drawAtOrAfter(game('SSC5'), at('2025-03-10T10:02:00', 8));
    expect(d.numero).toBe('20250310-121');
    expect(d.drawTime).toBe(at('2025-03-10T10:05:00', 8));
    expect(d.openTime).toBe(at('2025-03-10T10:00:00', 8));
    expect(d.closeTime).toBe(d.drawTime - 30_000);
    expect(drawAtOrAfter(game('SSC1'), at('2025-03-11T00:00:00', 8)).numero).toBe('20250310-1440');
    expect(drawAtOrAfter(game('SSC1'), at('2025-03-11T00:00:01', 8)).numero).toBe('20250311-0001');
    expect(drawAtOrAfter(game('SSC5'), at('2025-03-10T10:05:00', 8)).numero).toBe('20250310-121');
  });

  it('closes N seconds before the draw: betting moves to the next draw', () => {
    expect(bettingDraw(game('SSC5'), at('2025-03-10T10:04:29', 8)).numero).toBe('20250310-121');
    expect(bettingDraw(game('SSC5'), at('2025-03-10T10:04:30', 8)).numero).toBe('20250310-122');
  });

  it('official daily games: times of the day and weekdays', () => {
    const tj = drawAtOrAfter(game('TJSSC'), at('2025-03-10T23:05:00', 8));
    expect(tj.numero).toBe('20250311-001');
    expect(tj.drawTime).toBe(at('2025-03-11T09:20:00', 8));
    expect(tj.openTime).toBe(at('2025-03-10T23:00:00', 8));
    // Mark Six: Tue, Thu, Sat 21:30; 2025-01-02 is a Thursday, the year's first draw.
    const hk = drawAtOrAfter(game('HK6'), at('2025-01-01T00:00:00', 8));
    expect(hk.numero).toBe('2025-001');
    expect(hk.drawTime).toBe(at('2025-01-02T21:30:00', 8));
    expect(drawAtOrAfter(game('HK6'), hk.drawTime + 1).numero).toBe('2025-002');
    expect(drawAtOrAfter(game('FC3D'), at('2025-02-01T12:00:00', 8)).numero).toBe('2025032');
    const vn = drawAtOrAfter(game('VN_NORTH'), at('2025-03-10T18:20:00', 7));
    expect(vn.numero).toBe('20250311');
    expect(vn.closeTime).toBe(at('2025-03-11T18:00:00', 7));
  });

  it('the Mark Six year animal turns at Lunar New Year', () => {
    expect(lunarYearZodiac(at('2025-01-28T21:30:00', 8))).toBe(4); // Dragon
    expect(lunarYearZodiac(at('2025-01-29T00:00:00', 8))).toBe(5); // Snake
  });
});
