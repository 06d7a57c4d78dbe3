import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { signedHeaders } from '../src/modules/games/vendor-signing.ts';

/**
 * Talking to a server process that may die under the caller: requests go to whichever process
 * is current (`base` changes on restart), and a request the process never answered (refused,
 * reset, cut off mid-body) is told apart from an answer.
 */

/** A request that got no (complete) answer: the process died before or while answering. */
export class Unanswered extends Error {}

/** An answer's JSON: the API's envelope, or a vendor's seamless answer (flat). */
export type AnswerJson = {
  value?: unknown;
  code?: string;
  ok?: boolean;
  error?: string;
  txId?: string;
  platformTxId?: number;
  balance?: string;
};
export type Answer = { status: number; json: AnswerJson };

/** The server a test is talking to: set `base` anew after each restart. */
export type Target = { base: string };

/** One POST as a client sends it: JSON body, optional session token or vendor signature. */
export type Call = { path: string; body: object; token?: string; vendor?: string };

export const VENDOR_SECRET = 'crash-test-vendor-secret';

export async function send(target: Target, call: Call): Promise<Answer> {
  const raw = JSON.stringify(call.body);
  const headers: Record<string, string> = call.vendor
    ? signedHeaders({ vendor: call.vendor, secret: VENDOR_SECRET, path: call.path, body: raw })
    : { 'content-type': 'application/json' };
  if (call.token) headers['authorization'] = call.token;
  try {
    const res = await fetch(`${target.base}${call.path}`, { method: 'POST', headers, body: raw });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : {}) as AnswerJson };
  } catch (err) {
    throw new Unanswered(`${call.path}: ${String(err)}`);
  }
}

export async function getJson(target: Target, path: string): Promise<Answer> {
  const res = await fetch(`${target.base}${path}`);
  return { status: res.status, json: (await res.json()) as AnswerJson };
}

/**
 * A game vendor of our own for seamless sessions: it answers the platform's launch with a page
 * URL and keeps the session token and player id each launch gave it, by player id.
 */
export async function startVendorStub(): Promise<{
  url: string;
  sessions: Map<string, { sessionToken: string; playerId: string }>;
  close: () => Promise<void>;
}> {
  const sessions = new Map<string, { sessionToken: string; playerId: string }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
      if (typeof body.playerId === 'string')
        sessions.set(body.playerId, { sessionToken: body.sessionToken, playerId: body.playerId });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, url: `http://vendor.test/play/${sessions.size}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** Points a vendor's launches at `baseUrl`, signed with VENDOR_SECRET (the server's env must hold it). */
export async function pointVendorAt(db: Kysely<Database>, o: { vendor: string; baseUrl: string }) {
  await db
    .updateTable('vendors')
    .set({ config: JSON.stringify({ baseUrl: o.baseUrl, secretEnv: 'CRASH_VENDOR_SECRET' }) })
    .where('code', '=', o.vendor)
    .execute();
}
/** The environment a spawned server needs for `pointVendorAt`'s vendors to sign in and call. */
export const vendorEnv = { CRASH_VENDOR_SECRET: VENDOR_SECRET };

/** A member of the test brand as the API sees them: id, session token, player id at vendors. */
export type Member = { id: number; username: string; token: string; playerId: string };

/**
 * Members made as the operator makes them (straight in the database, before the server starts),
 * then signed in over HTTP and funded through the test ledger route.
 */
export async function makeMembers(
  db: Kysely<Database>,
  o: { merchantId: number; names: string[]; password?: string },
): Promise<(Omit<Member, 'token'> & { password: string })[]> {
  const password = o.password ?? 'Laro2026xyz';
  const out = [];
  for (const username of o.names) {
    const id = await createMember(db, { merchantId: o.merchantId, member: { username, password } });
    out.push({ id, username, password, playerId: `m-${id}` });
  }
  return out;
}

export async function signIn(
  target: Target,
  m: Omit<Member, 'token'> & { password: string },
): Promise<Member> {
  const res = await send(target, {
    path: '/wps/session/login',
    body: { username: m.username, password: m.password },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${m.username}: ${JSON.stringify(res.json)}`);
  return {
    id: m.id,
    username: m.username,
    playerId: m.playerId,
    token: (res.json.value as { token: string }).token,
  };
}

/** A deposit to the member's main wallet through the test ledger route (idempotent on its key). */
export async function fundMember(target: Target, o: { member: number; amount: number; key: string }) {
  const res = await send(target, {
    path: '/wps/test/ledger/move',
    body: { idemKey: o.key, member: o.member, amount: o.amount, kind: 'deposit' },
  });
  if (res.status !== 200) throw new Error(`funding ${o.member}: ${JSON.stringify(res.json)}`);
}

/** Opens a game session at a vendor for the member (the vendor stub keeps its token); the game's code. */
export async function launchAt(target: Target, o: { vendor: string; member: Member }): Promise<string> {
  const list = await getJson(target, `/wps/relay/GCSGAME_gameList?vassalage=${o.vendor}&pageSize=1`);
  const game = (list.json.value as { games: { nodeId: number; gameId: string }[] }).games[0]!;
  const res = await send(target, {
    path: '/wps/game/launchGame',
    body: { nodeId: game.nodeId },
    token: o.member.token,
  });
  if (res.status !== 200) throw new Error(`launch for ${o.member.username}: ${JSON.stringify(res.json)}`);
  return game.gameId;
}
