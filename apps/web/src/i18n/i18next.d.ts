import type en from './locales/en.json';

// Module augmentation has to use `interface`: that is how i18next exposes its type options.
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
