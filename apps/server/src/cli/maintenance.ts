import { bool, type Command } from './context.ts';

/** `maintenance on|off [--message TEXT]`: the brand's maintenance page. */
export const maintenance: Command = async ({ admin, merchant, values }, args) => {
  await admin.setMaintenance(merchant, { on: bool(args[0], 'maintenance'), message: values.message });
  console.log(`maintenance ${args[0]} for ${merchant}`);
};
