// Contact handles as the Verify Representative check compares them: what a person types (with
// @, spaces, dashes, a link, a local number) becomes one spelling per handle.
import type { ContactKind } from '@lotto/contracts';

/** Kinds whose handle is a phone number: one number may be the brand's phone, WhatsApp and Zalo. */
export const NUMBER_KINDS = ['phone', 'whatsapp', 'zalo'] as const satisfies readonly ContactKind[];

/** Telegram usernames: 5 to 32 letters, digits and underscores, starting with a letter. */
const TELEGRAM = /^[a-z][a-z0-9_]{4,31}$/;
const TELEGRAM_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\//;
const NUMBER_LINK = /^(?:https?:\/\/)?(?:wa\.me\/|zalo\.me\/|api\.whatsapp\.com\/send\?phone=)/;

/**
 * The handle in its one spelling, or null when it cannot be one: a Telegram name in lower case
 * without @ or link; a number as its digits with the country code, where a local number (a
 * leading 0, or none and too short to carry a code) takes the brand's dialing code.
 */
export function normaliseHandle(
  kind: ContactKind,
  { raw, dialCode }: { raw: string; dialCode: string },
): string | null {
  const text = raw.trim().replace(/\s+/gu, '').toLowerCase();
  if (kind === 'telegram') {
    const name = text.replace(TELEGRAM_LINK, '').replace(/^@/, '');
    return TELEGRAM.test(name) ? name : null;
  }
  const number = text.replace(NUMBER_LINK, '');
  if (!/^\+?[\d\-().]+$/.test(number)) return null;
  const dial = dialCode.replace(/\D/g, '');
  let digits = number.replace(/\D/g, '');
  if (number.startsWith('+')) {
    // international already
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = dial + digits.slice(1);
  else if (!(digits.startsWith(dial) && digits.length > 10)) digits = dial + digits;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** The kinds a handle of this kind is compared with. */
export const comparedKinds = (kind: ContactKind): readonly ContactKind[] =>
  kind === 'telegram' ? ['telegram'] : NUMBER_KINDS;
