import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogDestination } from './log-destination.ts';

let dir: string;
let fd: number;
const open = () => {
  dir = mkdtempSync(join(tmpdir(), 'logdest-'));
  fd = openSync(join(dir, 'out.log'), 'w');
  return join(dir, 'out.log');
};
afterEach(() => {
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

describe('LogDestination', () => {
  it('holds lines until its size, then writes them whole and in order', () => {
    const path = open();
    const line = (i: number) => `{"n":${String(i).padStart(2, '0')},"msg":"línea ${'x'.repeat(80)}"}\n`;
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i)).join('');
    const out = new LogDestination({ fd, maxChars: 10 * line(0).length, maxWaitMs: 60_000 });
    for (let i = 0; i < 9; i++) out.write(line(i));
    expect(readFileSync(path, 'utf8')).toBe('');
    out.write(line(9));
    expect(readFileSync(path, 'utf8')).toBe(lines(10));
    out.write(line(10));
    out.write(line(11));
    expect(readFileSync(path, 'utf8')).toBe(lines(10));
    out.flushSync();
    expect(readFileSync(path, 'utf8')).toBe(lines(12));
  });

  it('writes a waiting line after its wait, and nothing twice', async () => {
    const path = open();
    const out = new LogDestination({ fd, maxChars: 1_000_000, maxWaitMs: 20 });
    out.write('one\n');
    out.write('two\n');
    expect(readFileSync(path, 'utf8')).toBe('');
    await new Promise((r) => setTimeout(r, 80));
    expect(readFileSync(path, 'utf8')).toBe('one\ntwo\n');
    out.flushSync();
    out.write('three\n');
    out.flushSync();
    expect(readFileSync(path, 'utf8')).toBe('one\ntwo\nthree\n');
  });
});
