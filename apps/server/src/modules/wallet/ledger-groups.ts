// PostgreSQL: many members' entries in one statement inside a caller's transaction (a batch of bets).
import { big, type LedgerCore, type Param, type Resolved, type Tx } from './ledger-core.ts';
import type { SqlPart } from '../../db/statements.ts';
import { groupsSql } from './ledger-groups-sql.ts';
import { checkLines, linesPrint } from './ledger-journal.ts';
import type { AccountRef, Movement, Posted } from './ledger-types.ts';

/** What one group's entries did: each entry as `post` answers it, and the member's money after. */
export type PostedGroup = { posted: Posted[]; balance: bigint; held: bigint; available: bigint };

type Resolve = (m: Movement, ref: AccountRef) => Promise<Resolved>;

/** The statement's arrays (see `PG_GROUPS`), and each group's member account and net change. */
class Arrays {
  readonly g = { id: [] as number[], delta: [] as string[], need: [] as string[], grp: [] as number[] };
  readonly en = {
    merchant: [] as number[],
    key: [] as string[],
    type: [] as string[],
    print: [] as string[],
    ref: [] as string[],
    memo: [] as string[],
    at: [] as number[],
    grp: [] as number[],
  };
  readonly x = { entry: [] as number[], account: [] as number[], amount: [] as string[] };
  readonly members: Resolved[] = [];
  readonly deltas: bigint[] = [];

  params() {
    const { g, en, x } = this;
    return [
      g.id,
      g.delta,
      g.need,
      g.grp,
      en.merchant,
      en.key,
      en.type,
      en.print,
      en.ref,
      en.memo,
      en.at,
      en.grp,
    ].concat([x.entry, x.account, x.amount]);
  }

  /** Adds one group: its entries in order, each moving the group's one member account. */
  async add(group: Movement[], resolve: Resolve, now: number) {
    const gi = this.members.length;
    let member: Resolved | undefined;
    let run = 0n;
    let low = 0n;
    for (const m of group) {
      checkLines(m);
      const lines = [];
      for (const l of m.lines) lines.push({ account: await resolve(m, l.account), amount: l.amount });
      const own = lines.filter((l) => l.account.ownerType === 'member');
      if (own.length !== 1 || (member && member.id !== own[0]!.account.id))
        throw new Error('each entry of a group moves its one member account once');
      member = own[0]!.account;
      run += own[0]!.amount;
      if (run < low) low = run;
      const { en, x } = this;
      en.merchant.push(m.merchantId);
      en.key.push(m.idemKey);
      en.type.push(m.type);
      en.print.push(linesPrint(m, lines));
      en.ref.push(m.ref ?? '');
      en.memo.push(m.memo ?? '');
      en.at.push(now);
      en.grp.push(gi);
      for (const l of lines) {
        x.entry.push(en.key.length);
        x.account.push(l.account.id);
        x.amount.push(l.amount.toString());
      }
    }
    if (!member) throw new Error('a group needs an entry');
    if (this.members.some((a) => a.id === member.id))
      throw new Error('groups must move distinct member accounts');
    this.members.push(member);
    this.deltas.push(run);
    this.g.id.push(member.id);
    this.g.delta.push(run.toString());
    this.g.need.push((-low).toString());
    this.g.grp.push(gi);
  }
}

/** The caller's part of the statement: its rows, written for the groups whose money went through. */
export type GroupsAlso<T> = { part: SqlPart<T>; rows: T };

const ALONE = groupsSql();
const texts = new WeakMap<object, string>();
/** The statement's text with a caller's part (built once per part). */
function textOf(part: SqlPart<never> | undefined): string {
  if (!part) return ALONE;
  let text = texts.get(part);
  if (text === undefined) texts.set(part, (text = groupsSql(part.ctes)));
  return text;
}

type Row = { grp: number; entry_id: number; balance: string | number; held: string | number };

/**
 * Posts groups of entries, each group one member account's entries in order (see `PG_GROUPS`):
 * a group is written whole, or not at all when the member's money is short (undefined for it).
 * Groups must touch distinct member accounts, and each entry exactly one of them; an idempotency
 * key already used fails the caller's transaction (its batch then runs one by one). `also`: the
 * caller's own rows of the same groups (a batch's rounds and records) in the same statement.
 */
export async function postGroupsIn<T>(
  core: LedgerCore,
  o: { trx: Tx; groups: Movement[][]; resolve: Resolve; also?: GroupsAlso<T> | undefined },
): Promise<(PostedGroup | undefined)[]> {
  if (!core.pg) throw new Error('postGroups is PostgreSQL only');
  const a = new Arrays();
  const now = Date.now();
  for (const group of o.groups) await a.add(group, o.resolve, now);
  const params = o.also ? [...a.params(), ...(o.also.part.params(o.also.rows) as Param[])] : a.params();
  const rows = await core.rows<Row>(o.trx, { text: textOf(o.also?.part), params });
  const written = new Map<number, Row[]>();
  for (const r of rows) written.set(r.grp, [...(written.get(r.grp) ?? []), r]);
  return o.groups.map((group, gi) => {
    const mine = written.get(gi);
    if (!mine) return undefined;
    const member = a.members[gi]!;
    const balance = big(mine[0]!.balance);
    const held = big(mine[0]!.held);
    // The balance after each entry: the balance before the group plus the member's lines so far.
    let after = balance - a.deltas[gi]!;
    const posted = group.map((m, i) => {
      after += m.lines.find((l) => 'member' in l.account)!.amount;
      const balances = [
        { accountId: member.id, memberId: member.ownerId, code: member.code, balance: after },
      ];
      return { entryId: mine[i]!.entry_id, replayed: false, balances };
    });
    return { posted, balance, held, available: balance - held };
  });
}
