import type { AccessRuleKind } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import type { Command } from './context.ts';
import { usage } from './usage.ts';

const kinds: Record<string, AccessRuleKind> = {
  'allow-country': 'allow_country',
  'block-country': 'block_country',
  'allow-ip': 'allow_ip',
  'block-ip': 'block_ip',
};

/** `restrict allow-country|block-country|allow-ip|block-ip VALUE [--remove]`: the brand's access rules. */
export const restrict: Command = async ({ admin, merchant, values }, args) => {
  const kind = kinds[args[0] ?? ''];
  if (!kind || !args[1]) throw new AppError('request.invalid', { message: usage });
  await admin.restrict(merchant, { kind, value: args[1], remove: values.remove });
  console.log(`${values.remove ? 'removed' : 'added'} ${args[0]} ${args[1]} for ${merchant}`);
};
