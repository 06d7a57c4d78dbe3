import type { ErrorCode } from './errors.ts';
import type { LangCode } from './languages.ts';

type Messages = Record<ErrorCode, string>;

const en: Messages = {
  request_body_required: 'A request body is required.',
  'request.invalid': 'Some fields are missing or invalid.',
  'request.body.malformed': 'The request body is not valid JSON.',
  'function.not.available': 'This function is not available.',
  'login.not.session': 'Not logged in, please login.',
  in_need_true_account: 'Please use a real account for this action.',
  'access.forbidden': 'You are not allowed to do this.',
  'route.not.found': 'Invalid URL, please contact customer service.',
  'merchant.not.found': 'This site is not configured.',
  'method.not.allowed': 'This method is not allowed here.',
  conflict: 'This conflicts with the current state.',
  'request.body.too.large': 'The request is too large.',
  'unsupported.media.type': 'This content type is not supported.',
  'too.many.requests': 'Too many requests, please try again later.',
  'system.error': 'Unknown error, please try again later.',
  'system.maintenance': 'System maintenance.',
};

const ty: Messages = {
  request_body_required: 'Kailangan ang laman ng request.',
  'request.invalid': 'May kulang o maling field.',
  'request.body.malformed': 'Hindi valid na JSON ang laman ng request.',
  'function.not.available': 'Hindi available ang function na ito.',
  'login.not.session': 'Hindi naka-login, mag-login po muna.',
  in_need_true_account: 'Gumamit po ng totoong account para dito.',
  'access.forbidden': 'Hindi ka pinapayagang gawin ito.',
  'route.not.found': 'Maling URL, makipag-ugnayan sa customer service.',
  'merchant.not.found': 'Hindi naka-configure ang site na ito.',
  'method.not.allowed': 'Hindi pinapayagan ang method na ito dito.',
  conflict: 'Salungat ito sa kasalukuyang estado.',
  'request.body.too.large': 'Masyadong malaki ang request.',
  'unsupported.media.type': 'Hindi suportado ang content type na ito.',
  'too.many.requests': 'Masyadong maraming request, subukan ulit mamaya.',
  'system.error': 'Hindi kilalang error, subukan ulit mamaya.',
  'system.maintenance': 'Maintenance ng sistema.',
};

const byLang: Partial<Record<LangCode, Messages>> = { EN: en, TY: ty };

/** Text of an error code in a brand language, falling back to English. */
export const errorMessage = (code: ErrorCode, lang: string | undefined): string =>
  (byLang[(lang ?? 'EN').toUpperCase() as LangCode] ?? en)[code];
