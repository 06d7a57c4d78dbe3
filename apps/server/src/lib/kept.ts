/**
 * A value read at most every `ms` per key (a brand's winners board, its jackpot): askers within
 * that time share the one read, even while it is under way; a failed read is forgotten.
 */
export function keptFor<K extends { id: number }, T>(
  ms: number,
  read: (key: K) => Promise<T>,
): (key: K, now: number) => Promise<T> {
  const kept = new Map<number, { at: number; value: Promise<T> }>();
  return (key, now) => {
    const hit = kept.get(key.id);
    if (hit && now - hit.at < ms) return hit.value;
    const value = read(key);
    kept.set(key.id, { at: now, value });
    value.catch(() => kept.delete(key.id));
    return value;
  };
}
