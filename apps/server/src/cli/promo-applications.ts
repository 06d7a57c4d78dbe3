import { AppError } from '../lib/errors.ts';
import { parseMinor } from '../lib/money.ts';
import {
  applicationsIn,
  applicationViews,
  issueApplication,
  rejectApplication,
} from '../modules/promo/index.ts';
import { brandOf, cliWallet, type CliContext } from './context.ts';
import { printable } from './printable.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });
const STATUSES = ['applying', 'rejected', 'issued'] as const;

/**
 * `promo applications [--status S]` (the waiting ones by default, oldest first);
 * `promo issue ID [--amount BASE]` pays the bonus (a percent or tiered reward on BASE);
 * `promo reject ID --memo TEXT`.
 */
export async function applicationsCommand(ctx: CliContext, args: string[]): Promise<void> {
  const { brand } = await brandOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const deps = { db: ctx.db.kysely, wallet };
  const now = Date.now();
  try {
    if (args[0] === 'applications') {
      const status = (ctx.values.status ?? 'applying') as (typeof STATUSES)[number];
      if (!STATUSES.includes(status)) throw invalid(`--status is one of ${STATUSES.join(', ')}`);
      const rows = await applicationsIn(ctx.db.kysely, { merchantId: brand.id, status, limit: 200 });
      const views = await applicationViews(deps, { brand, lang: 'EN', rows });
      for (const [i, a] of views.entries())
        console.log(
          `#${a.id} ${a.code} member ${rows[i]!.member_id} ${a.status} (${a.images} images): ${printable(a.remark)}`,
        );
      if (views.length === 0) console.log(`no ${status} applications for ${ctx.merchant}`);
      return;
    }
    const id = Number(args[1]);
    if (!Number.isInteger(id) || id <= 0) throw invalid(`promo ${args[0]} ID`);
    if (args[0] === 'issue') {
      const base = ctx.values.amount === undefined ? 0n : parseMinor(ctx.values.amount);
      if (base === undefined) throw invalid('--amount is an amount such as 100.00');
      const bonus = await issueApplication(deps, { brand, id, base, now });
      console.log(
        `application #${id} issued: bonus #${bonus.id} of ${Number(bonus.amount) / 100} (${bonus.status})`,
      );
      return;
    }
    if (!ctx.values.memo) throw invalid('--memo is required: the member reads it');
    await rejectApplication(deps, { brand, id, note: ctx.values.memo.slice(0, 200), now });
    console.log(`application #${id} rejected`);
  } finally {
    await live?.close();
  }
}
