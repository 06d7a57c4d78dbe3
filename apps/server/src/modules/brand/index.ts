// The brand module's face: what other modules, the app and the operator CLI may use.
export { BrandAdmin } from './admin.ts';
export { moduleOn, type Brand } from './brand.ts';
export { BrandDirectory, loadBrand } from './directory.ts';
export { LOOPBACK_HOSTS, siteOrigin } from './links.ts';
export { findMerchantByCode, toRegisterRow } from './repo.ts';
export { smsDialCodes, type BrandSettings } from './settings.ts';
