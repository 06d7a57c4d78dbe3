import { AGENT_TYPES, walletEndpoints } from '@lotto/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { formatMinor } from '../../lib/money.ts';
import type { BrandDirectory } from '../brand/index.ts';
import { membersRepo, type Sessions } from '../identity/index.ts';
import { asMember, doc, oneOrder, orderPage } from './member-routes.ts';
import { receiptRoute } from './receipt-route.ts';
import type { Wallet } from './service.ts';
import { transfer } from './transfers.ts';
import type { Withdrawals } from './withdrawals.ts';

type Deps = {
  db: Kysely<Database>;
  withdrawals: Withdrawals;
  wallet: Wallet;
  sessions: Sessions;
  brands: BrandDirectory;
  uploadsDir: string;
  /**
   * Refuses money leaving the member (a withdrawal, a transfer) while something holds it: a bonus
   * being wagered (the promo module's rule, passed in by the app; the wallet does not import it).
   */
  beforeMoneyLeaves?: (memberId: number) => Promise<void>;
};

const AUTO_CONFIRM_EVERY_MS = 60_000;

/** Withdrawal calls of the member centre: payment password, bank cards, requests, receipts. */
export function withdrawRoutes(app: App, deps: Deps) {
  passwordAndCardRoutes(app, deps);
  withdrawalRoutes(app, deps);
  transferRoutes(app, deps);
  receiptRoute(app, deps);
  autoConfirmEachMinute(app, deps);
}

/** The payment password, what the withdraw page needs, and the member's bank cards. */
function passwordAndCardRoutes(app: App, { sessions, withdrawals }: Deps) {
  serve(app, {
    endpoint: walletEndpoints.paymentPassword,
    ...doc('Sets the payment password (6 digits), or changes it with the old one'),
    handler: asMember(sessions, async (req, member) => {
      await withdrawals.setPaymentPassword(member, req.body);
      return { done: true } as const;
    }),
  });
  serve(app, {
    endpoint: walletEndpoints.withdrawInfo,
    ...doc(
      'What the withdraw page needs: payment password set or locked, limits, available balance, turnover still required',
    ),
    handler: asMember(sessions, (req, member) => withdrawals.info(req.brand, member)),
  });
  serve(app, {
    endpoint: walletEndpoints.bankCards,
    ...doc("The member's bank cards (number masked)"),
    handler: asMember(sessions, (req, member) => withdrawals.cards(req.brand, member.id)),
  });
  serve(app, {
    endpoint: walletEndpoints.addBankCard,
    ...doc(
      'Binds a bank card with the payment password (wrong tries count toward its lock); the account name must be the registered name',
    ),
    handler: asMember(sessions, (req, member) => withdrawals.addCard(req.brand, { member, input: req.body })),
  });
}

/** A withdrawal request, and the member's withdrawals. */
function withdrawalRoutes(app: App, { sessions, withdrawals, beforeMoneyLeaves }: Deps) {
  serve(app, {
    endpoint: walletEndpoints.withdraw,
    ...doc('Requests a withdrawal (idempotent on requestId); the amount is held until paid or rejected'),
    handler: asMember(sessions, async (req, member) => {
      await beforeMoneyLeaves?.(member.id);
      return withdrawals.request(req.brand, { member, input: req.body });
    }),
  });
  const orders = "The member's withdrawals, newest first";
  serve(app, {
    endpoint: walletEndpoints.withdrawals,
    ...doc(orders),
    handler: orderPage(sessions, withdrawals),
  });
  serve(app, {
    endpoint: walletEndpoints.withdrawal,
    ...doc("One of the member's withdrawals"),
    handler: oneOrder(sessions, withdrawals),
  });
}

/** Transfers inside the agent tree (AGETRANSFERUP3): who the member may send to, and the transfer. */
function transferRoutes(app: App, deps: Deps) {
  serve(app, {
    endpoint: walletEndpoints.transferInfo,
    ...doc('Who the member may transfer to (AGETRANSFERUP3): the direct upline; agents also their tree'),
    handler: asMember(deps.sessions, async (req, member) => {
      if (req.brand.modules.get('AGETRANSFERUP3') !== true) throw new AppError('function.not.available');
      const [uplines, accounts] = await Promise.all([
        membersRepo.uplines(deps.db, member.id),
        deps.wallet.memberBalances(req.brand.id, member.id),
      ]);
      return {
        paymentPasswordSet: member.payment_password_hash !== null,
        upline: uplines[0]?.username ?? null,
        agent: AGENT_TYPES.includes(member.type),
        available: formatMinor(accounts.find((a) => a.code === 'main')?.available ?? 0n),
      };
    }),
  });
  serve(app, {
    endpoint: walletEndpoints.transfer,
    ...doc(
      'Transfers to the upline, or (agents) within the downline, with the payment password (AGETRANSFERUP3)',
    ),
    handler: asMember(deps.sessions, async (req, member) => {
      await deps.beforeMoneyLeaves?.(member.id);
      const posted = await transfer(deps, { brand: req.brand, from: member, input: req.body });
      const mine = posted.balances.find((b) => b.memberId === member.id);
      return { balance: formatMinor(mine?.balance ?? 0n) };
    }),
  });
}

/** An unconfirmed payout counts as received after the brand's minutes (docs/product/wallet.md#withdrawal-receipts). */
function autoConfirmEachMinute(app: App, deps: Deps) {
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', (doneReady) => {
    timer = setInterval(() => {
      void (async () => {
        for (const brand of await deps.brands.all()) await deps.withdrawals.autoConfirm(brand);
      })().catch((err: unknown) => app.log.warn({ err }, 'withdrawal auto-confirm failed'));
    }, AUTO_CONFIRM_EVERY_MS);
    timer.unref();
    doneReady();
  });
  app.addHook('onClose', (_i, doneClose) => {
    clearInterval(timer);
    doneClose();
  });
}
