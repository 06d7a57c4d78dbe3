// Applications to promotions the operator reviews: the member applies with a remark and proof
// images; the operator issues the bonus (paid as any claim is) or rejects it (decision 027).
import type { Application } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import {
  applicationById,
  decide,
  insertApplication,
  memberApplications,
  type ApplicationRow,
} from './applications-repo.ts';
import { claimCounts } from './bonuses-repo.ts';
import { definitionOf, statusAt } from './catalogue.ts';
import type { PromoDeps } from './claims.ts';
import { grantBonus } from './grant.ts';
import { promotionById } from './repo.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';

async function openApplicationPromotion(
  deps: PromoDeps,
  q: { brand: Brand; promotionId: number; now: number },
) {
  const row = await promotionById(deps.db, { merchantId: q.brand.id, id: q.promotionId });
  if (!row || row.enabled !== 1) throw new AppError('promotion.not.found');
  const def = definitionOf(row);
  if (def.trigger !== 'application' || statusAt(def, q.now) !== 'process')
    throw new AppError('promotion.not.available');
  return { row, def };
}

/** The member applies: an application promotion open now, within its limits, one waiting at a time. */
export async function applyTo(
  deps: PromoDeps,
  q: {
    brand: Brand;
    memberId: number;
    promotionId: number;
    remark: string;
    images: () => Promise<string[]>;
    ip: string;
    now: number;
  },
): Promise<Application> {
  const { def } = await openApplicationPromotion(deps, q);
  const counts = await claimCounts(deps.db, { ...q, device: '', cardSharers: [] });
  if (counts.mine >= def.limits.perMember) throw new AppError('promotion.limit');
  let id: number;
  try {
    id = await insertApplication(deps.db, {
      merchant_id: q.brand.id,
      member_id: q.memberId,
      promotion_id: q.promotionId,
      remark: q.remark,
      images: JSON.stringify(await q.images()),
      status: 'applying',
      bonus_id: null,
      created_at: q.now,
      decided_at: null,
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw new AppError('promotion.application.waiting');
    throw err;
  }
  return (
    await applicationViews(deps, {
      brand: q.brand,
      lang: q.brand.settings.defaultLang,
      rows: [(await applicationById(deps.db, { merchantId: q.brand.id, id }))!],
    })
  )[0]!;
}

/**
 * The operator issues a waiting application: the bonus is paid (on `base` for a percent or tiered
 * reward) keyed by the application, and the application marked issued in the same transaction.
 */
export async function issueApplication(
  deps: PromoDeps,
  q: { brand: Brand; id: number; base: bigint; now: number },
) {
  const app = await applicationById(deps.db, { merchantId: q.brand.id, id: q.id });
  if (!app || app.status !== 'applying')
    throw new AppError('request.invalid', { message: `no waiting application ${q.id}` });
  const { def } = await openApplicationPromotion(deps, {
    brand: q.brand,
    promotionId: app.promotion_id,
    now: q.now,
  });
  const bonus = await grantBonus(deps, {
    brand: q.brand,
    memberId: app.member_id,
    promotionId: app.promotion_id,
    def,
    earned: { source: `application:${app.id}`, base: q.base },
    // The operator reviewed it: the IP and device limits are the operator's judgement.
    ip: `application:${app.id}`,
    device: `application:${app.id}`,
    now: q.now,
    also: async (trx, bonusId) => {
      if (!(await decide(trx, { id: app.id, status: 'issued', bonusId, at: q.now })))
        throw new AppError('request.invalid', { message: `application ${app.id} was decided meanwhile` });
    },
  });
  return bonus;
}

export async function rejectApplication(
  deps: PromoDeps,
  q: { brand: Brand; id: number; note: string; now: number },
) {
  const app = await applicationById(deps.db, { merchantId: q.brand.id, id: q.id });
  if (!app || !(await decide(deps.db, { id: app.id, status: 'rejected', note: q.note, at: q.now })))
    throw new AppError('request.invalid', { message: `no waiting application ${q.id}` });
}

export async function applicationViews(
  deps: PromoDeps,
  q: { brand: Brand; lang: string; rows: ApplicationRow[] },
): Promise<Application[]> {
  const out: Application[] = [];
  for (const r of q.rows) {
    const p = await promotionById(deps.db, { merchantId: q.brand.id, id: r.promotion_id });
    const def = p ? definitionOf(p) : undefined;
    out.push({
      id: r.id,
      promotionId: r.promotion_id,
      code: def?.code ?? '',
      title: def ? pick(def.title, { lang: q.lang, fallback: q.brand.settings.defaultLang }) : '',
      remark: r.remark,
      images: (JSON.parse(r.images) as string[]).length,
      status: r.status,
      note: r.note,
      bonusId: r.bonus_id,
      createdAt: Number(r.created_at),
      decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    });
  }
  return out;
}

export async function myApplications(deps: PromoDeps, q: { brand: Brand; memberId: number; lang: string }) {
  return applicationViews(deps, { ...q, rows: await memberApplications(deps.db, q.memberId) });
}
