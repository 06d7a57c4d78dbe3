/**
 * Text from the database (member names, bank names, memos, SMS bodies) is typed by members or
 * providers; printed raw, an escape sequence in it would drive the operator's terminal (rewrite
 * lines, change the title, hide what follows). Control characters are printed as JSON escapes.
 */
const SHORT: Record<string, string> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

const escapeOne = (c: string): string => SHORT[c] ?? `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

/** The value with every control character (C0, DEL, C1) written as its JSON escape. */
export const printable = (value: unknown): string => String(value).replace(/\p{Cc}/gu, escapeOne);

/** The same, keeping line breaks: for multi-line text the CLI lays out itself (outbox bodies). */
export const printableLines = (value: string): string =>
  value
    .split('\n')
    .map((line) => printable(line))
    .join('\n');
