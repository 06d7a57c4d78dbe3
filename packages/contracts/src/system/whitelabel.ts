import { z } from 'zod';

export type ModuleNode = { modId: string; enabled: '0' | '1'; childrenNodes: ModuleNode[] };

export const zModuleNode: z.ZodType<ModuleNode> = z.object({
  modId: z.string(),
  enabled: z.enum(['0', '1']),
  get childrenNodes() {
    return z.array(zModuleNode);
  },
});

export const zWhitelabelValue = z.array(zModuleNode);
export type WhitelabelValue = ModuleNode[];
