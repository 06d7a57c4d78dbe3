import { describe, expect, it } from 'vitest';
import type { ModuleId } from '@lotto/contracts';
import { MEMBER_CENTRE_PAGES, memberCentrePageOf } from '../../lib/member-centre.ts';
import { visiblePages } from './pages.ts';

const switches =
  (...on: ModuleId[]) =>
  (id: ModuleId) =>
    on.includes(id);

describe('member centre pages', () => {
  it('lists every page in the documented order when every switch allows it', () => {
    expect(visiblePages(switches('REWCEN3', 'MANPLAYREB3', 'AGETRANSFERUP3', 'INBOX3'))).toEqual([
      ...MEMBER_CENTRE_PAGES,
    ]);
  });

  it('hides deposit and withdraw under the credit market, and the switched pages when off', () => {
    const pages = visiblePages(switches('CREDITMAR3'));
    expect(pages).not.toContain('depositv2');
    expect(pages).not.toContain('withdraw');
    expect(pages).not.toContain('rewardCenter');
    expect(pages).not.toContain('manualRebate');
    expect(pages).not.toContain('transferUpline');
    expect(pages).not.toContain('messageV2');
    expect(pages[0]).toBe('securityCenter');
    expect(visiblePages(switches())).toContain('depositv2');
  });

  it('offers a free demo no page that moves real money', () => {
    const pages = visiblePages(switches('REWCEN3', 'MANPLAYREB3', 'AGETRANSFERUP3'), true);
    expect(pages).not.toContain('depositv2');
    expect(pages).not.toContain('withdraw');
    expect(pages).not.toContain('transferUpline');
    expect(pages).toContain('transferFund');
    expect(pages).toContain('transactionHistory');
  });

  it('reads the page of the address, its other names, and nothing else', () => {
    expect(memberCentrePageOf('depositv2')).toBe('depositv2');
    expect(memberCentrePageOf('profile')).toBe('securityCenter');
    // the rank is its own page, reached from my account, outside the menu
    expect(memberCentrePageOf('playerRank')).toBe('playerRank');
    expect(visiblePages(() => true)).not.toContain('playerRank');
    expect(memberCentrePageOf('agent')).toBeNull();
    expect(memberCentrePageOf('toString')).toBeNull();
    expect(memberCentrePageOf(null)).toBeNull();
  });
});
