import type en from './locales/en.json';
import type ty from './locales/ty.json';

// TY and EN must carry the same keys: a key missing from either fails `tsc` instead of showing
// a raw key or silently falling back. (Lives in a .ts file because skipLibCheck skips .d.ts.)
type Covers<A extends B, B> = [A, B];
export type LocaleParity = [Covers<typeof ty, typeof en>, Covers<typeof en, typeof ty>];
