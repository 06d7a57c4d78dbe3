declare module 'virtual:ty-shell' {
  /** locales/ty.json without its deferred namespaces (apps/web/locale-shell.ts). */
  const text: Record<string, unknown>;
  export default text;
}
