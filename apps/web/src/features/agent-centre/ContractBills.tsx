import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bill, ContractKind } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { centsText, formatMoney, toCents } from '../../lib/money.ts';
import { Pager } from '../../ui/Pager.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { claimBill, useBills } from './contract-api.ts';
import { periodText } from './period-text.ts';

type Side = 'mine' | 'team';

/**
 * The bills of one kind: those paid to the agent (from its upline or the platform) or those it
 * pays its downlines, newest first: the period, the team's figures, the tier reached, the amount
 * and how far it is paid, with Claim where the brand holds the money until the payee takes it.
 */
export function ContractBills({ kind, timeZone }: { kind: ContractKind; timeZone: string }) {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('mine');
  const [pageNo, setPageNo] = useState(1);
  const bills = useBills({ side, kind, pageNo });
  const columns = useBillColumns({ kind, side, timeZone });
  const data = bills.data;
  return (
    <section
      className="mc-card"
      aria-label={t('agentCentre.contracts.bills')}
      aria-busy={bills.isFetching}
      data-testid="contract-bills"
      data-side={side}
    >
      <h4 className="mc-subtitle">{t('agentCentre.contracts.bills')}</h4>
      <Tabs
        label={t('agentCentre.contracts.bills')}
        active={side}
        onChange={(s) => {
          setSide(s);
          setPageNo(1);
        }}
        tabs={[
          { key: 'mine', label: t('agentCentre.contracts.billsMine') },
          { key: 'team', label: t('agentCentre.contracts.billsTeam') },
        ]}
      />
      <QueryStatus query={bills} />
      {data && data.list.length === 0 && (
        <p className="mc-status" data-testid="bills-empty">
          {t(side === 'mine' ? 'agentCentre.contracts.noBillsMine' : 'agentCentre.contracts.noBillsTeam', {
            kind: t(`agentCentre.contracts.nouns.${kind}`),
          })}
        </p>
      )}
      {data && data.list.length > 0 && (
        <>
          <RecordsTable
            rows={data.list}
            columns={columns}
            rowKey={(b) => b.id}
            rowProps={(b) => ({ 'data-testid': 'bill-row', 'data-state': b.state, 'data-id': String(b.id) })}
            testId="bills-table"
          />
          <Pager page={data.pageNo} pages={data.totalPages} onChange={setPageNo} />
        </>
      )}
    </section>
  );
}

function useBillColumns(o: { kind: ContractKind; side: Side; timeZone: string }): RecordColumn<Bill>[] {
  const { t } = useTranslation();
  const money = (label: string, pick: (b: Bill) => string, testId: string): RecordColumn<Bill> => ({
    label,
    numeric: true,
    cell: (b) => formatMoney(pick(b)),
    cellProps: () => ({ 'data-testid': testId }),
  });
  return [
    {
      label: t('agentCentre.contracts.billPeriod'),
      cell: (b) => periodText(b, o.timeZone),
      cellProps: () => ({ className: 'ac-nowrap' }),
    },
    o.side === 'mine'
      ? {
          label: t('agentCentre.contracts.paidBy'),
          cell: (b) => b.payer?.username ?? t('agentCentre.contracts.platform'),
        }
      : { label: t('agentCentre.contracts.paidTo'), cell: (b) => <strong>{b.payee.username}</strong> },
    money(t('agentCentre.contracts.turnover'), (b) => b.turnover, 'bill-turnover'),
    ...(o.kind === 'dividend'
      ? [
          money(t('agentCentre.contracts.loss'), (b) => b.loss, 'bill-loss'),
          money(t('agentCentre.contracts.carried'), (b) => b.carried, 'bill-carried'),
        ]
      : []),
    { label: t('agentCentre.contracts.validUsers'), numeric: true, cell: (b) => b.validUsers },
    {
      label: t('agentCentre.contracts.tierRate'),
      cell: (b) =>
        b.tier === 0
          ? t('agentCentre.contracts.noTier')
          : t('agentCentre.contracts.tierAt', { tier: b.tier, rate: b.rate }),
    },
    {
      label: t('agentCentre.contracts.amount'),
      numeric: true,
      cell: (b) => <strong>{formatMoney(b.amount)}</strong>,
      cellProps: () => ({ 'data-testid': 'bill-amount' }),
    },
    { label: t('agentCentre.contracts.state'), cell: (b) => <BillState bill={b} side={o.side} /> },
  ];
}

/** A bill's state as a coloured badge, what is paid of a bill not paid in full, and Claim for the payee. */
function BillState({ bill, side }: { bill: Bill; side: Side }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimBill(bill.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent', 'bills'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
  const partly = toCents(bill.funded) < toCents(bill.amount) && bill.state !== 'paid';
  const claimable =
    side === 'mine' && toCents(bill.funded) > toCents(bill.claimed) && bill.state !== 'expired';
  return (
    <span className="ac-bill-state">
      <span className="mc-badge ct-state" data-status={bill.state} data-testid="bill-state">
        {t(`agentCentre.contracts.billStates.${bill.state}`)}
      </span>
      {partly && (
        <span className="mc-sub">
          {t('agentCentre.contracts.paidOf', {
            funded: formatMoney(bill.funded),
            amount: formatMoney(bill.amount),
          })}
        </span>
      )}
      {claimable && (
        <button
          type="button"
          className="chip mc-chip"
          data-action="claim"
          disabled={claim.isPending}
          onClick={() => claim.mutate()}
        >
          {t('agentCentre.contracts.claim', {
            amount: formatMoney(centsText(toCents(bill.funded) - toCents(bill.claimed))),
          })}
        </button>
      )}
      {claim.error && <span className="mc-error">{errorText(t, claim.error)}</span>}
    </span>
  );
}
