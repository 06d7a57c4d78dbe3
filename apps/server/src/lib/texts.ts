/** A text in the asked language, else the brand default, else English, else any. */
export const pick = (
  t: Record<string, string>,
  { lang, fallback }: { lang: string; fallback: string },
): string => t[lang] ?? t[fallback] ?? t['EN'] ?? Object.values(t)[0] ?? '';
