import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Brand, BrandDirectory } from '../brand/index.ts';
import type { Catalogue } from './catalogue.ts';
import { findSession } from './repo/sessions.ts';
import type { SeamlessAt } from './seamless-core.ts';
import { verifyVendorCall } from './vendor-signing.ts';

/** Brand codes by id, per directory: a brand's code never changes, and the directory caches the brand itself. */
const codes = new WeakMap<BrandDirectory, Map<number, string>>();

/** A brand by id without listing every brand on each call (the directory knows brands by code). */
async function brandOf(brands: BrandDirectory, merchantId: number): Promise<Brand | undefined> {
  let known = codes.get(brands);
  if (!known?.has(merchantId)) {
    known = new Map((await brands.all()).map((b) => [b.id, b.code]));
    codes.set(brands, known);
  }
  const code = known.get(merchantId);
  const brand = code === undefined ? undefined : await brands.byCode(code);
  return brand?.id === merchantId ? brand : undefined;
}

/**
 * The brand a seamless call is for, when the call is signed with that brand's secret for the
 * vendor: the brand of the game session its body names. A body that is not JSON with a session
 * token is INVALID_REQUEST; an unknown session and a bad signature look the same to the caller
 * (SIGNATURE). The session's row goes with the brand, so the call does not read it again.
 */
export async function callerBrand(
  deps: {
    db: Kysely<Database>;
    brands: BrandDirectory;
    catalogue: Catalogue;
    env?: Record<string, string | undefined>;
  },
  call: {
    headers: Record<string, string | string[] | undefined>;
    /** The path the vendor signed. */
    path: string;
    vendor: string;
    raw: Buffer;
  },
): Promise<SeamlessAt | 'INVALID_REQUEST' | 'SIGNATURE'> {
  let json: unknown;
  try {
    json = JSON.parse(call.raw.toString('utf8'));
  } catch {
    return 'INVALID_REQUEST';
  }
  const token = (json as { sessionToken?: unknown } | null)?.sessionToken;
  if (typeof token !== 'string') return 'INVALID_REQUEST';
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await findSession(deps.db, hash);
  const brand = session ? await brandOf(deps.brands, session.merchant_id) : undefined;
  const info = brand ? (await deps.catalogue.vendors(brand)).get(call.vendor) : undefined;
  const secretEnv = info ? (JSON.parse(info.config) as { secretEnv?: string }).secretEnv : undefined;
  const secret = secretEnv ? (deps.env ?? process.env)[secretEnv] : undefined;
  const signed =
    secret !== undefined &&
    verifyVendorCall({
      headers: call.headers,
      method: 'POST',
      path: call.path,
      vendor: call.vendor,
      raw: call.raw,
      secret,
    });
  return brand && session && signed
    ? { brand, vendor: call.vendor, session: { hash, row: session } }
    : 'SIGNATURE';
}
