import { useTranslation } from 'react-i18next';
import { CONTRACT_MAX_TIERS, type ContractKind } from '@lotto/contracts';
import { emptyTier, type TierDraft, type TierProblem } from './tiers-draft.ts';

type Field = keyof TierDraft;

/**
 * The tiers of an offer, lowest first: each its rate (%) and the team's minimum valid turnover,
 * valid users and (dividends) loss; tiers are added up to the most a contract has and removed
 * down to one, and each shows what is wrong with it.
 */
export function TiersEditor({
  kind,
  drafts,
  problems,
  onChange,
}: {
  kind: ContractKind;
  drafts: TierDraft[];
  problems: readonly (TierProblem | null)[];
  onChange: (next: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const fields: Field[] =
    kind === 'dividend'
      ? ['rate', 'minTurnover', 'minUsers', 'minLoss']
      : ['rate', 'minTurnover', 'minUsers'];
  const set = (i: number, field: Field, value: string) =>
    onChange(drafts.map((d, j) => (j === i ? { ...d, [field]: value } : d)));
  return (
    <div className="ac-tiers-edit" data-testid="tiers-editor">
      {drafts.map((draft, i) => {
        const problem = problems[i];
        return (
          <fieldset key={i} className="ac-tier" data-tier={i + 1} aria-invalid={problem ? true : undefined}>
            <legend>{t('agentCentre.contracts.tierN', { n: i + 1 })}</legend>
            {fields.map((field) => (
              <label key={field} className="mc-field">
                <span className="mc-field__label">{t(`agentCentre.contracts.fields.${field}`)}</span>
                <input
                  className="text-input mc-input"
                  name={`tier-${i}-${field}`}
                  inputMode={field === 'minUsers' ? 'numeric' : 'decimal'}
                  value={draft[field]}
                  onChange={(e) => set(i, field, e.target.value)}
                />
              </label>
            ))}
            {drafts.length > 1 && (
              <button
                type="button"
                className="link-button ac-tier__remove"
                data-action="remove-tier"
                onClick={() => onChange(drafts.filter((_, j) => j !== i))}
              >
                {t('agentCentre.contracts.removeTier')}
              </button>
            )}
            {problem && (
              <p className="mc-error ac-tier__problem" role="alert">
                {t(`agentCentre.contracts.problems.${problem}`)}
              </p>
            )}
          </fieldset>
        );
      })}
      {drafts.length < CONTRACT_MAX_TIERS && (
        <button
          type="button"
          className="button button--ghost"
          data-action="add-tier"
          onClick={() => onChange([...drafts, emptyTier()])}
        >
          {t('agentCentre.contracts.addTier')}
        </button>
      )}
    </div>
  );
}
