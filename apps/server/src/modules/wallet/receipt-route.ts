import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, receiptResults, walletEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { asMember, doc } from './member-routes.ts';
import type { Withdrawals } from './withdrawals.ts';

type ReceiptResult = (typeof receiptResults)[number];
type Proof = { kind: 'png' | 'jpg'; bytes: Buffer };

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

/** The member's answer after a payout: received, partial or not received, with proof images. */
export function receiptRoute(
  app: App,
  deps: { withdrawals: Withdrawals; sessions: Sessions; uploadsDir: string },
) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: RECEIPT_MAX_FILES + 1, fileSize: RECEIPT_MAX_BYTES, fields: 4, fieldSize: 64 },
    });
    serve(
      scope,
      walletEndpoints.receipt,
      doc(
        'After payment: received, partial or not_received, with up to 3 proof images (png or jpg, 5 MB each) as multipart/form-data',
      ),
      asMember(deps.sessions, async (req, member) => {
        if (!req.isMultipart()) throw new AppError('unsupported.media.type');
        const { result, files } = await readReceipt(req);
        const { orderRef } = req.params;
        // Only the member's own paid withdrawal gets here before anything is written.
        await deps.withdrawals.get(req.brand, { memberId: member.id, orderRef });
        const proofs = await storeProofs(join(deps.uploadsDir, 'receipts'), { orderRef, files });
        return deps.withdrawals.confirmReceipt(req.brand, { memberId: member.id, orderRef, result, proofs });
      }),
    );
  });
}

/** The result field and the proof images of a multipart receipt, each image checked by its bytes. */
async function readReceipt(req: FastifyRequest): Promise<{ result: ReceiptResult; files: Proof[] }> {
  let result: string | undefined;
  const files: Proof[] = [];
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
  return { result: result as ReceiptResult, files };
}

/** Writes the proof images under `dir`, each under a fresh name; answers the names. */
async function storeProofs(dir: string, p: { orderRef: string; files: Proof[] }): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const f of p.files) {
    const name = `${p.orderRef}-${randomBytes(6).toString('hex')}.${f.kind}`;
    await writeFile(join(dir, name), f.bytes);
    names.push(name);
  }
  return names;
}
