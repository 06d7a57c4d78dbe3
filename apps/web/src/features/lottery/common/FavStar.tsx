/** A game's favourite star (LOTTFAV) in a game list: pressed while the game is a favourite. */
export function FavStar({
  on,
  label,
  onToggle,
  className,
  testId,
}: {
  on: boolean;
  label: string;
  onToggle: () => void;
  className: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={label}
      onClick={onToggle}
      data-testid={testId}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
