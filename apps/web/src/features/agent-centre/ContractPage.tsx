import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind, ContractsValue } from '@lotto/contracts';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { formatMoney, toCents } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { OfferCard, useOfferedBy } from '../../ui/ContractOffer.tsx';
import { ContractTiers, StateBadge } from '../../ui/ContractTiers.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { ContractBills } from './ContractBills.tsx';
import { useContracts } from './contract-api.ts';
import { EndContract } from './EndContract.tsx';

type Props = { kind: ContractKind; timeZone: string; onPage: (page: AgentCentrePage) => void };

/**
 * A contract page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary), one kind each: the agent's own contract from its upline (or the
 * platform), offers waiting for its answer, the contracts it gave its direct downlines, and the
 * bills paid to it and by it. Every section says what appears there when it is empty.
 */
export function ContractPage({ kind, timeZone, onPage }: Props) {
  const { t } = useTranslation();
  const mine = useContracts({ side: 'mine', kind });
  const team = useContracts({ side: 'team', kind });
  return (
    <div className="mc-stack" data-testid="contract-page" data-kind={kind}>
      <p className="mc-hint">{t(`agentCentre.contracts.about.${kind}`)}</p>
      <section className="mc-card" aria-label={t('agentCentre.contracts.mine')} data-testid="my-contract">
        <h4 className="mc-subtitle">{t('agentCentre.contracts.mine')}</h4>
        <QueryStatus query={mine} />
        {mine.data && <MyContract kind={kind} value={mine.data} />}
      </section>
      {mine.data && <Waiting kind={kind} list={mine.data.list} />}
      <section
        className="mc-card"
        aria-label={t('agentCentre.contracts.given')}
        data-testid="given-contracts"
      >
        <h4 className="mc-subtitle">{t('agentCentre.contracts.given')}</h4>
        <QueryStatus query={team} />
        {team.data && <Given kind={kind} list={team.data.list} onPage={onPage} />}
      </section>
      <ContractBills kind={kind} timeZone={timeZone} />
    </div>
  );
}

function MyContract({ kind, value }: { kind: ContractKind; value: ContractsValue }) {
  const { t } = useTranslation();
  const by = useOfferedBy();
  const own = value.own[kind];
  if (!own)
    return (
      <p className="mc-status" data-testid="no-contract">
        {t(`agentCentre.contracts.noneMine`, { kind: t(`agentCentre.contracts.nouns.${kind}`) })}
      </p>
    );
  return (
    <>
      <dl className="mc-facts">
        <dt>{t('agentCentre.contracts.from')}</dt>
        <dd data-testid="contract-from">{by(own)}</dd>
        <dt>{t('agentCentre.contracts.since')}</dt>
        <dd>{formatTimestamp(own.answeredAt ?? own.offeredAt)}</dd>
        {kind === 'dividend' && (
          <>
            <dt>{t('agentCentre.contracts.mode')}</dt>
            <dd>{t(`agentCentre.contracts.modes.${own.mode}`)}</dd>
            <dt>{t('agentCentre.contracts.period')}</dt>
            <dd>{t(`agentCentre.contracts.periods.${value.dividendPeriod}`)}</dd>
          </>
        )}
      </dl>
      <ContractTiers contract={own} />
      <EndContract contract={own} side="mine" />
    </>
  );
}

/** Offers from the upline waiting for the agent's answer. */
function Waiting({ kind, list }: { kind: ContractKind; list: Contract[] }) {
  const { t } = useTranslation();
  const offers = list.filter((c) => c.state === 'offered');
  return (
    <section className="mc-card" aria-label={t('agentCentre.contracts.waiting')} data-testid="waiting-offers">
      <h4 className="mc-subtitle">{t('agentCentre.contracts.waiting')}</h4>
      {offers.length === 0 ? (
        <p className="mc-status">
          {t('agentCentre.contracts.noneWaiting', { kind: t(`agentCentre.contracts.nouns.${kind}`) })}
        </p>
      ) : (
        offers.map((o) => <OfferCard key={o.id} offer={o} />)
      )}
    </section>
  );
}

const LIVE: readonly Contract['state'][] = ['offered', 'active'];

/** The contracts the agent gave its direct downlines: live ones first, then the ended ones. */
function Given({
  kind,
  list,
  onPage,
}: {
  kind: ContractKind;
  list: Contract[];
  onPage: (page: AgentCentrePage) => void;
}) {
  const { t } = useTranslation();
  const columns = useGivenColumns(kind);
  if (list.length === 0)
    return (
      <div className="ac-empty" data-testid="given-empty">
        <p className="mc-status">
          {t('agentCentre.contracts.noneGiven', { kind: t(`agentCentre.contracts.nouns.${kind}`) })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onPage('downlineManagmentView')}
        >
          {t('agentCentre.contracts.toTeam')}
        </button>
      </div>
    );
  const rows = [
    ...list.filter((c) => LIVE.includes(c.state)),
    ...list.filter((c) => !LIVE.includes(c.state)),
  ];
  return (
    <RecordsTable
      rows={rows}
      columns={columns}
      rowKey={(c) => c.id}
      rowProps={(c) => ({
        'data-testid': 'given-row',
        'data-member': c.member.username,
        'data-state': c.state,
      })}
      testId="given-table"
    />
  );
}

function useGivenColumns(kind: ContractKind): RecordColumn<Contract>[] {
  const { t } = useTranslation();
  const tierLine = useTierLine(kind);
  return [
    { label: t('agentCentre.team.member'), cell: (c) => <strong>{c.member.username}</strong> },
    {
      label: t('agentCentre.contracts.tiers'),
      cell: (c) => (
        <span className="ac-tierlines">
          {kind === 'dividend' && <span>{t(`agentCentre.contracts.modeNames.${c.mode}`)}</span>}
          {c.tiers.map((tier, i) => (
            <span key={i}>{tierLine(tier)}</span>
          ))}
        </span>
      ),
    },
    { label: t('agentCentre.contracts.state'), cell: (c) => <StateBadge state={c.state} /> },
    {
      label: t('agentCentre.contracts.changed'),
      cell: (c) => formatTimestamp(c.endedAt ?? c.answeredAt ?? c.offeredAt),
    },
    {
      label: t('agentCentre.actions.actions'),
      cell: (c) => (LIVE.includes(c.state) ? <EndContract contract={c} side="team" /> : '–'),
    },
  ];
}

/** One tier in a line: its rate and the conditions that are not zero. */
function useTierLine(kind: ContractKind) {
  const { t } = useTranslation();
  return (tier: Contract['tiers'][number]) =>
    [
      `${tier.rate}%`,
      toCents(tier.minTurnover) > 0n &&
        t('agentCentre.contracts.turnoverFrom', { amount: formatMoney(tier.minTurnover) }),
      tier.minUsers > 0 && t('agentCentre.contracts.usersFrom', { count: tier.minUsers }),
      kind === 'dividend' &&
        toCents(tier.minLoss) > 0n &&
        t('agentCentre.contracts.lossFrom', { amount: formatMoney(tier.minLoss) }),
    ]
      .filter(Boolean)
      .join(' · ');
}
