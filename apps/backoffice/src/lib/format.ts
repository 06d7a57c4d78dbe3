import type { Lang } from '../i18n/index.tsx';

const locale = (lang: Lang) => (lang === 'TY' ? 'fil-PH' : 'en-PH');

/** A message's time: the clock today, the date and clock before. */
export function formatTime(ms: number, lang: Lang): string {
  const d = new Date(ms);
  const today = new Date().toDateString() === d.toDateString();
  return new Intl.DateTimeFormat(locale(lang), {
    ...(today ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
}

export const formatDate = (ms: number, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(ms),
  );

/** An amount as the server writes it ("1234.50"), grouped, with its currency. */
export function formatMoney(amount: string, currency: string): string {
  const [whole = '0', cents = '00'] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${currency} ${grouped}.${cents.padEnd(2, '0')}`;
}

/** A message's client id: new per message, reused when the same message is sent again. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `bo${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
