import type { Kysely } from 'kysely';
import {
  AGENT_TYPES,
  MEMBER_TYPE,
  errorMessage,
  errorStatus,
  type ErrorCode,
  type FieldProblem,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { alphaCode } from '../../lib/tokens.ts';
import { loadBrand } from '../brand/index.ts';
import { hashPassword, passwordDetail, passwordProblem } from './passwords.ts';
import { memberDefaults, membersRepo } from './repo.ts';

export type OperatorMember = {
  username: string;
  password: string;
  /** The operator chose the password: the member must change it at first sign-in. */
  defaultPassword?: boolean;
  type?: number;
  mobile?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
  upline?: string | undefined;
  affiliateCode?: string | undefined;
  language?: string;
};

/** The operator reads the refusal in English: an error's text, or the brand rule it failed. */
const passwordRuleText = (problem: FieldProblem): string =>
  problem.code in errorStatus
    ? errorMessage(problem.code as ErrorCode, 'EN')
    : `does not follow the brand's password rule (${problem.code}, ${problem.min} to ${problem.max} characters)`;

/** Creates a member or agent for the operator (CLI today, back office later). */
export async function createMember(
  db: Kysely<Database>,
  { merchantId, member: input }: { merchantId: number; member: OperatorMember },
): Promise<number> {
  const type = input.type ?? MEMBER_TYPE.player;
  if (![MEMBER_TYPE.player, MEMBER_TYPE.restricted, ...AGENT_TYPES].includes(type))
    throw new AppError('request.invalid', {
      message: `type must be 0, 4 or one of ${AGENT_TYPES.join(', ')}`,
    });
  if (!/^[A-Za-z][A-Za-z0-9_]{2,63}$/.test(input.username))
    throw new AppError('request.invalid', { message: 'username: a letter, then letters, digits or _' });
  // A default password follows the rule too: anyone could try a weak one before the member does.
  const brand = await loadBrand(db, merchantId);
  const weak = await passwordProblem(input.password, { brand, username: input.username });
  if (weak)
    throw new AppError('request.invalid', {
      message: `password: ${passwordRuleText(weak)}`,
      details: [passwordDetail('password', weak)],
    });
  if (input.mobile && !/^\+[0-9]{6,16}$/.test(input.mobile))
    throw new AppError('request.invalid', { message: 'mobile: + dial code and number, digits only' });
  if (await membersRepo.byUsername(db, { merchantId, username: input.username }))
    throw new AppError('username.exists');
  const upline = input.upline
    ? await membersRepo.byUsername(db, { merchantId, username: input.upline })
    : undefined;
  if (input.upline && !upline)
    throw new AppError('request.invalid', { message: `no upline ${input.upline}` });
  const now = Date.now();
  return db.transaction().execute(async (trx) =>
    membersRepo.insert(trx, {
      ...memberDefaults(now),
      merchant_id: merchantId,
      username: input.username,
      username_key: input.username.toLowerCase(),
      password_hash: await hashPassword(input.password),
      password_state: input.defaultPassword ? 'default' : 'set',
      type,
      nickname: input.username,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      payee_name: input.payeeName ?? null,
      language: input.language ?? 'TY',
      referral_code: alphaCode(8),
      affiliate_code: input.affiliateCode ?? (AGENT_TYPES.includes(type) ? alphaCode(6) : null),
      upline_id: upline?.id ?? null,
      reg_ip: '',
      reg_domain: '',
    }),
  );
}
