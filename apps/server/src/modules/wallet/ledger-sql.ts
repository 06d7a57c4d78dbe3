// The ledger's hand-written SQL, apart so the statements read as one text; only the ledger's files run them.
import { PREPARED } from '../../db/database.ts';

/**
 * Hot-path SQL is written by hand (no query building per call) and runs prepared: the embedded
 * database caches prepared statements by their text, PostgreSQL keeps these named (`PREPARED`).
 */
export const SQL = {
  holdInsert: `${PREPARED}insert into ledger_holds
    (merchant_id, idem_key, account_id, amount, state, type, ref, expires_at, entry_id, created_at, settled_at)
    values (?, ?, ?, ?, 'pending', ?, ?, ?, null, ?, null)
    on conflict (merchant_id, idem_key) do nothing returning id`,
  holdFind: `${PREPARED}select id, account_id, amount from ledger_holds where merchant_id = ? and idem_key = ?`,
  holdRaise: `${PREPARED}update ledger_accounts set held = held + ? where id = ? and balance - held >= ? returning id`,
  holdLoad: `${PREPARED}select h.amount, h.account_id, a.owner_id, a.code from ledger_holds h
    join ledger_accounts a on a.id = h.account_id where h.id = ? and h.merchant_id = ?`,
  /**
   * PostgreSQL: the general capture locks its hold first, as the one-statement capture does, so
   * the two never take the hold and the entry's idempotency key in opposite orders (a deadlock
   * between twin captures of one hold). The embedded database has one writer at a time.
   */
  holdLoadLocked: `${PREPARED}select h.amount, h.account_id, a.owner_id, a.code from ledger_holds h
    join ledger_accounts a on a.id = h.account_id where h.id = ? and h.merchant_id = ? for update of h`,
  holdPost: `${PREPARED}update ledger_holds set state = 'posted', entry_id = ?, settled_at = ?
    where id = ? and state = 'pending' returning id`,
  entryInsert: `${PREPARED}insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
    values (?, ?, ?, ?, ?, ?, ?) on conflict (merchant_id, idem_key) do nothing returning id`,
  entryFind: `${PREPARED}select id, fingerprint from ledger_entries where merchant_id = ? and idem_key = ?`,
  replay: `${PREPARED}select a.id, a.owner_id, a.code, l.balance_after from ledger_lines l
    join ledger_accounts a on a.id = l.account_id
    where l.entry_id = ? and a.owner_type = 'member' order by l.id`,
  // Never below zero: the check and the change are one statement, written left to right
  // (balance - held + release + amount), no nested subtraction for the SQL to group differently.
  credit: `${PREPARED}update ledger_accounts set balance = balance + ?, held = held - ? where id = ? returning balance`,
  debit: `${PREPARED}update ledger_accounts set balance = balance + ?, held = held - ?
    where id = ? and balance - held + ? + ? >= 0 returning balance`,
  /** A member's accounts and balances (every bet's answer reads them). */
  memberBalances: `${PREPARED}select id, code, balance, held from ledger_accounts
    where merchant_id = ? and owner_type = 'member' and owner_id = ? order by id`,
};
export const linesInsert = (n: number) =>
  `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at) values ${Array.from(
    { length: n },
    () => '(?, ?, ?, ?, ?)',
  ).join(', ')}`;

/**
 * PostgreSQL: a hold in one autocommitted statement. The held sum rises only if the money is
 * there, and the hold row is written only if it rose; a replay hits the unique key and the whole
 * statement rolls back. No row or a unique violation: the general path gives the answer.
 */
export const PG_HOLD = `${PREPARED}with a as (
    update ledger_accounts set held = held + $4::bigint
    where id = $3::int and balance - held >= $4::bigint returning id
  )
  insert into ledger_holds
    (merchant_id, idem_key, account_id, amount, state, type, ref, expires_at, entry_id, created_at, settled_at)
  select $1::int, $2::varchar, a.id, $4::bigint, 'pending', $5::varchar, $6::varchar, $7::bigint, null, $8::bigint, null
  from a returning id`;

/**
 * PostgreSQL: a capture to a house account in one autocommitted statement. The pending hold is
 * locked first; the member's balance and held sum change only if the amount is within the hold
 * and the money is there; the entry (its fingerprint computed exactly as `fingerprint` does, from
 * the JSON text around the amount), the hold's settlement and the two lines follow from that row.
 * Nothing written and no row back when the hold is not pending or the money is not there; a
 * replay hits the entry's unique key; the guards divide by zero if a later step wrote nothing;
 * either way the statement rolls back whole and the general path gives the answer.
 */
export const PG_CAPTURE = `${PREPARED}with h as materialized (
    select account_id, amount as held, coalesce($3::bigint, amount) as amount from ledger_holds
    where id = $1::int and merchant_id = $2::int and state = 'pending' for update
  ),
  a as (
    update ledger_accounts set balance = ledger_accounts.balance - h.amount, held = ledger_accounts.held - h.held from h
    where ledger_accounts.id = h.account_id and h.amount > 0 and h.amount <= h.held
      and ledger_accounts.balance - ledger_accounts.held + h.held - h.amount >= 0
    returning ledger_accounts.id, ledger_accounts.owner_id, ledger_accounts.code, ledger_accounts.balance, h.amount
  ),
  e as (
    insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
    select $2::int, $4::varchar, $5::varchar,
      encode(sha256(convert_to($6::text || a.amount::text || $7::text, 'UTF8')), 'hex'), $8::varchar, '', $9::bigint
    from a returning id
  ),
  s as (
    update ledger_holds set state = 'posted', entry_id = e.id, settled_at = $9::bigint from e
    where ledger_holds.id = $1::int and ledger_holds.state = 'pending' returning ledger_holds.id
  ),
  l as (
    insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
    select e.id, a.id, -a.amount, a.balance, $9::bigint from e, a
    union all
    select e.id, $10::int, a.amount, null, $9::bigint from e, a
    returning id
  )
  select e.id as entry_id, a.id as account_id, a.owner_id, a.code, a.balance,
    1 / (select count(*)::int from s) as settled, 2 / (select count(*)::int from l) as lined
  from e, a`;

/**
 * PostgreSQL: several holds in one autocommitted statement (see `StatementBatch`). A key already
 * used is left out; each account (one per hold in a batch) is locked in id order, as every
 * transaction that locks several accounts does, so batches and transfers never deadlock; the held
 * sum rises only where the money is there, and only those holds are written. A hold left out
 * answers no row and runs the general path alone; a unique violation (the same key in flight
 * elsewhere) rolls the batch back whole and every hold in it runs alone.
 */
export const PG_HOLDS = `${PREPARED}with r as (
    select * from unnest($1::int[], $2::varchar[], $3::int[], $4::bigint[], $5::varchar[], $6::varchar[],
      $7::bigint[], $8::bigint[]) with ordinality
      as r(merchant_id, idem_key, account_id, amount, type, ref, expires_at, created_at, i)
    where not exists (select 1 from ledger_holds x where x.merchant_id = r.merchant_id and x.idem_key = r.idem_key)
  ),
  k as (
    select ledger_accounts.id from ledger_accounts join r on ledger_accounts.id = r.account_id
    order by ledger_accounts.id for update of ledger_accounts
  ),
  a as (
    update ledger_accounts set held = ledger_accounts.held + r.amount from r
    where ledger_accounts.id = r.account_id and ledger_accounts.id in (select id from k)
      and ledger_accounts.balance - ledger_accounts.held >= r.amount
    returning ledger_accounts.id
  ),
  ins as (
    insert into ledger_holds
      (merchant_id, idem_key, account_id, amount, state, type, ref, expires_at, entry_id, created_at, settled_at)
    select r.merchant_id, r.idem_key, r.account_id, r.amount, 'pending', r.type, r.ref, r.expires_at, null,
      r.created_at, null
    from r join a on a.id = r.account_id returning id, idem_key
  )
  select r.i, ins.id from ins join r on r.idem_key = ins.idem_key`;

/**
 * PostgreSQL: several captures to house accounts in one autocommitted statement, each as
 * `PG_CAPTURE` does it. Captures whose key is already used are left out; the pending holds are
 * locked in id order, then their accounts in id order (one capture per account: a second one on
 * the same account is left out); each capture is written only where its amount is within the hold
 * and the money is there. A capture left out answers no row and runs the general path alone; a
 * unique violation (the same key in flight elsewhere) or a guard rolls the batch back whole.
 */
export const PG_CAPTURES = `${PREPARED}with r as (
    select * from unnest($1::int[], $2::int[], $3::bigint[], $4::varchar[], $5::varchar[], $6::text[],
      $7::text[], $8::varchar[], $9::bigint[], $10::int[]) with ordinality
      as r(hold_id, merchant_id, amount, idem_key, type, pre, suf, ref, created_at, to_id, i)
    where not exists (select 1 from ledger_entries x where x.merchant_id = r.merchant_id and x.idem_key = r.idem_key)
  ),
  h as materialized (
    select r.*, ledger_holds.account_id, ledger_holds.amount as held,
      coalesce(r.amount, ledger_holds.amount) as take
    from r join ledger_holds on ledger_holds.id = r.hold_id and ledger_holds.merchant_id = r.merchant_id
    where ledger_holds.state = 'pending'
    order by ledger_holds.id for update of ledger_holds
  ),
  h1 as materialized (
    select * from (select h.*, row_number() over (partition by h.account_id order by h.i) as rn from h) x
    where rn = 1
  ),
  k as (
    select ledger_accounts.id from ledger_accounts join h1 on ledger_accounts.id = h1.account_id
    order by ledger_accounts.id for update of ledger_accounts
  ),
  a as (
    update ledger_accounts set balance = ledger_accounts.balance - h1.take, held = ledger_accounts.held - h1.held
    from h1
    where ledger_accounts.id = h1.account_id and ledger_accounts.id in (select id from k)
      and h1.take > 0 and h1.take <= h1.held
      and ledger_accounts.balance - ledger_accounts.held + h1.held - h1.take >= 0
    returning ledger_accounts.id, ledger_accounts.owner_id, ledger_accounts.code, ledger_accounts.balance,
      h1.take, h1.i, h1.hold_id, h1.merchant_id, h1.idem_key, h1.type, h1.pre, h1.suf, h1.ref, h1.created_at,
      h1.to_id
  ),
  e as (
    insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
    select a.merchant_id, a.idem_key, a.type,
      encode(sha256(convert_to(a.pre || a.take::text || a.suf, 'UTF8')), 'hex'), a.ref, '', a.created_at
    from a returning id, idem_key
  ),
  ea as (select e.id as entry_id, a.* from e join a on a.idem_key = e.idem_key),
  s as (
    update ledger_holds set state = 'posted', entry_id = ea.entry_id, settled_at = ea.created_at from ea
    where ledger_holds.id = ea.hold_id and ledger_holds.state = 'pending' returning ledger_holds.id
  ),
  l as (
    insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
    select ea.entry_id, ea.id, -ea.take, ea.balance, ea.created_at from ea
    union all
    select ea.entry_id, ea.to_id, ea.take, null, ea.created_at from ea
    returning id
  )
  select ea.i, ea.entry_id, ea.id as account_id, ea.owner_id, ea.code, ea.balance,
    1 / ((select count(*) from s) = (select count(*) from a)
      and (select count(*) from l) = 2 * (select count(*) from a)
      and (select count(*) from ea) = (select count(*) from a))::int as guard
  from ea`;

/**
 * Set-based statements of `creditMany` and the ledger's list reads, each spelled per engine: a
 * list is a PostgreSQL array, or JSON on the embedded database.
 */
export const LIST_SQL = {
  pg: {
    memberAccounts: `select id, owner_id, code from ledger_accounts
              where merchant_id = ? and owner_type = 'member' and owner_id = any(?::int[])`,
    credit: `update ledger_accounts a set balance = a.balance + v.delta
                  from unnest(?::int[], ?::bigint[]) as v(id, delta) where a.id = v.id returning a.id, a.balance`,
    lines: `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
            select ?::int, v.a, v.m, v.b, ?::bigint from unnest(?::int[], ?::bigint[], ?::bigint[]) as v(a, m, b)`,
    postedHolds: `select id from ledger_holds where merchant_id = ? and state = 'posted' and id = any(?::int[])`,
  },
  lite: {
    memberAccounts: `select id, owner_id, code from ledger_accounts
              where merchant_id = ? and owner_type = 'member' and owner_id in (select value from json_each(?))`,
    credit: `with v as (select value ->> 0 as id, value ->> 1 as delta from json_each(?))
                  update ledger_accounts set balance = balance + v.delta from v where ledger_accounts.id = v.id
                  returning ledger_accounts.id, ledger_accounts.balance`,
    lines: `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
            select ?, value ->> 0, value ->> 1, value ->> 2, ? from json_each(?)`,
    postedHolds: `select id from ledger_holds where merchant_id = ? and state = 'posted'
            and id in (select value from json_each(?))`,
  },
};

/**
 * PostgreSQL: one entry posted inside a caller's transaction (`BulkWork.post`) in one statement.
 * Nothing in it raises for the expected outcomes, since an error would abort the caller's whole
 * transaction: the member accounts ($10, in id order, each once, with their amounts $11) are
 * locked in id order and checked as `SQL.debit`/`SQL.credit` check them (a debit never below
 * zero); the entry is inserted only if every one of them passed, and a key already used inserts
 * nothing; the balances change only for an inserted entry, and the lines ($8, $9, in their order)
 * are written only if every member account changed. So a replay or a debit short of money writes
 * nothing and answers no entry id (`funded` tells the second apart); the caller then reads the
 * replay as the general path does. The guard divides by zero if an entry was written without its
 * balances or lines (locked rows cannot fail the same check twice, so it never should).
 */
export const PG_POST = `${PREPARED}with v as (
    select * from unnest($10::int[], $11::bigint[]) as v(id, amount)
  ),
  c as (
    select ledger_accounts.id from ledger_accounts join v on v.id = ledger_accounts.id
    where v.amount > 0 or ledger_accounts.balance - ledger_accounts.held + v.amount >= 0
    order by ledger_accounts.id for update of ledger_accounts
  ),
  e as (
    insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
    select $1::int, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::varchar, $7::bigint
    where (select count(*) from c) = cardinality($10::int[])
    on conflict (merchant_id, idem_key) do nothing returning id
  ),
  a as (
    update ledger_accounts set balance = ledger_accounts.balance + v.amount from v, e
    where ledger_accounts.id = v.id
      and (v.amount > 0 or ledger_accounts.balance - ledger_accounts.held + v.amount >= 0)
    returning ledger_accounts.id, ledger_accounts.balance, ledger_accounts.held
  ),
  l as (
    insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
    select e.id, x.id, x.amount, a.balance, $7::bigint
    from e cross join unnest($8::int[], $9::bigint[]) with ordinality as x(id, amount, n)
    left join a on a.id = x.id
    where (select count(*) from a) = cardinality($10::int[])
    order by x.n
    returning id
  )
  select (select id from e) as entry_id, (select count(*) from c)::int as funded,
    a.id, a.balance, a.held,
    1 / (not exists (select 1 from e) or ((select count(*) from a) = cardinality($10::int[])
      and (select count(*) from l) = cardinality($8::int[])))::int as guard
  from (values (1)) as one (n) left join a on true`;
