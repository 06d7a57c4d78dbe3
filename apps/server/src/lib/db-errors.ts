// What a database error means, the same on both engines.

/** A unique-constraint failure: the constraint's name on PostgreSQL, SQLite's message; else undefined. */
export const uniqueViolation = (err: unknown): string | undefined => {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') return e.constraint ?? '';
  if (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')) return e.message;
  return undefined;
};
