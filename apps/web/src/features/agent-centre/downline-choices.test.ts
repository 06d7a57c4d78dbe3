import { describe, expect, it } from 'vitest';
import { ownDraft, readSeries } from './DownlineChoices.tsx';

const bounds = {
  own: { Lott: 1950, ZY: 1970, Elott: 1960, SEA: 1900 },
  floors: { Lott: 1700, ZY: 1700, Elott: 1700, SEA: 1700 },
};

describe("a downline's series as typed", () => {
  it("starts at the agent's own and is read as numbers", () => {
    const draft = ownDraft(bounds);
    expect(draft).toEqual({ Lott: '1950', ZY: '1970', Elott: '1960', SEA: '1900' });
    expect(readSeries({ ...draft, Lott: '1940' }, bounds)).toEqual({
      series: { Lott: 1940, ZY: 1970, Elott: 1960, SEA: 1900 },
      wrong: [],
    });
  });

  it('names every mode above the agent, below the floor or not a whole number', () => {
    const draft = { Lott: '1951', ZY: '1699', Elott: '19.5', SEA: '' };
    expect(readSeries(draft, bounds).wrong).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
  });
});
