// The status the site shows on a promotion to a signed-in member: its dates' status, else what
// the member did with it (applying, rejected, issued for applications; claimed when it has been
// given as often as it can be, or this period's for a goal; joined while a goal's period runs).
import type { Promotion } from '@lotto/contracts';
import type { Brand } from '../brand/index.ts';
import { memberApplications } from './applications-repo.ts';
import { bonusesByPromotion } from './bonuses-repo.ts';
import { definitionOf } from './catalogue.ts';
import type { PromoDeps } from './claims.ts';
import { goalSource, periodOf } from './goals.ts';
import type { PromotionRow } from './repo.ts';

type Status = Promotion['status'];

/** Each listed promotion's status for the member, from its catalogue status. */
export async function memberStatuses(
  deps: PromoDeps,
  q: {
    brand: Brand;
    memberId: number;
    list: readonly Promotion[];
    rows: readonly PromotionRow[];
    now: number;
  },
): Promise<Map<number, Status>> {
  const [given, applications] = await Promise.all([
    bonusesByPromotion(deps.db, q.memberId),
    memberApplications(deps.db, q.memberId),
  ]);
  const latest = new Map<number, Status>();
  for (const a of applications) if (!latest.has(a.promotion_id)) latest.set(a.promotion_id, a.status);
  const out = new Map<number, Status>();
  for (const row of q.rows) {
    const shown = q.list.find((p) => p.id === row.id);
    if (!shown || shown.status !== 'process') continue;
    const def = definitionOf(row);
    const sources = given.get(row.id) ?? [];
    let status: Status = 'process';
    if (def.trigger === 'application') status = latest.get(row.id) ?? 'process';
    else if (def.goal) {
      const back = def.trigger === 'losses';
      const period = periodOf(def.goal, { at: q.now, timeZone: q.brand.settings.timeZone, back });
      status = sources.includes(goalSource(period)) ? 'claimed' : 'joined';
    } else if (sources.length >= def.limits.perMember) status = 'claimed';
    out.set(row.id, status);
  }
  return out;
}
