import type { Kysely } from 'kysely';
import { AGENT_REPORT_MAX_DAYS, memberEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { addDays, localHour } from '../../lib/local-hour.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Sessions } from '../identity/index.ts';
import { dailyFigures } from './repo.ts';
import { figureSums, profitOf, summed } from './summary.ts';

/** The member's own reports, read from its figures (never its bets). */
export function figureRoutes(app: App, deps: { db: Kysely<Database>; sessions: Sessions }) {
  serve(app, {
    endpoint: memberEndpoints.profit,
    schema: {
      tags: ['member'],
      summary: "The member's profit and loss over the brand's local days, per game type and day",
    },
    handler: async (req, reply) => {
      void reply.headers({ 'cache-control': 'no-store' });
      const { member } = await deps.sessions.require(req);
      const { from, to } = req.query;
      if (from > to || to > addDays(from, AGENT_REPORT_MAX_DAYS - 1))
        throw new AppError('request.invalid', {
          details: [
            { path: 'to', code: 'invalid', message: `from <= to, at most ${AGENT_REPORT_MAX_DAYS} days` },
          ],
        });
      const rows = await dailyFigures(deps.db, { merchantId: req.brand.id, memberId: member.id, from, to });
      const { total, byType, days } = summed(rows, { from, to });
      return ok({
        from,
        to,
        today: localHour(Date.now(), req.brand.settings.timeZone).day,
        totals: figureSums(total),
        byGameType: [...byType].map(([gameType, s]) => ({ gameType, ...figureSums(s) })),
        daily: [...days].map(([day, d]) => ({
          day,
          stake: formatMinor(d.stake),
          validTurnover: formatMinor(d.valid),
          payout: formatMinor(d.payout),
          profit: formatMinor(profitOf(d)),
        })),
      });
    },
  });
}
