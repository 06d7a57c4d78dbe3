import { readFile } from 'node:fs/promises';
import { zPromotionDefinition } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { allPromotions, definitionOf, putPromotion, setEnabled } from '../modules/promo/index.ts';
import { bool, merchantOf, type Command } from './context.ts';
import { printable } from './printable.ts';
import { applicationsCommand } from './promo-applications.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });

/**
 * `promo put FILE`: writes the promotion a JSON file defines (a new code, or a new definition
 * for one that exists); `promo list`; `promo enable CODE on|off`.
 */
export const promo: Command = async (ctx, args) => {
  const { id: merchantId } = await merchantOf(ctx);
  const db = ctx.db.kysely;
  const now = Date.now();
  if (args[0] === 'put') {
    if (!args[1]) throw invalid('promo put FILE');
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(args[1], 'utf8'));
    } catch (err) {
      throw invalid(`cannot read ${args[1]} as JSON: ${(err as Error).message}`);
    }
    const parsed = zPromotionDefinition.safeParse(raw);
    if (!parsed.success)
      throw invalid(
        parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; '),
      );
    const id = await putPromotion(db, { merchantId, def: parsed.data, now });
    console.log(`promotion ${parsed.data.code} saved with id ${id} for ${ctx.merchant}`);
    return;
  }
  if (args[0] === 'enable') {
    const on = bool(args[2], 'promotion state');
    if (!(await setEnabled(db, { merchantId, code: args[1] ?? '', enabled: on, now })))
      throw invalid(`no promotion ${args[1]}`);
    console.log(`promotion ${args[1]} ${on ? 'on' : 'off'} for ${ctx.merchant}`);
    return;
  }
  if (['applications', 'issue', 'reject'].includes(args[0] ?? '')) return applicationsCommand(ctx, args);
  if (args[0] !== 'list') throw invalid('promo put|list|enable|applications|issue|reject');
  const rows = await allPromotions(db, merchantId);
  for (const r of rows) {
    const d = definitionOf(r);
    console.log(
      `#${r.id} ${d.code} ${d.category}/${d.trigger} ${r.enabled ? 'on' : 'off'}: ${printable(d.title.EN ?? Object.values(d.title)[0] ?? '')}`,
    );
  }
  if (rows.length === 0) console.log(`no promotions for ${ctx.merchant}`);
};
