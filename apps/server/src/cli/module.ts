import { bool, type Command } from './context.ts';

/** `module MODID on|off`: one white-label module switch. */
export const moduleSwitch: Command = async ({ admin, merchant }, args) => {
  await admin.setModule(merchant, { modId: args[0] ?? '', enabled: bool(args[1], 'module state') });
  console.log(`module ${args[0]} ${args[1]} for ${merchant}`);
};
