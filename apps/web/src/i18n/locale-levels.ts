/**
 * How complete each language must be (issue 21), as dotted-key prefixes of en.json.
 *
 * - FULL: every screen, every key of en.json (TY and EN are also held equal by the compiler).
 * - CORE: every other language has the shell, registration and login, the wallet (deposit,
 *   withdrawal, transfer, records), the lottery, and the error texts those screens show; the
 *   rest of their screens fall back to English key by key.
 */
export const FULL_LANGUAGES = ['TY', 'EN', 'VI', 'CN', 'ID', 'TH'] as const;

export const CORE_PREFIXES = [
  // the shell
  'app.',
  'home.',
  'language.',
  'theme.',
  'notFound.',
  'errors.',
  'common.',
  'in_popup_prompt',
  'in_sure_logout',
  'in_more_cancel',
  'shell.',
  'banner.',
  'category.',
  'nav.',
  'header.',
  'footer.',
  'status.',
  'modal.',
  'download.',
  'pager.',
  'help.',
  'tabs.',
  'gameCard.',
  'draws.',
  // registration and login
  'register.',
  'accounts.',
  'reg_',
  'in_registered_successfully',
  'in_been_out',
  'in_need_true_account',
  'in_increase_submit',
  'apiErrors.',
  // the wallet
  'memberCentre.title',
  'memberCentre.menu',
  'memberCentre.pages.',
  'memberCentre.retry',
  'memberCentre.empty',
  'memberCentre.none',
  'memberCentre.wallet.',
  'memberCentre.deposit.',
  'memberCentre.withdraw.',
  'memberCentre.transfer.',
  'memberCentre.records.',
  // the lottery
  'lottery.',
] as const;

export const isCoreKey = (key: string): boolean =>
  CORE_PREFIXES.some((p) => (p.endsWith('.') || p.endsWith('_') ? key.startsWith(p) : key === p));
