import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { sha256Hex } from '../src/lib/tokens.ts';
import { createMember, type OperatorMember } from '../src/modules/identity/operator.ts';
import type { TestApp } from './harness.ts';

/** An API answer as the tests read it: the status and the envelope. */
export type Answer<T> = {
  status: number;
  json: { value: T; code?: string; details?: { code: string; path?: string; message?: string }[] };
};

/**
 * Members of a test brand as the API sees them: created, signed in (tokens and ids kept by
 * name) and funded with a deposit posted to the ledger. The app and the brand are read when a
 * helper runs, so a test file makes its kit at the top and starts the app in `beforeAll`.
 * Usernames are the name followed by `suffix`, so files sharing a database never collide.
 */
export function memberKit(
  app: () => TestApp,
  merchantId: () => number,
  opts: { suffix: string; password?: string },
) {
  const password = opts.password ?? 'Laro2026xyz';
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  async function signIn(who: string, extra: Partial<OperatorMember> = {}): Promise<void> {
    const username = `${who}${opts.suffix}`;
    ids[who] = await createMember(app().store.db.kysely, {
      merchantId: merchantId(),
      member: { username, password, ...extra },
    });
    const res = await app().app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password },
    });
    tokens[who] = res.json<{ value: { token: string } }>().value.token;
  }

  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
    app()
      .app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: who ? { authorization: tokens[who]! } : {},
      })
      .then((r): Answer<T> => ({ status: r.statusCode, json: r.json() }));

  /** A deposit of `amount` minor units to the member's main wallet, once per member and amount. */
  async function fund(who: string, amount: bigint): Promise<void> {
    await app().app.platform.wallet.post({
      merchantId: merchantId(),
      currency: 'PHP',
      idemKey: `${opts.suffix}-fund-${who}-${amount}`,
      type: 'deposit',
      lines: [
        { account: { member: ids[who]! }, amount },
        { account: { house: 'deposits' }, amount: -amount },
      ],
    });
  }

  return {
    tokens,
    ids,
    signIn,
    call,
    get: <T>(url: string, who?: string) => call<T>('GET', url, who),
    post: <T>(url: string, who: string | undefined, payload: object) => call<T>('POST', url, who, payload),
    fund,
  };
}

type TreeMember = Omit<OperatorMember, 'password' | 'upline'>;

/**
 * The smallest agent tree, made as the operator makes it: `agent` (type 1 unless it says
 * otherwise) and `below` with that agent as its upline, both with `password`. Answers both ids.
 */
export async function agentTree(
  t: TestApp,
  tree: { merchantId: number; password: string; agent: TreeMember; below: TreeMember },
): Promise<{ agentId: number; belowId: number }> {
  const { merchantId, password } = tree;
  const agentId = await createMember(t.store.db.kysely, {
    merchantId,
    member: { type: 1, ...tree.agent, password },
  });
  const upline = tree.agent.username;
  const belowId = await createMember(t.store.db.kysely, {
    merchantId,
    member: { ...tree.below, password, upline },
  });
  return { agentId, belowId };
}

/**
 * A new member with a session issued by the app's sessions service, as a sign-in leaves it: the
 * member's id, the token and the session row's id.
 */
export async function memberWithSession(
  app: FastifyInstance,
  o: { db: Kysely<Database>; merchantId: number; username: string; password: string },
): Promise<{ id: number; token: string; sessionId: number }> {
  const id = await createMember(o.db, {
    merchantId: o.merchantId,
    member: { username: o.username, password: o.password },
  });
  const { token } = await app.platform.identity.sessions.issue(
    { id, merchant_id: o.merchantId },
    { ip: '127.0.0.1', userAgent: 'test', remember: false },
  );
  const { id: sessionId } = await o.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirstOrThrow();
  return { id, token, sessionId };
}
