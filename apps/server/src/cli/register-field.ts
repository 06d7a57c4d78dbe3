import { bool, type Command } from './context.ts';

/** `register-field FIELD --enabled B --required B ...`: one registration field's validation. */
export const registerField: Command = async ({ admin, merchant, values }, args) => {
  await admin.setRegisterField(merchant, {
    field: args[0] ?? '',
    setting: {
      enabled: bool(values.enabled, '--enabled'),
      required: bool(values.required, '--required'),
      acceptedPattern: values.pattern ?? '*',
      patternId: Number(values['pattern-id'] ?? 1),
      minLength: Number(values.min ?? 0),
      maxLength: Number(values.max ?? 255),
    },
  });
  console.log(`register field ${args[0]} updated for ${merchant}`);
};
