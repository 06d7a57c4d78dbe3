import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, receiptResults, walletEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';
import { readImages, storeImages } from '../../lib/uploads.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { asMember, doc } from './member-routes.ts';
import type { Withdrawals } from './withdrawals.ts';

type ReceiptResult = (typeof receiptResults)[number];

/** The member's answer after a payout: received, partial or not received, with proof images. */
export function receiptRoute(
  app: App,
  deps: { withdrawals: Withdrawals; sessions: Sessions; uploadsDir: string },
) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: RECEIPT_MAX_FILES + 1, fileSize: RECEIPT_MAX_BYTES, fields: 4, fieldSize: 64 },
    });
    serve(scope, {
      endpoint: walletEndpoints.receipt,
      ...doc(
        'After payment: received, partial or not_received, with up to 3 proof images (png or jpg, 5 MB each) as multipart/form-data',
      ),
      handler: asMember(deps.sessions, async (req, member) => {
        const { fields, files } = await readImages(req, { maxFiles: RECEIPT_MAX_FILES });
        const result = fields['result'];
        if (!result || !(receiptResults as readonly string[]).includes(result))
          throw new AppError('request.invalid', {
            details: [{ path: 'result', code: 'invalid', message: receiptResults.join('|') }],
          });
        const { orderRef } = req.params;
        // Only the member's own paid withdrawal gets here before anything is written.
        await deps.withdrawals.get(req.brand, { memberId: member.id, orderRef });
        const proofs = await storeImages(join(deps.uploadsDir, 'receipts'), { prefix: orderRef, files });
        return deps.withdrawals.confirmReceipt(req.brand, {
          memberId: member.id,
          orderRef,
          result: result as ReceiptResult,
          proofs,
        });
      }),
    });
  });
}
