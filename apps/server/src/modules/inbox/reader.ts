// Who a member is to a broadcast: read through the identity and vip modules' faces.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { currentLevel } from '../vip/index.ts';
import type { Reader } from './repo.ts';

/** The member as the audiences see it now: joined when, its VIP level, the agents above it. */
export async function readerOf(
  db: Kysely<Database>,
  q: { brand: Brand; memberId: number; now: number },
): Promise<Reader> {
  const member = await membersRepo.byId(db, { merchantId: q.brand.id, id: q.memberId });
  if (!member) throw new AppError('access.forbidden');
  const [{ level }, uplines] = await Promise.all([
    currentLevel({ db }, q),
    membersRepo.uplines(db, q.memberId),
  ]);
  return {
    merchantId: q.brand.id,
    memberId: q.memberId,
    joinedAt: Number(member.created_at),
    level,
    teamOf: [q.memberId, ...uplines.map((u) => u.id)],
  };
}
