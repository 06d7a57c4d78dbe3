import { CONTACT_KINDS, type ContactKind } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { addOfficialContact, officialContacts, removeOfficialContact } from '../modules/help/index.ts';
import { brandOf, type Command } from './context.ts';
import { printable } from './printable.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });

const kindOf = (v: string | undefined): ContactKind => {
  if (!CONTACT_KINDS.includes(v as ContactKind)) throw invalid(`KIND is one of ${CONTACT_KINDS.join(', ')}`);
  return v as ContactKind;
};

/**
 * The brand's official staff contacts, what Verify Representative compares a handle with:
 * `contact list`; `contact add KIND HANDLE --label TEXT`; `contact remove KIND HANDLE`.
 */
export const contact: Command = async (ctx, [sub, kindArg, handle]) => {
  const { brand } = await brandOf(ctx);
  if (sub === 'list') {
    const rows = await officialContacts(ctx.db.kysely, brand);
    for (const c of rows) console.log(`${c.kind} ${c.handle} ${printable(c.label)}`);
    if (rows.length === 0) console.log(`no official contacts for ${ctx.merchant}`);
    return;
  }
  if (sub !== 'add' && sub !== 'remove') throw invalid('contact list|add|remove');
  const kind = kindOf(kindArg);
  if (!handle) throw invalid(`contact ${sub} KIND HANDLE`);
  if (sub === 'add') {
    const label = (ctx.values.label ?? '').trim();
    if (!label || label.length > 80)
      throw invalid('--label is required (at most 80 characters): who answers there');
    const stored = await addOfficialContact(ctx.db.kysely, { brand, kind, handle, label, now: Date.now() });
    console.log(`${kind} ${stored} is an official contact of ${ctx.merchant} (${printable(label)})`);
    return;
  }
  const removed = await removeOfficialContact(ctx.db.kysely, { brand, kind, handle });
  console.log(removed ? `${kind} ${handle} removed` : `${kind} ${handle} was not listed`);
  return removed ? 0 : 1;
};
