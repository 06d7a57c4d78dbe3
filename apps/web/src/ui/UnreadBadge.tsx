import './unread.css';

/** The red count of unread messages beside an entry; nothing when there are none. */
export function UnreadBadge({
  count,
  label,
  testId,
}: {
  count: number | null;
  label: string;
  testId: string;
}) {
  if (count === null || count <= 0) return null;
  return (
    <span className="unread-badge" data-testid={testId} aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
