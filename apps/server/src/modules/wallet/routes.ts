import { walletEndpoints } from '@lotto/contracts';
import { MEMBER_TYPE } from '@lotto/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { type App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { formatMinor } from '../../lib/money.ts';
import { asMember, doc } from './member-routes.ts';
import { transactionPage } from './records.ts';
import { vendorWallets, walletTransfer } from './vendor-wallets.ts';
import type { Wallet } from './service.ts';

type Deps = { db: Kysely<Database>; wallet: Wallet; sessions: Sessions };

/** Wallet calls of the member site (issue 5). */
export function walletRoutes(app: App, deps: Deps) {
  recordRoutes(app, deps);
  vendorWalletRoutes(app, deps);
}

/** What the member has and what moved: the balance and the account record. */
function recordRoutes(app: App, deps: Deps) {
  serve(app, {
    endpoint: walletEndpoints.balance,
    ...doc("The signed-in member's balance: sumBalance and one line per wallet (2 is the main wallet)"),
    handler: async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const { member } = await deps.sessions.require(req);
      return ok(await deps.wallet.balance(req.brand, member));
    },
  });
  serve(app, {
    endpoint: walletEndpoints.transactions,
    ...doc('The account record (transactionHistory): movements with balance after, by type and time range'),
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      const q = req.query;
      const page = await transactionPage(deps.db, {
        merchantId: req.brand.id,
        members: member.id,
        play: member.type === MEMBER_TYPE.demo,
        txType: q.txType,
        from: q.from,
        to: q.to,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return ok({ ...page, list: page.list.map(({ memberId: _own, ...row }) => row) });
    },
  });
}

/** The vendor wallets of a multi-wallet brand, and moves between them and the main wallet. */
function vendorWalletRoutes(app: App, deps: Deps) {
  serve(app, {
    endpoint: walletEndpoints.merchantWallet,
    ...doc('Whether the brand uses a single wallet (isSingle), else the vendor wallets beside the main one'),
    handler: async (req) => {
      const wallets = await vendorWallets(deps.db, { brand: req.brand, lang: req.lang });
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
  });
  serve(app, {
    endpoint: walletEndpoints.walletTransfer,
    ...doc('Moves money between the main wallet and a vendor wallet (multi-wallet brands)'),
    handler: asMember(deps.sessions, async (req, member) => {
      await walletTransfer(deps, { brand: req.brand, memberId: member.id, input: req.body });
      return deps.wallet.balance(req.brand, member);
    }),
  });
}
