import { staffEndpoints } from '@lotto/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { membersRepo } from '../identity/index.ts';
import type { Inbox } from '../inbox/index.ts';
import { requireStaff } from './accounts.ts';

const unknownAccount = () =>
  new AppError('request.invalid', {
    details: [{ path: 'account', code: 'not_found', message: 'no such member' }],
  });

/**
 * Platform messages from the console: a support agent writes to one member (the one it is
 * talking to); broadcasts to the brand, a VIP level or an agent's team are for admins.
 */
export function staffMessageRoute(app: App, { db, inbox }: { db: Kysely<Database>; inbox: Inbox }) {
  serve(app, {
    endpoint: staffEndpoints.message,
    schema: {
      tags: ['backoffice'],
      summary:
        'Sends a platform message: to one member (support), or to the brand, a VIP level or a team (admin)',
    },
    handler: async (req) => {
      const body = req.body;
      const roles = body.to === 'member' ? (['admin', 'support'] as const) : (['admin'] as const);
      const staff = await requireStaff(db, { req, roles });
      const merchantId = staff.merchantId;
      const text = { merchantId, title: body.title, body: body.body };
      if (body.to === 'brand') return ok({ id: await inbox.sendOperator({ ...text, to: 'brand' }) });
      if (body.to === 'vip')
        return ok({ id: await inbox.sendOperator({ ...text, to: 'vip', minLevel: body.minLevel }) });
      const member = await membersRepo.byUsername(db, { merchantId, username: body.account });
      if (!member) throw unknownAccount();
      if (body.to === 'member')
        return ok({ id: await inbox.sendOperator({ ...text, to: 'member', memberId: member.id }) });
      return ok({ id: await inbox.sendOperator({ ...text, to: 'team', agentId: member.id }) });
    },
  });
}
