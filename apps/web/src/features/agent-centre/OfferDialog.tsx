import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractsValue, DividendMode, TeamMember } from '@lotto/contracts';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';
import { contractsChanged } from '../../lib/contract-offers.ts';
import { topRate } from '../../ui/ContractTiers.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { offerContract, useContracts } from './contract-api.ts';
import { TiersEditor } from './TiersEditor.tsx';
import { emptyTier, readTiers, type TierDraft } from './tiers-draft.ts';

const LOWERS = 'agent.contract.lowers_subcontracts';

/**
 * Offers a direct downline agent a contract: a kind the brand offers and the agent holds itself,
 * a dividend's mode, and the tiers, none above the agent's own highest rate. An offer below what
 * the downline gave its own downlines ends those contracts when accepted: the server asks, and
 * the dialog asks the agent before sending it again with its consent.
 */
export function OfferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const contracts = useContracts({ side: 'mine' });
  const data = contracts.data;
  const kinds = data ? data.kinds.filter((k) => data.own[k] !== undefined) : [];
  return (
    <Dialog
      title={t('agentCentre.contracts.offerTitle', { username: member.username })}
      onClose={onClose}
      width={600}
      testId="offer-dialog"
    >
      <QueryStatus query={contracts} />
      {data && kinds.length === 0 && (
        <p className="mc-status" data-testid="offer-none">
          {t('agentCentre.contracts.cannotOffer')}
        </p>
      )}
      {data && kinds.length > 0 && <OfferForm member={member} value={data} kinds={kinds} onClose={onClose} />}
    </Dialog>
  );
}

function OfferForm({
  member,
  value,
  kinds,
  onClose,
}: {
  member: TeamMember;
  value: ContractsValue;
  kinds: ContractKind[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<ContractKind>(kinds[0]!);
  const [mode, setMode] = useState<DividendMode>('fixed');
  const [drafts, setDrafts] = useState<TierDraft[]>(() => [emptyTier()]);
  // What is wrong shows from the first try to send, and follows every change after it.
  const [tried, setTried] = useState(false);
  const ceiling = topRate(value.own[kind]!);
  const read = readTiers(drafts, { dividend: kind === 'dividend', ceiling });
  const offer = useMutation({
    mutationFn: (confirmTerminate: boolean) =>
      offerContract({
        memberId: member.id,
        kind,
        mode,
        tiers: read.tiers,
        confirmTerminate,
      }),
    onSuccess: () => void contractsChanged(client),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (read.problems.every((p) => p === null)) offer.mutate(false);
  };
  if (offer.data)
    return (
      <div className="mc-form" role="status" data-testid="offer-sent">
        <p>{t('agentCentre.contracts.offerSent', { username: member.username })}</p>
        <button type="button" className="button" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    );
  return (
    <form className="mc-form ac-offer" onSubmit={submit} noValidate data-testid="offer-form">
      <OfferTerms
        member={member}
        kinds={kinds}
        chosen={{ kind, mode, ceiling }}
        onKind={(k) => {
          setKind(k);
          setTried(false);
          offer.reset();
        }}
        onMode={setMode}
      />
      <TiersEditor
        kind={kind}
        drafts={drafts}
        problems={tried ? read.problems : []}
        onChange={(next) => {
          setDrafts(next);
          if (offer.error) offer.reset();
        }}
      />
      <SendOffer member={member} offer={offer} />
    </form>
  );
}

/** The kind, a dividend's mode, the agent's ceiling, and what the offer replaces. */
function OfferTerms({
  member,
  kinds,
  chosen: { kind, mode, ceiling },
  onKind,
  onMode,
}: {
  member: TeamMember;
  kinds: ContractKind[];
  chosen: { kind: ContractKind; mode: DividendMode; ceiling: string };
  onKind: (kind: ContractKind) => void;
  onMode: (mode: DividendMode) => void;
}) {
  const { t } = useTranslation();
  const held = member.contracts.find((c) => c.kind === kind);
  return (
    <>
      <Choices
        label={t('agentCentre.contracts.kind')}
        options={kinds.map((k) => ({ key: k, label: t(`agentCentre.contracts.kinds.${k}`) }))}
        value={kind}
        name="kind"
        onChange={onKind}
      />
      {kind === 'dividend' && (
        <>
          <Choices
            label={t('agentCentre.contracts.mode')}
            options={(['fixed', 'floating'] as const).map((m) => ({
              key: m,
              label: t(`agentCentre.contracts.modeNames.${m}`),
            }))}
            value={mode}
            name="mode"
            onChange={onMode}
          />
          <p className="mc-hint">{t(`agentCentre.contracts.modeHints.${mode}`)}</p>
        </>
      )}
      <p className="mc-hint" data-testid="offer-ceiling">
        {t('agentCentre.contracts.ceiling', { rate: ceiling })}
      </p>
      {held && (
        <p className="mc-hint" data-testid="offer-replaces">
          {held.state === 'active'
            ? t('agentCentre.contracts.replacesActive', { username: member.username })
            : t('agentCentre.contracts.replacesOffer', { username: member.username })}
        </p>
      )}
    </>
  );
}

/**
 * The send button, or, when the server answered that the offer ends sub-contracts, the question
 * whether to send it anyway (again, with the agent's consent); any other refusal in its words.
 */
function SendOffer({
  member,
  offer,
}: {
  member: TeamMember;
  offer: { error: unknown; isPending: boolean; mutate: (confirm: boolean) => void; reset: () => void };
}) {
  const { t } = useTranslation();
  const asking = offer.error instanceof ApiError && offer.error.code === LOWERS;
  if (asking)
    return (
      <div className="ac-confirm" role="alert" data-testid="offer-confirm">
        <p>{t('agentCentre.contracts.lowersAsk', { username: member.username })}</p>
        <div className="ac-actions">
          <button
            type="button"
            className="button"
            data-confirm="terminate"
            disabled={offer.isPending}
            onClick={() => offer.mutate(true)}
          >
            {t('agentCentre.contracts.lowersYes')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => offer.reset()}>
            {t('agentCentre.contracts.lowersNo')}
          </button>
        </div>
      </div>
    );
  return (
    <>
      <button type="submit" className="button" disabled={offer.isPending}>
        {t('agentCentre.contracts.send')}
      </button>
      {offer.error !== null && offer.error !== undefined && (
        <p className="mc-error" role="alert" data-testid="offer-error">
          {errorText(t, offer.error)}
        </p>
      )}
    </>
  );
}

/** One choice of a few, as pressed chips. */
function Choices<K extends string>(p: {
  label: string;
  options: { key: K; label: string }[];
  value: K;
  name: string;
  onChange: (key: K) => void;
}) {
  return (
    <div className="mc-field">
      <span className="mc-field__label">{p.label}</span>
      <div className="mc-quick" role="group" aria-label={p.label}>
        {p.options.map((o) => (
          <button
            key={o.key}
            type="button"
            className="chip mc-chip"
            aria-pressed={p.value === o.key}
            data-choice={p.name}
            data-value={o.key}
            onClick={() => p.onChange(o.key)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
