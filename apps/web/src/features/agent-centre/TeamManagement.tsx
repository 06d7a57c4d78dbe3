import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@lotto/contracts';
import { formatMoney } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { RecordsTable, type RecordColumn } from '../../ui/RecordsTable.tsx';
import { useTeamMembers, type TeamQuery } from './api.ts';
import { MemberTerms } from './MemberTerms.tsx';
import { SeriesDialog, TransferDialog } from './MemberActions.tsx';
import { OfferDialog } from './OfferDialog.tsx';

/** A row's action: money to the member, or its series or a contract offer (direct downlines). */
type Action = { kind: 'transfer' | 'series' | 'offer'; member: TeamMember };

type Filters = { username: string; minBalance: string; maxBalance: string; scope: 'direct' | 'all' };
const EMPTY: Filters = { username: '', minBalance: '', maxBalance: '', scope: 'direct' };
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const blank = (f: Filters) => !f.username.trim() && !f.minBalance && !f.maxBalance && f.scope === 'direct';

/** The filters as the query takes them: blanks left out. */
function queryOf(f: Filters, at: { parentId: number | undefined; pageNo: number }): TeamQuery {
  return {
    scope: f.scope,
    pageNo: at.pageNo,
    ...(at.parentId === undefined ? {} : { parentId: at.parentId }),
    ...(f.username.trim() ? { username: f.username.trim() } : {}),
    ...(f.minBalance ? { minBalance: f.minBalance } : {}),
    ...(f.maxBalance ? { maxBalance: f.maxBalance } : {}),
  };
}

/**
 * Team management (downlineManagmentView): the agent's team one level at a time, newest first,
 * with a breadcrumb back up; searched by the start of a username, a balance range, and direct
 * downlines or the whole team below the level shown.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const team = useTeamMembers(queryOf(filters, { parentId, pageNo }));
  const open = (id: number | undefined) => {
    setParentId(id);
    setPageNo(1);
  };
  const [action, setAction] = useState<Action | null>(null);
  const columns = useColumns(open, setAction);
  const valid = [draft.minBalance, draft.maxBalance].every((v) => v === '' || AMOUNT.test(v));
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setFilters(draft);
    setPageNo(1);
  };
  const data = team.data;
  return (
    <div className="ac-team" data-testid="team-management">
      <nav className="ac-crumbs" aria-label={t('agentCentre.team.path')} data-testid="team-path">
        {data?.path.map((p, i) => (
          <span key={p.id} className="ac-crumbs__step">
            {i > 0 && <span aria-hidden="true">›</span>}
            <button
              type="button"
              className="ac-crumbs__link"
              aria-current={i === data.path.length - 1 ? 'location' : undefined}
              onClick={() => open(i === 0 ? undefined : p.id)}
            >
              {i === 0 ? t('agentCentre.team.me') : p.username}
            </button>
          </span>
        ))}
      </nav>
      <SearchForm draft={draft} valid={valid} onChange={setDraft} onSubmit={search} />
      <QueryStatus query={team} />
      {data && data.list.length === 0 && (
        <p className="mc-status" data-testid="team-empty">
          {t(blank(filters) ? 'agentCentre.team.none' : 'agentCentre.team.noMatch')}
        </p>
      )}
      {data && data.list.length > 0 && (
        <>
          <p className="mc-sub">{t('agentCentre.team.count', { count: data.totalCount })}</p>
          <RecordsTable rows={data.list} columns={columns} rowKey={(m) => m.id} testId="team-list" />
          <Pager page={data.pageNo} pages={data.totalPages} onChange={setPageNo} />
        </>
      )}
      {action?.kind === 'transfer' && (
        <TransferDialog member={action.member} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'series' && <SeriesDialog member={action.member} onClose={() => setAction(null)} />}
      {action?.kind === 'offer' && <OfferDialog member={action.member} onClose={() => setAction(null)} />}
    </div>
  );
}

function SearchForm({
  draft,
  valid,
  onChange,
  onSubmit,
}: {
  draft: Filters;
  valid: boolean;
  onChange: (f: Filters) => void;
  onSubmit: (e: FormEvent) => void;
}) {
  const { t } = useTranslation();
  const field = (name: 'username' | 'minBalance' | 'maxBalance') => (
    <label className="mc-field">
      <span className="mc-field__label">{t(`agentCentre.team.${name}`)}</span>
      <input
        className="text-input mc-input"
        name={name}
        inputMode={name === 'username' ? undefined : 'decimal'}
        value={draft[name]}
        onChange={(e) => onChange({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form className="ac-search" onSubmit={onSubmit} data-testid="team-search">
      {field('username')}
      {field('minBalance')}
      {field('maxBalance')}
      <div className="mc-quick" role="group" aria-label={t('agentCentre.team.scope')}>
        {(['direct', 'all'] as const).map((scope) => (
          <button
            key={scope}
            type="button"
            className="chip mc-chip"
            aria-pressed={draft.scope === scope}
            data-scope={scope}
            onClick={() => onChange({ ...draft, scope })}
          >
            {t(`agentCentre.team.scopes.${scope}`)}
          </button>
        ))}
      </div>
      <button type="submit" className="button" disabled={!valid}>
        {t('agentCentre.team.search')}
      </button>
      {!valid && (
        <p className="mc-error" role="alert">
          {t('agentCentre.team.badAmount')}
        </p>
      )}
    </form>
  );
}

function useColumns(open: (id: number) => void, act: (a: Action) => void): RecordColumn<TeamMember>[] {
  const { t } = useTranslation();
  return [
    {
      label: t('agentCentre.team.member'),
      cell: (m) => (
        <>
          <strong>{m.username}</strong>{' '}
          <span className="ac-tag" data-kind={m.isAgent ? 'agent' : 'member'}>
            {t(m.isAgent ? 'agentCentre.team.agent' : 'agentCentre.team.player')}
          </span>
          {m.status === 'disabled' && <span className="ac-tag">{t('agentCentre.team.disabled')}</span>}
        </>
      ),
    },
    { label: t('agentCentre.team.terms'), cell: (m) => <MemberTerms member={m} /> },
    { label: t('agentCentre.team.balance'), numeric: true, cell: (m) => formatMoney(m.balance) },
    { label: t('agentCentre.team.registered'), cell: (m) => formatTimestamp(m.registeredAt) },
    {
      label: t('agentCentre.team.lastLogin'),
      cell: (m) => (m.lastLoginAt === null ? t('agentCentre.team.never') : formatTimestamp(m.lastLoginAt)),
    },
    {
      label: t('agentCentre.actions.actions'),
      cell: (m) => (
        <span className="ac-actions">
          <button
            type="button"
            className="chip mc-chip"
            data-action="transfer"
            onClick={() => act({ kind: 'transfer', member: m })}
          >
            {t('agentCentre.actions.transfer')}
          </button>
          {m.depth === 1 && (
            <button
              type="button"
              className="chip mc-chip"
              data-action="series"
              onClick={() => act({ kind: 'series', member: m })}
            >
              {t('agentCentre.actions.series')}
            </button>
          )}
          {m.depth === 1 && m.isAgent && (
            <button
              type="button"
              className="chip mc-chip"
              data-action="offer"
              onClick={() => act({ kind: 'offer', member: m })}
            >
              {t('agentCentre.actions.offer')}
            </button>
          )}
        </span>
      ),
    },
    {
      label: t('agentCentre.team.downlines'),
      numeric: true,
      cell: (m) =>
        m.downlines > 0 ? (
          <button type="button" className="chip mc-chip" data-open={m.id} onClick={() => open(m.id)}>
            {t('agentCentre.team.open', { count: m.downlines })}
          </button>
        ) : (
          '0'
        ),
    },
  ];
}
