import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_FILES,
  receiptResults,
  zAddBankCardBody,
  zBankCard,
  zDoneValue,
  zSetPaymentPasswordBody,
  zWithdrawal,
  zWithdrawalPage,
  zWithdrawBody,
  zTransferBody,
  zTransferInfo,
  zTransferValue,
  zWithdrawInfo,
  AGENT_TYPES,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import type { BrandDirectory } from '../brand/index.ts';
import { membersRepo, type Sessions } from '../identity/index.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Wallet } from './service.ts';
import { transfer } from './transfers.ts';
import type { Withdrawals } from './withdrawals.ts';

/** What an uploaded proof really is, by its first bytes (never by its name or declared type). */
export function imageKind(bytes: Buffer): 'png' | 'jpg' | undefined {
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

const AUTO_CONFIRM_EVERY_MS = 60_000;

/** Withdrawal calls of the member centre: payment password, bank cards, requests, receipts. */
export function withdrawRoutes(
  app: App,
  deps: {
    db: Kysely<Database>;
    withdrawals: Withdrawals;
    wallet: Wallet;
    sessions: Sessions;
    brands: BrandDirectory;
    uploadsDir: string;
  },
) {
  const r = typed(app);
  const tags = ['wallet'];
  const done = { done: true } as const;

  r.put(
    '/wps/wallet/payment-password',
    {
      schema: {
        tags,
        summary: 'Sets the payment password (6 digits), or changes it with the old one',
        body: zSetPaymentPasswordBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      await deps.withdrawals.setPaymentPassword(member, req.body);
      return ok(done);
    },
  );

  r.get(
    '/wps/wallet/withdraw/info',
    {
      schema: {
        tags,
        summary:
          'What the withdraw page needs: payment password set or locked, limits, available balance, turnover still required',
        response: replies(zWithdrawInfo),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.withdrawals.info(req.brand, member));
    },
  );

  r.get(
    '/wps/wallet/transfer/info',
    {
      schema: {
        tags,
        summary: 'Who the member may transfer to (AGETRANSFERUP3): the direct upline; agents also their tree',
        response: replies(zTransferInfo),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      if (req.brand.modules.get('AGETRANSFERUP3') !== true) throw new AppError('function.not.available');
      const [uplines, accounts] = await Promise.all([
        membersRepo.uplines(deps.db, member.id),
        deps.wallet.memberBalances(req.brand.id, member.id),
      ]);
      return ok({
        paymentPasswordSet: member.payment_password_hash !== null,
        upline: uplines[0]?.username ?? null,
        agent: AGENT_TYPES.includes(member.type),
        available: formatMinor(accounts.find((a) => a.code === 'main')?.available ?? 0n),
      });
    },
  );

  r.get(
    '/wps/wallet/bank-cards',
    {
      schema: {
        tags,
        summary: "The member's bank cards (number masked)",
        response: replies(z.array(zBankCard)),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.withdrawals.cards(req.brand, member.id));
    },
  );

  r.post(
    '/wps/wallet/bank-cards',
    {
      schema: {
        tags,
        summary:
          'Binds a bank card with the payment password (wrong tries count toward its lock); the account name must be the registered name',
        body: zAddBankCardBody,
        response: replies(zBankCard),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.withdrawals.addCard(req.brand, member, req.body));
    },
  );

  r.post(
    '/wps/wallet/withdraw',
    {
      schema: {
        tags,
        summary: 'Requests a withdrawal (idempotent on requestId); the amount is held until paid or rejected',
        body: zWithdrawBody,
        response: replies(zWithdrawal),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.withdrawals.request(req.brand, member, req.body));
    },
  );

  r.post(
    '/wps/wallet/transfer',
    {
      schema: {
        tags,
        summary:
          'Transfers to the upline, or (agents) within the downline, with the payment password (AGETRANSFERUP3)',
        body: zTransferBody,
        response: replies(zTransferValue),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      const posted = await transfer(
        { db: deps.db, wallet: deps.wallet, withdrawals: deps.withdrawals },
        req.brand,
        member,
        req.body,
      );
      const mine = posted.balances.find((b) => b.memberId === member.id);
      return ok({ balance: formatMinor(mine?.balance ?? 0n) });
    },
  );

  r.get(
    '/wps/wallet/withdrawals',
    {
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        querystring: z.strictObject({ pageNo: z.coerce.number().int().min(1).default(1) }),
        response: replies(zWithdrawalPage),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.withdrawals.list(req.brand, member.id, req.query.pageNo));
    },
  );

  r.get(
    '/wps/wallet/withdrawals/:orderRef',
    {
      schema: {
        tags,
        summary: "One of the member's withdrawals",
        params: z.object({ orderRef: z.string().min(4).max(40) }),
        response: replies(zWithdrawal),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.requireReal(req);
      return ok(await deps.withdrawals.get(req.brand, member.id, req.params.orderRef));
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: RECEIPT_MAX_FILES + 1, fileSize: RECEIPT_MAX_BYTES, fields: 4, fieldSize: 64 },
    });
    typed(scope).post(
      '/wps/wallet/withdrawals/:orderRef/receipt',
      {
        schema: {
          tags,
          summary:
            'After payment: received, partial or not_received, with up to 3 proof images (png or jpg, 5 MB each) as multipart/form-data',
          consumes: ['multipart/form-data'],
          params: z.object({ orderRef: z.string().min(4).max(40) }),
          body: z.any().describe('multipart/form-data: field result, files proof (0 to 3)'),
          response: replies(zWithdrawal),
        },
      },
      async (req) => {
        const { member } = await deps.sessions.requireReal(req);
        if (!req.isMultipart()) throw new AppError('unsupported.media.type');
        let result: string | undefined;
        const files: { kind: 'png' | 'jpg'; bytes: Buffer }[] = [];
        try {
          for await (const part of req.parts()) {
            if (part.type === 'field') {
              if (part.fieldname === 'result') result = String(part.value);
              continue;
            }
            const bytes = await part.toBuffer();
            const kind = imageKind(bytes);
            if (!kind) throw new AppError('unsupported.media.type');
            files.push({ kind, bytes });
            if (files.length > RECEIPT_MAX_FILES) throw new AppError('request.body.too.large');
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          // the multipart limits: a file over 5 MB, too many files
          throw new AppError('request.body.too.large', { cause: err });
        }
        if (!result || !(receiptResults as readonly string[]).includes(result))
          throw new AppError('request.invalid', {
            details: [{ path: 'result', code: 'invalid', message: receiptResults.join('|') }],
          });
        // Only the member's own paid withdrawal gets here before anything is written.
        await deps.withdrawals.get(req.brand, member.id, req.params.orderRef);
        const dir = join(deps.uploadsDir, 'receipts');
        await mkdir(dir, { recursive: true });
        const names: string[] = [];
        for (const f of files) {
          const name = `${req.params.orderRef}-${randomBytes(6).toString('hex')}.${f.kind}`;
          await writeFile(join(dir, name), f.bytes);
          names.push(name);
        }
        return ok(
          await deps.withdrawals.confirmReceipt(
            req.brand,
            member.id,
            req.params.orderRef,
            result as (typeof receiptResults)[number],
            names,
          ),
        );
      },
    );
  });

  // An unconfirmed payout counts as received after the brand's minutes (SPEC section 4).
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
