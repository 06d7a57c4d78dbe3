import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lotto/contracts';

/** An order's status as a coloured badge (pending, paid, rejected, failed, expired). */
export function StatusBadge({ status }: { status: DepositOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="mc-badge" data-status={status}>
      {t(`memberCentre.deposit.statuses.${status}`)}
    </span>
  );
}
