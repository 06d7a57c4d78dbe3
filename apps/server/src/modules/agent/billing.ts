// Billing a period: one bill per contract in force, computed from the team's figures, all written
// with the period's mark in one transaction so a period is billed once (decision 026).
import type { Insertable, Kysely } from 'kysely';
import type { ContractKind } from '@lotto/contracts';
import type { AgentBillsTable, Database } from '../../db/schema.ts';
import { localDayStart } from '../../lib/local-hour.ts';
import type { Brand } from '../brand/index.ts';
import { teamPeriodSums, validUsers } from '../figures/index.ts';
import { teamIds } from '../identity/index.ts';
import * as bills from './bills-repo.ts';
import { billFigures, tiersFromJson, type TeamPeriod } from './contract-rules.ts';
import { billableContracts, type ContractRow } from './contracts-repo.ts';
import { periodAfter, periodBefore, type Period, type PeriodRule } from './periods.ts';

type Db = Kysely<Database>;

export const ruleOf = (brand: Brand, kind: ContractKind): PeriodRule => ({
  kind,
  timeZone: brand.settings.timeZone,
  dividendPeriod: brand.settings.agentContracts.dividendPeriod,
});

const HOUR = 3_600_000;

/** What the contract's team did in the period (a real-time window: its hour so far, less what was billed before). */
async function teamOf(
  db: Db,
  q: { brand: Brand; contract: ContractRow; period: Period },
): Promise<TeamPeriod> {
  const { brand, contract, period } = q;
  const span = { from: period.from, to: period.to, hour: period.hour };
  const sums = await teamPeriodSums(db, { merchantId: brand.id, agentId: contract.member_id, span });
  const users = await validUsers(db, {
    merchantId: brand.id,
    members: teamIds(contract.member_id),
    span,
    min: brand.settings.agentContracts.validUserTurnover,
  });
  let turnover = sums.validTurnover;
  if (contract.kind === 'realtime') {
    const hourStart = localDayStart(period.from, brand.settings.timeZone) + (period.hour ?? 0) * HOUR;
    turnover -= await bills.billedTurnover(db, {
      contractId: contract.id,
      from: hourStart,
      to: period.start,
    });
  }
  return { turnover, loss: sums.validTurnover - sums.payout - sums.rebate - sums.bonus, validUsers: users };
}

/** The loss a dividend carries in from the period before (0 or negative), by the brand's carry-over. */
async function carriedIn(
  db: Db,
  q: { brand: Brand; contract: ContractRow; period: Period },
): Promise<bigint> {
  const mode = q.brand.settings.agentContracts.carryOver;
  if (q.contract.kind !== 'dividend' || mode === 'none') return 0n;
  const before = periodBefore(ruleOf(q.brand, 'dividend'), q.period);
  const prev = await bills.billOf(db, { contractId: q.contract.id, period: before.key });
  if (!prev) return 0n;
  const net = BigInt(prev.loss) + (mode === 'permanent' ? BigInt(prev.carried) : 0n);
  return net < 0n ? net : 0n;
}

/**
 * Bills a period of one kind for a brand: every contract accepted before the period ended and
 * still active, its team's figures, the tier reached and the amount; what each payee owes its own
 * direct downlines; and each bill's place in the payment chain. Returns how many bills were
 * written, or undefined when another process billed the period first.
 */
export async function billPeriod(
  db: Db,
  q: { brand: Brand; kind: ContractKind; period: Period; now: number },
): Promise<number | undefined> {
  const { brand, kind, period } = q;
  const contracts = await billableContracts(db, { merchantId: brand.id, kind, end: period.end });
  const expiresAt = periodAfter(ruleOf(brand, kind), period).end;
  const rows: Insertable<AgentBillsTable>[] = [];
  for (const contract of contracts) {
    const team = await teamOf(db, { brand, contract, period });
    // A wage window with no play writes nothing (real-time and hourly bills would be mostly empty).
    if ((kind === 'realtime' || kind === 'hourly') && team.turnover <= 0n) continue;
    const carried = await carriedIn(db, { brand, contract, period });
    const figures = billFigures(
      { kind, tiers: tiersFromJson(contract.tiers), mode: contract.mode },
      { ...team, loss: team.loss + carried },
    );
    rows.push({
      merchant_id: brand.id,
      contract_id: contract.id,
      kind,
      period: period.key,
      period_start: period.start,
      period_end: period.end,
      payee_id: contract.member_id,
      payer_id: contract.upline_id,
      turnover: team.turnover.toString(),
      loss: team.loss.toString(),
      carried: carried.toString(),
      valid_users: team.validUsers,
      tier: figures.tier,
      rate: figures.rate,
      amount: figures.amount.toString(),
      owed_down: '0',
      funded: '0',
      claimed: '0',
      state: figures.amount > 0n ? 'pending' : 'paid',
      depth: 0,
      created_at: q.now,
      expires_at: expiresAt,
    });
  }
  chain(rows);
  return db.transaction().execute(async (trx) => {
    if (
      !(await bills.takePeriod(trx, {
        merchantId: brand.id,
        kind,
        period: period.key,
        bills: rows.length,
        at: q.now,
      }))
    )
      return undefined;
    await bills.insertBills(trx, rows);
    return rows.length;
  });
}

/** Sets each bill's place in the payment chain and what its payee owes its own direct downlines. */
function chain(rows: Insertable<AgentBillsTable>[]) {
  const byPayee = new Map(rows.map((r) => [r.payee_id, r]));
  const owed = new Map<number, bigint>();
  for (const r of rows)
    if (r.payer_id != null) owed.set(r.payer_id, (owed.get(r.payer_id) ?? 0n) + BigInt(r.amount));
  const depth = (r: Insertable<AgentBillsTable>, seen: number): number => {
    const up = r.payer_id == null ? undefined : byPayee.get(r.payer_id);
    return up && seen < rows.length ? depth(up, seen + 1) + 1 : 0;
  };
  for (const r of rows) {
    r.owed_down = (owed.get(r.payee_id) ?? 0n).toString();
    r.depth = depth(r, 0);
  }
}
