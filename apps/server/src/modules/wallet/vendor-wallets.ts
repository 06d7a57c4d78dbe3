import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import { walletRepo } from './repo.ts';
import type { Wallet } from './service.ts';

/** The vendor wallets of a brand that does not use a single wallet: one per enabled vendor. */
export async function vendorWallets(db: Kysely<Database>, { brand, lang }: { brand: Brand; lang: string }) {
  if (brand.settings.singleWallet) return [];
  const rows = await walletRepo.enabledVendors(db, brand.id);
  return rows.map((v) => ({
    code: v.code,
    name: pick(JSON.parse(v.display_name) as Record<string, string>, lang, brand.settings.defaultLang),
  }));
}

/**
 * GCS_walletTransfer: moves money between the member's main wallet and one of its vendor
 * wallets (multi-wallet brands only); one ledger entry, never below zero on the sending side.
 */
export async function walletTransfer(
  { db, wallet }: { db: Kysely<Database>; wallet: Wallet },
  t: {
    brand: Brand;
    memberId: number;
    input: { from: string; to: string; amount: string; requestId: string };
  },
) {
  const { brand, memberId, input } = t;
  if (brand.settings.singleWallet) throw new AppError('function.not.available');
  const codes = new Set((await vendorWallets(db, { brand, lang: 'EN' })).map((v) => v.code));
  const account = (code: string) => {
    if (code === 'main') return { member: memberId };
    if (codes.has(code)) return { member: memberId, code: `vendor:${code}` };
    throw new AppError('request.invalid', { details: [{ path: 'to', code: 'invalid', message: 'wallet' }] });
  };
  if (input.from === input.to || (input.from !== 'main' && input.to !== 'main'))
    throw new AppError('request.invalid', {
      details: [{ path: 'to', code: 'invalid', message: 'main <-> vendor' }],
    });
  const amount = parseMinor(input.amount);
  if (amount === undefined || amount <= 0n)
    throw new AppError('request.invalid', {
      details: [{ path: 'amount', code: 'invalid', message: 'amount' }],
    });
  return wallet.post({
    merchantId: brand.id,
    currency: brand.settings.currency,
    idemKey: `wallet-transfer:${memberId}:${input.requestId}`,
    type: 'wallet.transfer',
    ref: `${input.from} → ${input.to}`,
    lines: [
      { account: account(input.from), amount: -amount },
      { account: account(input.to), amount },
    ],
  });
}
