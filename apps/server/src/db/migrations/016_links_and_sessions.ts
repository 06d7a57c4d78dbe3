import type { MigrationFn } from './helpers.ts';

/**
 * Absolute links (password-reset mails, payment returns and notifications, game returns) are
 * built from a brand's listed domains, never from the request, so each domain can say how it is
 * reached: its scheme (none stored: https, or http for a loopback development host) and a port
 * when not the scheme's own.
 *
 * A session whose password must change (an operator-set default, or one expired under
 * PWDEXPFORCECHANGE3) says so in `password_change` ('default' or 'expired'): until the change,
 * it may only change the password, read the member's own info and sign out.
 */
export const up: MigrationFn = async (db) => {
  await db.schema.alterTable('merchant_domains').addColumn('scheme', 'varchar(8)').execute();
  await db.schema.alterTable('merchant_domains').addColumn('port', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('password_change', 'varchar(16)').execute();
};
