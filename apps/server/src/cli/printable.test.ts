import { describe, expect, it } from 'vitest';
import { printable, printableLines } from './printable.ts';

describe('printable', () => {
  it('writes every control character as its JSON escape and leaves other text alone', () => {
    expect(printable('Bangko\u001b[2J\u001b]0;x\u0007 Perlas')).toBe(
      'Bangko\\u001b[2J\\u001b]0;x\\u0007 Perlas',
    );
    expect(printable('a\tb\nc\rd\be\f\u0000\u007f\u0085\u009b')).toBe(
      'a\\tb\\nc\\rd\\be\\f\\u0000\\u007f\\u0085\\u009b',
    );
    expect(printable('Đặng Thị Ñiño 👍 ₱1,000')).toBe('Đặng Thị Ñiño 👍 ₱1,000');
    expect(printable(null)).toBe('null');
  });

  it('keeps line breaks when asked, escaping the rest of each line', () => {
    expect(printableLines('one\u001b[1A\ntwo\r')).toBe('one\\u001b[1A\ntwo\\r');
  });
});
