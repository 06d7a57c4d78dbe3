import { sql } from 'kysely';
import type { MigrationFn } from './helpers.ts';

/** Names that reach only the machine a browser runs on: development and test sites. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Absolute links (password-reset mails, payment returns and notifications, game returns) are
 * built from a brand's listed domains, never from the request, so each domain says how it is
 * reached: its scheme, and a port when not the scheme's own. Loopback hosts are http; every
 * other listed host is https until the operator says otherwise.
 *
 * A session whose password must change (an operator-set default, or one expired under
 * PWDEXPFORCECHANGE3) says so in `password_change` ('default' or 'expired'): until the change,
 * it may only change the password, read the member's own info and sign out.
 */
export const up: MigrationFn = async (db) => {
  await db.schema
    .alterTable('merchant_domains')
    .addColumn('scheme', 'varchar(8)', (c) => c.notNull().defaultTo('https'))
    .execute();
  await db.schema.alterTable('merchant_domains').addColumn('port', 'integer').execute();
  await db
    .updateTable('merchant_domains' as never)
    .set({ scheme: 'http' } as never)
    .where(sql.ref('host'), 'in', LOOPBACK_HOSTS)
    .execute();
  await db.schema.alterTable('sessions').addColumn('password_change', 'varchar(16)').execute();
};
