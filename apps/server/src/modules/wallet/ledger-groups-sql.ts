// The grouped post's statement (ledger-groups.ts), apart so it reads as one text.
import { PREPARED } from '../../db/database.ts';

/**
 * PostgreSQL: several members' entries in one statement inside a caller's transaction
 * (`BulkWork.postGroups`). A group is one member account's entries, in order; groups have
 * distinct member accounts. The member accounts ($1, with each group's net change $2 and the most
 * its running sum falls below zero $3, group $4) are locked in id order; a group is written only
 * where the account has that much available, which is exactly the check each debit would make in
 * turn. For those groups the entries ($5..$11, group $12) are inserted (a key already used is a
 * unique violation: the caller's transaction fails whole), the balances change by the net, and the
 * lines ($13 entry ordinal, $14 account, $15 amount, in order) are written, a member line with its
 * running balance. One row per written entry: its group, ordinal and id, and the account's balance
 * and held sum after the group. The guard divides by zero if a written group lost a part.
 *
 * `also`: the caller's part of the statement (its CTEs, arrays from $16), which writes its own rows
 * only for the groups in `funded`: a batch's rounds and records go in the same round trip.
 */
export const groupsSql = (also?: (first: number, only: string) => string) => `${PREPARED}with g as (
    select * from unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[]) as g(id, delta, need, grp)
  ),
  k as (
    select ledger_accounts.id, ledger_accounts.balance, ledger_accounts.held
    from ledger_accounts join g on g.id = ledger_accounts.id
    order by ledger_accounts.id for update of ledger_accounts
  ),
  ok as materialized (
    select g.*, k.balance as before from g join k on k.id = g.id where k.balance - k.held >= g.need
  ),
  en as materialized (
    select * from unnest($5::int[], $6::varchar[], $7::varchar[], $8::varchar[], $9::varchar[], $10::varchar[],
      $11::bigint[], $12::int[]) with ordinality as en(merchant_id, idem_key, type, print, ref, memo, created_at, grp, n)
    where en.grp in (select grp from ok)
  ),
  e as (
    insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
    select en.merchant_id, en.idem_key, en.type, en.print, en.ref, en.memo, en.created_at from en order by en.n
    returning id, merchant_id, idem_key
  ),
  ee as materialized (
    select en.*, e.id as entry_id from en join e on e.merchant_id = en.merchant_id and e.idem_key = en.idem_key
  ),
  a as (
    update ledger_accounts set balance = ledger_accounts.balance + ok.delta from ok
    where ledger_accounts.id = ok.id
    returning ledger_accounts.id, ledger_accounts.balance, ledger_accounts.held
  ),
  x as materialized (
    select x.*, ee.entry_id, ee.created_at, ok.before,
      sum(x.amount) over (partition by x.account_id order by x.n) as run
    from unnest($13::int[], $14::int[], $15::bigint[]) with ordinality as x(entry, account_id, amount, n)
    join ee on ee.n = x.entry left join ok on ok.id = x.account_id
  ),
  l as (
    insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
    select x.entry_id, x.account_id, x.amount, x.before + x.run, x.created_at from x order by x.n
    returning id
  )${
    also
      ? `,
  funded as (select grp from ok),
  ${also(16, 'funded')}`
      : ''
  }
  select ee.grp, ee.n, ee.entry_id, a.balance, a.held,
    1 / ((select count(*) from ee) = (select count(*) from en)
      and (select count(*) from a) = (select count(*) from ok)
      and (select count(*) from l) = (select count(*) from x))::int as guard
  from ee join ok on ok.grp = ee.grp join a on a.id = ok.id
  order by ee.n`;
