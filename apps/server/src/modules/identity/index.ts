import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { NoticeBus } from '../../lib/config-bus.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { identityChanges } from './changes.ts';
import { Captchas } from './captcha.ts';
import { SmsCodes } from './codes.ts';
import type { IdentityDeps } from './deps.ts';
import { HumanCheck, humanCheckKey } from './human-check.ts';
import { HttpMessageProvider, OutboxProvider, type EmailProvider, type SmsProvider } from './messages.ts';
import { OneTimeTokens } from './one-time-repo.ts';
import { loadServerKey, type ServerKey } from './sealed.ts';
import { Sessions } from './sessions.ts';

// The identity module's face: what other modules, the app and the operator CLI may use.
export type { IdentityDeps } from './deps.ts';
export { usableProviders } from './oauth.ts';
export { oauthRoutes } from './oauth-routes.ts';
export { createMember } from './operator.ts';
export {
  createDownline,
  createInvitation,
  INVITATION_LIMIT,
  liveInvitations,
  removeInvitation,
  type JoinTeam,
} from './downlines.ts';
export type { InvitationRow } from './invitations-repo.ts';
export { latestOutbox } from './messages.ts';
export { checkPassword, hashPassword } from './passwords.ts';
export { membersRepo, type MemberRow } from './repo.ts';
export { identityRoutes } from './routes.ts';
export { downlineIds, teamIds, teamCounts, teamMembersPage, teamPath } from './team-repo.ts';
export type { Sessions } from './sessions.ts';
export { SESSION_CACHE_MS } from './changes.ts';

/** Hears other nodes' member and session changes on the bus, and tells them this node's; answers how to stop. */
export const listenForIdentityChanges = (bus: NoticeBus): Promise<() => Promise<void>> =>
  identityChanges.listen(bus);

/**
 * Builds the identity services from the configuration: local outbox providers unless told
 * otherwise. `rate` is the app's one limiter (the database's, or Redis's when configured).
 */
export function createIdentity({
  db,
  config,
  grantPlayMoney,
  joinTeam,
  welcome,
  rate,
}: {
  db: Kysely<Database>;
  config: Config;
  grantPlayMoney: IdentityDeps['grantPlayMoney'];
  joinTeam: IdentityDeps['joinTeam'];
  welcome?: IdentityDeps['welcome'];
  rate: RateLimiter;
}): IdentityDeps {
  const tokens = new OneTimeTokens(db);
  const smsProvider: SmsProvider =
    config.SMS_PROVIDER === 'http'
      ? new HttpMessageProvider(config.SMS_HTTP_URL!, { token: config.SMS_HTTP_TOKEN })
      : new OutboxProvider(db, 'sms');
  const email: EmailProvider =
    config.EMAIL_PROVIDER === 'http'
      ? new HttpMessageProvider(config.EMAIL_HTTP_URL!, { token: config.EMAIL_HTTP_TOKEN })
      : new OutboxProvider(db, 'email');
  let key: Promise<string> | undefined;
  let serverKey: Promise<ServerKey> | undefined;
  return {
    db,
    config,
    rate,
    tokens,
    email,
    grantPlayMoney,
    joinTeam,
    welcome,
    serverKey: () => (serverKey ??= loadServerKey(db)),
    sessions: new Sessions(db, {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      maxHours: config.SESSION_MAX_HOURS,
      rememberHours: config.REMEMBER_HOURS,
    }),
    captchas: new Captchas(tokens),
    human: new HumanCheck(() => (key ??= humanCheckKey(db, config.ALTCHA_HMAC_KEY)), {
      tokens,
      maxNumber: config.ALTCHA_MAX_NUMBER,
    }),
    sms: new SmsCodes(db, {
      sms: smsProvider,
      rate,
      limits: {
        perNumber: config.SMS_PER_NUMBER,
        perIp: config.SMS_PER_IP,
        template: config.SMS_TEMPLATE,
      },
    }),
  };
}
