import type { FeedbackListValue } from '@lotto/contracts';
import { wordCount } from '@lotto/contracts/help/rules';

type Rules = FeedbackListValue['rules'];

export type ContentProblem = 'empty' | 'long' | 'words' | null;

/** What keeps the content from being sent, as the server judges it: 140 characters, then the words. */
export function contentProblem(content: string, rules: Rules): ContentProblem {
  const text = content.trim();
  if (!text) return 'empty';
  if (text.length > rules.maxChars) return 'long';
  const words = wordCount(text);
  return words < rules.minWords || words > rules.maxWords ? 'words' : null;
}

export type ImageProblem = 'type' | 'size' | 'count' | null;

/** Picked files added to those chosen: png and jpg within the size, up to the limit; the first problem. */
export function addImages<F extends { type: string; size: number }>(
  chosen: readonly F[],
  { picked, rules }: { picked: readonly F[]; rules: Pick<Rules, 'maxImages' | 'maxImageBytes'> },
): { files: F[]; problem: ImageProblem } {
  const files = [...chosen];
  let problem: ImageProblem = null;
  for (const f of picked) {
    if (f.type !== 'image/png' && f.type !== 'image/jpeg') problem ??= 'type';
    else if (f.size > rules.maxImageBytes) problem ??= 'size';
    else if (files.length >= rules.maxImages) problem ??= 'count';
    else files.push(f);
  }
  return { files, problem };
}
