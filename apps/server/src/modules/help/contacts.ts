// The brand's official contacts: the operator lists them, anyone checks a handle against them.
import type { Kysely } from 'kysely';
import type { ContactKind, VerifyRepresentativeValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Brand } from '../brand/index.ts';
import * as repo from './contacts-repo.ts';
import { comparedKinds, normaliseHandle } from './handles.ts';

/** Checks per address: enough for a person, too few to list the brand's staff by trying numbers. */
export const VERIFY_PER_IP = 10;
export const VERIFY_WINDOW_MS = 10 * 60_000;

type Db = Kysely<Database>;

function handleOf(brand: Brand, { kind, handle }: { kind: ContactKind; handle: string }): string {
  const normal = normaliseHandle(kind, { raw: handle, dialCode: brand.settings.defaultDialingCode });
  if (!normal) throw new AppError('contact.handle.invalid');
  return normal;
}

/** Whether a handle is one of the brand's official contacts (rate-limited per address). */
export async function verifyRepresentative(
  deps: { db: Db; rate: RateLimiter },
  q: { brand: Brand; kind: ContactKind; handle: string; ip: string },
): Promise<VerifyRepresentativeValue> {
  const d = await deps.rate.take('verify_rep_ip', {
    key: `${q.brand.id}:${q.ip}`,
    limit: VERIFY_PER_IP,
    windowMs: VERIFY_WINDOW_MS,
  });
  if (!d.ok) throw new AppError('too.many.requests', { retryAfterSeconds: d.retryAfterSeconds });
  const handle = handleOf(q.brand, q);
  const matches = await repo.contactsWith(deps.db, {
    merchantId: q.brand.id,
    handle,
    kinds: comparedKinds(q.kind),
  });
  return { handle, official: matches.length > 0, matches };
}

/** The operator lists a contact (or renames it); answers the handle as stored. */
export async function addOfficialContact(
  db: Db,
  q: { brand: Brand; kind: ContactKind; handle: string; label: string; now: number },
): Promise<string> {
  const handle = handleOf(q.brand, q);
  await repo.putContact(db, { merchantId: q.brand.id, kind: q.kind, handle, label: q.label, now: q.now });
  return handle;
}

/** The operator removes a contact; answers whether it was listed. */
export async function removeOfficialContact(db: Db, q: { brand: Brand; kind: ContactKind; handle: string }) {
  const handle = handleOf(q.brand, q);
  return repo.deleteContact(db, { merchantId: q.brand.id, kind: q.kind, handle });
}

export const officialContacts = (db: Db, brand: Brand) => repo.contactsOf(db, brand.id);
