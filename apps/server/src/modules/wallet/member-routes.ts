// What the wallet's member routes share: their documentation, a real member's call, and the
// handlers every kind of member order has (a page of them, and one by its reference).
import type { FastifyRequest } from 'fastify';
import type { RouteExtras } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { Brand } from '../brand/index.ts';
import type { MemberRow, Sessions } from '../identity/index.ts';

/** A wallet route's documentation. */
export const doc = (summary: string, tags = ['wallet']): RouteExtras => ({ schema: { tags, summary } });

/**
 * The handler of a call only a real (not demo) signed-in member makes: `fn` gets the request and
 * the member, and its value is answered in the success envelope.
 */
export const asMember =
  <Req extends FastifyRequest, T>(sessions: Sessions, fn: (req: Req, member: MemberRow) => Promise<T>) =>
  async (req: Req) => {
    const { member } = await sessions.requireReal(req);
    return ok(await fn(req, member));
  };

/** A kind of member order (deposits, withdrawals): a page of a member's own, newest first, and one by its reference. */
export type MemberOrders<Page, One> = {
  list: (brand: Brand, q: { memberId: number; pageNo: number }) => Promise<Page>;
  get: (brand: Brand, q: { memberId: number; orderRef: string }) => Promise<One>;
};

/** The handler of a page of the member's own orders of a kind. */
export const orderPage = <Page>(sessions: Sessions, orders: MemberOrders<Page, unknown>) =>
  asMember(sessions, (req: FastifyRequest & { query: { pageNo: number } }, member) =>
    orders.list(req.brand, { memberId: member.id, pageNo: req.query.pageNo }),
  );

/** The handler of one of the member's own orders of a kind, by its reference. */
export const oneOrder = <One>(sessions: Sessions, orders: MemberOrders<unknown, One>) =>
  asMember(sessions, (req: FastifyRequest & { params: { orderRef: string } }, member) =>
    orders.get(req.brand, { memberId: member.id, orderRef: req.params.orderRef }),
  );
