import './marks.css';
/** The lottery icon types (docs/product/lottery.md#games: 11X5, LF, LHC, PK10, SSC, plus VN), drawn in CSS. */
export function FamilyIcon({ family, small = false }: { family: string; small?: boolean }) {
  return (
    <span className={small ? 'lt-icon lt-icon--small' : 'lt-icon'} data-family={family} aria-hidden="true">
      {family}
    </span>
  );
}
