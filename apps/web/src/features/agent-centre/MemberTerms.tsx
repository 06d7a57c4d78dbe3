import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type TeamMember } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import '../../ui/contracts.css';

/**
 * A team member's terms in its row: its lottery series in the brand's first prize mode, and a
 * badge per kind of contract it holds (active) or is offered, in the kinds' order.
 */
export function MemberTerms({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const mode = tAny(t)(`agentCentre.register.modes.${member.series.mode}`, {
    defaultValue: member.series.mode,
  });
  const contracts = CONTRACT_KINDS.flatMap((kind) => member.contracts.filter((c) => c.kind === kind));
  return (
    <span className="ac-terms" data-testid="member-terms">
      <span className="ac-terms__series" data-testid="member-series">
        {mode} {member.series.value}
      </span>
      {contracts.map((c) => (
        <span
          key={`${c.kind}-${c.state}`}
          className="ct-kind"
          data-kind={c.kind}
          data-state={c.state}
          data-testid="member-contract"
        >
          {t(`agentCentre.contracts.short.${c.kind as (typeof CONTRACT_KINDS)[number]}`)}
          {': '}
          {t(`agentCentre.contracts.states.${c.state}`)}
        </span>
      ))}
    </span>
  );
}
