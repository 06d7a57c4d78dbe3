import {
  MEMBER_TYPE,
  zBalanceValue,
  zMerchantWalletValue,
  zTransactionPage,
  zTransactionQuery,
  zWalletTransferBody,
} from '@lotto/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { formatMinor } from '../../lib/money.ts';
import { transactionPage } from './records.ts';
import { vendorWallets, walletTransfer } from './vendor-wallets.ts';
import type { Wallet } from './service.ts';

/** Wallet calls of the member site (issue 5). */
export function walletRoutes(app: App, deps: { db: Kysely<Database>; wallet: Wallet; sessions: Sessions }) {
  const r = typed(app);
  const tags = ['wallet'];

  r.get(
    '/wps/v2/wallets/balance',
    {
      schema: {
        tags,
        summary: "The signed-in member's balance: sumBalance and one line per wallet (2 is the main wallet)",
        response: replies(zBalanceValue),
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const { member } = await deps.sessions.require(req);
      return ok(await deps.wallet.balance(req.brand, member));
    },
  );

  r.get(
    '/wps/wallet/transactions',
    {
      schema: {
        tags,
        summary:
          'The account record (transactionHistory): movements with balance after, by type and time range',
        querystring: zTransactionQuery,
        response: replies(zTransactionPage),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      const q = req.query;
      return ok(
        await transactionPage(deps.db, {
          merchantId: req.brand.id,
          memberId: member.id,
          play: member.type === MEMBER_TYPE.demo,
          txType: q.txType,
          from: q.from,
          to: q.to,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        }),
      );
    },
  );

  r.get(
    '/wps/relay/GCS_merchantWallet',
    {
      schema: {
        tags,
        summary:
          'Whether the brand uses a single wallet (isSingle), else the vendor wallets beside the main one',
        response: replies(zMerchantWalletValue),
      },
    },
    async (req) => {
      const wallets = await vendorWallets(deps.db, req.brand, req.lang);
      const isSingle = req.brand.settings.singleWallet;
      // A signed-in member of a multi-wallet brand also sees what each wallet holds.
      const session = isSingle ? undefined : await deps.sessions.optional(req);
      if (!session) return ok({ isSingle, wallets });
      const accounts = await deps.wallet.memberBalances(req.brand.id, session.member.id);
      const available = (code: string) => formatMinor(accounts.find((a) => a.code === code)?.available ?? 0n);
      return ok({
        isSingle,
        mainBalance: available('main'),
        wallets: wallets.map((w) => ({ ...w, balance: available(`vendor:${w.code}`) })),
      });
    },
  );

  r.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags,
        summary: 'Moves money between the main wallet and a vendor wallet (multi-wallet brands)',
        body: zWalletTransferBody,
        response: replies(zBalanceValue),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      await walletTransfer(deps.db, deps.wallet, req.brand, member.id, req.body);
      return ok(await deps.wallet.balance(req.brand, member));
    },
  );
}
