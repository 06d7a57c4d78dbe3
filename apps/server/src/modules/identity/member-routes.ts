import { memberEndpoints } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { siteOrigin } from '../brand/index.ts';
import { moduleOn, type IdentityDeps } from './deps.ts';
import { membersRepo } from './repo.ts';
import { AVATARS, avatarUrl, done, memberInfo, noStore, tags } from './route-kit.ts';

/** The signed-in member: info, avatar and language. */
export function memberRoutes(app: App, deps: IdentityDeps) {
  serve(app, {
    endpoint: memberEndpoints.info,
    schema: { tags, summary: 'The signed-in member' },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      // A session held for a password change reads this too: the change dialog shows the account.
      const { member, passwordChange } = await deps.sessions.require(req, { passwordChange: 'allowed' });
      const info = memberInfo(member, moduleOn(req.brand, 'AGETRANSFERUP3'));
      return ok(passwordChange ? { ...info, passwordChange } : info);
    },
  });

  serve(app, {
    endpoint: memberEndpoints.icon,
    schema: {
      tags,
      summary: "The member's avatar and the avatars to choose from",
    },
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      return ok({ icon: member.avatar, url: avatarUrl(member.avatar), choices: AVATARS });
    },
  });

  serve(app, {
    endpoint: memberEndpoints.referral,
    schema: { tags, summary: "The member's referral code and link, and how many registered with it" },
    handler: async (req, reply) => {
      void reply.headers({ 'cache-control': 'no-store' });
      const { member } = await deps.sessions.require(req);
      const code = encodeURIComponent(member.referral_code);
      return ok({
        referralCode: member.referral_code,
        link: `${siteOrigin(req.brand, req)}/register?referralCode=${code}`,
        totalInvitations: await membersRepo.referred(deps.db, member.id),
        promotionDomains: [...new Set(req.brand.domains.map((d) => d.host))],
      });
    },
  });

  serve(app, {
    endpoint: memberEndpoints.setIcon,
    schema: { tags, summary: 'Chooses an avatar' },
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      if (!AVATARS.includes(req.body.icon))
        throw new AppError('request.invalid', {
          details: [{ path: 'icon', code: 'invalid', message: 'unknown avatar' }],
        });
      await membersRepo.update(deps.db, { id: member.id, values: { avatar: req.body.icon } });
      return ok({ icon: req.body.icon, url: avatarUrl(req.body.icon), choices: AVATARS });
    },
  });

  serve(app, {
    endpoint: memberEndpoints.language,
    schema: {
      tags,
      summary: "Stores the member's language",
    },
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      const language = req.body.language.toUpperCase();
      if (!(req.brand.settings.supportLanguages as string[]).includes(language))
        throw new AppError('request.invalid', {
          details: [{ path: 'language', code: 'invalid', message: 'not offered' }],
        });
      await membersRepo.update(deps.db, { id: member.id, values: { language } });
      return ok(done);
    },
  });
}
