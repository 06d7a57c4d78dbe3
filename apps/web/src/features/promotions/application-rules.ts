/**
 * An application's remark and proof images as the server takes them (packages/contracts/src/promo/applications.ts,
 * repeated here so the page does not carry zod; the unit test holds them equal): a remark of at
 * most 140 characters, up to 3 png or jpg images of 5 MB each. The browser checks the declared
 * type and size before anything is sent; the server checks the bytes again.
 */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_MAX_FILES = 3;
export const APPLICATION_MAX_BYTES = 5 * 1024 * 1024;

/** Characters as the server counts them (code points, so an emoji is one). */
export const remarkLength = (text: string): number => [...text.trim()].length;

export type ImageProblem = 'type' | 'size' | null;

export function imageProblem(file: { type: string; size: number }): ImageProblem {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'type';
  if (file.size > APPLICATION_MAX_BYTES) return 'size';
  return null;
}

/**
 * Picked files added to those already chosen: the acceptable ones up to the limit, and the first
 * problem of those turned away.
 */
export function addImages<F extends { type: string; size: number }>(
  chosen: readonly F[],
  picked: readonly F[],
): { files: F[]; problem: ImageProblem } {
  const files = [...chosen];
  let problem: ImageProblem = null;
  for (const f of picked) {
    const p = imageProblem(f);
    if (p) problem ??= p;
    else if (files.length < APPLICATION_MAX_FILES) files.push(f);
  }
  return { files, problem };
}
