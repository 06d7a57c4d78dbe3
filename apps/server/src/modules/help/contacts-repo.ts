import type { Kysely } from 'kysely';
import type { ContactKind } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Contact = { merchantId: number; kind: ContactKind; handle: string };

/** Adds a contact, or renames it when it is already listed. */
export const putContact = (db: Db, c: Contact & { label: string; now: number }) =>
  db
    .insertInto('official_contacts')
    .values({ merchant_id: c.merchantId, kind: c.kind, handle: c.handle, label: c.label, created_at: c.now })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'handle']).doUpdateSet({ label: c.label }))
    .execute();

/** Removes a contact; answers whether it was listed. */
export const deleteContact = async (db: Db, c: Contact): Promise<boolean> => {
  const res = await db
    .deleteFrom('official_contacts')
    .where('merchant_id', '=', c.merchantId)
    .where('kind', '=', c.kind)
    .where('handle', '=', c.handle)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
};

export const contactsOf = (db: Db, merchantId: number) =>
  db
    .selectFrom('official_contacts')
    .select(['kind', 'handle', 'label', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('kind')
    .orderBy('handle')
    .execute();

/** The brand's contacts with this handle among some kinds. */
export const contactsWith = (
  db: Db,
  q: { merchantId: number; handle: string; kinds: readonly ContactKind[] },
) =>
  db
    .selectFrom('official_contacts')
    .select(['kind', 'label'])
    .where('merchant_id', '=', q.merchantId)
    .where('handle', '=', q.handle)
    .where('kind', 'in', [...q.kinds])
    .orderBy('kind')
    .execute();
