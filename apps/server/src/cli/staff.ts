import { STAFF_ROLES } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { createStaff, setStaffDisabled } from '../modules/staff/index.ts';
import { brandOf, type CliContext, type Command } from './context.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });
type Role = (typeof STAFF_ROLES)[number];

async function create(ctx: CliContext) {
  const { username, password, role = 'support' } = ctx.values;
  if (!username || !/^[a-z0-9_]{3,40}$/.test(username))
    throw invalid('--username (3-40 of a-z, 0-9, _) is required');
  if (!password || password.length < 12 || password.length > 128 || password.includes(username))
    throw invalid('--password of 12-128 characters, not containing the username, is required');
  if (!(STAFF_ROLES as readonly string[]).includes(role)) throw invalid(`--role ${STAFF_ROLES.join('|')}`);
  const { brand } = await brandOf(ctx);
  const made = await createStaff(ctx.db.kysely, {
    merchantId: brand.id,
    brandCode: brand.code,
    username,
    password,
    role: role as Role,
  });
  console.log(`staff ${username} (${role}) created for ${ctx.merchant} with id ${made.id}`);
  console.log(`authenticator secret: ${made.secret}`);
  console.log(`authenticator link:   ${made.otpauth}`);
  console.log('Add the secret to an authenticator app now: it is not shown again.');
}

async function disable(ctx: CliContext, off: boolean) {
  const { username } = ctx.values;
  if (!username) throw invalid('--username is required');
  const { brand } = await brandOf(ctx);
  if (!(await setStaffDisabled(ctx.db.kysely, { merchantId: brand.id, username, disabled: off })))
    throw invalid(`no staff ${username} in ${ctx.merchant}`);
  console.log(`staff ${username} ${off ? 'disabled, signed out everywhere' : 'enabled'}`);
}

/** `staff create --username U --password P [--role support|admin]`; `staff disable|enable --username U`. */
export const staff: Command = async (ctx, args) => {
  if (args[0] === 'create') return create(ctx);
  if (args[0] === 'disable' || args[0] === 'enable') return disable(ctx, args[0] === 'disable');
  throw invalid('staff create|disable|enable');
};
