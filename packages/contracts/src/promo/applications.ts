import { z } from 'zod';

/** An application's remark and proof images (png or jpg, by their bytes). */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_MAX_FILES = 3;
export const APPLICATION_MAX_BYTES = 5 * 1024 * 1024;

/** An application to a promotion the operator reviews: applying until issued (the bonus paid) or rejected. */
export const zApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  code: z.string(),
  title: z.string(),
  remark: z.string(),
  /** How many proof images came with it. */
  images: z.number().int(),
  status: z.enum(['applying', 'rejected', 'issued']),
  /** The operator's reason when rejected. */
  note: z.string(),
  bonusId: z.number().int().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type Application = z.infer<typeof zApplication>;

export const zApplicationsValue = z.object({ list: z.array(zApplication) });
export type ApplicationsValue = z.infer<typeof zApplicationsValue>;
