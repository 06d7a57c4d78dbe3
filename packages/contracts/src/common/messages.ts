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
  'login.failed': 'Wrong username or password.',
  'captcha.required': 'Please enter the verification code.',
  'captcha.invalid': 'The verification code is wrong or has expired.',
  'human.check.failed': 'The human check failed, please try again.',
  'sms.code.invalid': 'The SMS code is wrong.',
  'sms.code.expired': 'The SMS code has expired, please request a new one.',
  'password.mismatch': 'The passwords do not match.',
  'password.old.invalid': 'The old password is wrong.',
  'payload.encryption.required': 'This request must be encrypted.',
  'payload.decrypt.failed': 'The encrypted request could not be read.',
  'oauth.failed': 'Sign-in with the provider failed, please try again.',
  'account.locked':
    'Too many failed logins: this account is locked for a while. Try again later or contact customer service.',
  'account.disabled': 'This account is disabled. Please contact customer service.',
  'login.non.member': 'Non-member account unable to login.',
  'login.non.agent': 'Non-agents cannot log in.',
  'demo.account.forbidden': 'Demo accounts cannot do this. Please register a real account.',
  'username.email.not.found': 'Username/Email does not exist.',
  'username.exists': 'This username is already taken.',
  'mobile.exists': 'This mobile number is already registered.',
  invitation_code_error: 'Invalid invitation code.',
  'password.too.weak': 'The password must have 8 to 64 characters.',
  'password.too.common': 'This password is too common, please choose another one.',
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
  'login.failed': 'Mali ang username o password.',
  'captcha.required': 'Ilagay po ang verification code.',
  'captcha.invalid': 'Mali o expired na ang verification code.',
  'human.check.failed': 'Hindi pumasa ang human check, subukan ulit.',
  'sms.code.invalid': 'Mali ang SMS code.',
  'sms.code.expired': 'Expired na ang SMS code, humingi po ng bago.',
  'password.mismatch': 'Hindi magkapareho ang mga password.',
  'password.old.invalid': 'Mali ang lumang password.',
  'payload.encryption.required': 'Kailangang naka-encrypt ang request na ito.',
  'payload.decrypt.failed': 'Hindi mabasa ang naka-encrypt na request.',
  'oauth.failed': 'Hindi natuloy ang pag-sign in sa provider, subukan ulit.',
  'account.locked':
    'Sobrang daming maling login: naka-lock muna ang account na ito. Subukan ulit mamaya o kontakin ang customer service.',
  'account.disabled': 'Naka-disable ang account na ito. Kontakin po ang customer service.',
  'login.non.member': 'Hindi maka-login ang account na hindi member.',
  'login.non.agent': 'Hindi maka-login ang hindi agent.',
  'demo.account.forbidden': 'Hindi ito pwede sa demo account. Mag-register po ng totoong account.',
  'username.email.not.found': 'Walang ganitong Username/Email.',
  'username.exists': 'May gumagamit na ng username na ito.',
  'mobile.exists': 'Naka-register na ang mobile number na ito.',
  invitation_code_error: 'Maling invitation code.',
  'password.too.weak': 'Dapat 8 hanggang 64 na character ang password.',
  'password.too.common': 'Masyadong karaniwan ang password na ito, pumili po ng iba.',
};

const byLang: Partial<Record<LangCode, Messages>> = { EN: en, TY: ty };

/** Text of an error code in a brand language, falling back to English. */
export const errorMessage = (code: ErrorCode, lang: string | undefined): string =>
  (byLang[(lang ?? 'EN').toUpperCase() as LangCode] ?? en)[code];
