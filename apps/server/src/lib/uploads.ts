// Images members upload (withdrawal receipts, promotion applications): read from a multipart
// request and checked by their bytes, never by their name or declared type, then stored.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type Upload = { kind: 'png' | 'jpg'; bytes: Buffer };

/** What an uploaded image really is, by its first bytes. */
export function imageKind(bytes: Buffer): 'png' | 'jpg' | undefined {
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

/**
 * The text fields and the images of a multipart request: an image that is no png or jpg is
 * `unsupported.media.type`; more than `maxFiles`, or one over the multipart limits the route
 * registered, `request.body.too.large`.
 */
export async function readImages(
  req: FastifyRequest,
  { maxFiles }: { maxFiles: number },
): Promise<{ fields: Record<string, string>; files: Upload[] }> {
  if (!req.isMultipart()) throw new AppError('unsupported.media.type');
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      const kind = imageKind(bytes);
      if (!kind) throw new AppError('unsupported.media.type');
      files.push({ kind, bytes });
      if (files.length > maxFiles) throw new AppError('request.body.too.large');
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // the multipart limits: a file over its size, too many files or fields
    throw new AppError('request.body.too.large', { cause: err });
  }
  return { fields, files };
}

/** Writes images under `dir`, each under `prefix` and a fresh name; answers the names. */
export async function storeImages(dir: string, { prefix, files }: { prefix: string; files: Upload[] }) {
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const f of files) {
    const name = `${prefix}-${randomBytes(6).toString('hex')}.${f.kind}`;
    await writeFile(join(dir, name), f.bytes);
    names.push(name);
  }
  return names;
}
