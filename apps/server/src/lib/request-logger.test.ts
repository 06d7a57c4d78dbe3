import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogger, type AccessFacts } from './request-logger.ts';

/** A pino logger writing into an array, its `info` calls counted. */
function capture(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const log = pino(
    { level: 'info', timestamp: () => ',"time":42', ...options },
    { write: (line: string) => void lines.push(line) },
  );
  const calls = { info: 0 };
  const info = log.info.bind(log);
  log.info = (...args: Parameters<typeof info>) => {
    calls.info++;
    info(...args);
  };
  return { log: log as unknown as FastifyBaseLogger, lines, calls };
}

const facts: AccessFacts[] = [
  {
    reqId: 'a1b2c3d4-0000-4000-8000-000000000000',
    method: 'GET',
    url: '/wps/system/status?url=x',
    status: 200,
    elapsedMs: 0.04,
    ip: '8.8.8.8',
  },
  {
    reqId: 'given-id_1.2',
    method: 'POST',
    url: '/a?q="quoted"\\back',
    status: 400,
    elapsedMs: 1.25,
    ip: '::1',
  },
  {
    reqId: 'ctrl-char-id',
    method: 'GET',
    url: '/a\u0001b\u001fc\u007fd\u00e9\u00ff',
    status: 404,
    elapsedMs: 12_345.678,
    ip: '10.0.0.1',
  },
  {
    reqId: 'long-url-id',
    method: 'GET',
    url: `/x?${'"ab\\'.repeat(60)}`,
    status: 200,
    elapsedMs: 0,
    ip: '1.2.3.4',
  },
  { reqId: 'no-fields-id', method: undefined, url: undefined, status: 500, elapsedMs: 3, ip: undefined },
  { reqId: 'odd-ip-id', method: 'GET', url: '/', status: 200, elapsedMs: 0.05, ip: 'not "an" ip\t' },
];

/** What pino writes for the same facts: the line the access logger must match byte for byte. */
function pinoLine(f: AccessFacts): string {
  const lines: string[] = [];
  const log = pino(
    { level: 'info', timestamp: () => ',"time":42' },
    { write: (line: string) => void lines.push(line) },
  );
  const ms = Math.round(f.elapsedMs * 10) / 10;
  log.info({ reqId: f.reqId, method: f.method, url: f.url, status: f.status, ms, ip: f.ip }, 'request');
  return lines[0]!;
}

describe('accessLogger', () => {
  it("writes pino's exact bytes without going through pino", () => {
    const { log, lines, calls } = capture();
    const write = accessLogger(log);
    for (const f of facts) write(f);
    expect(calls.info).toBe(0); // the direct path, not a fallback
    expect(lines).toEqual(facts.map(pinoLine));
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: 30, time: 42, msg: 'request' });
  });

  it('keeps the base fields and a child logger’s bindings in front of the request id', () => {
    const { log, lines } = capture({ base: { pid: 7, hostname: 'box' } });
    accessLogger(log.child({ app: 'lotto' }))(facts[0]!);
    expect(Object.keys(JSON.parse(lines[0]!) as object).slice(0, 6)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'app',
      'reqId',
    ]);
  });

  it('drops the line once the level is raised above info', () => {
    const { log, lines } = capture();
    const write = accessLogger(log);
    log.level = 'warn';
    write(facts[0]!);
    expect(lines).toEqual([]);
    log.level = 'info';
    write(facts[0]!);
    expect(lines).toHaveLength(1);
  });

  it('leaves the line to pino when the logger would write it differently', () => {
    const configs: pino.LoggerOptions[] = [
      { mixin: () => ({ region: 'ph' }) },
      { formatters: { log: (o) => ({ ...o, extra: true }) } },
      { formatters: { level: (label) => ({ level: label }) } },
      { messageKey: 'message' },
      { msgPrefix: '[api] ' },
      { hooks: { streamWrite: (s) => s.replace('request', 'REQUEST') } },
    ];
    for (const config of configs) {
      const { log, lines, calls } = capture(config);
      const expected = capture(config);
      accessLogger(log)(facts[1]!);
      const f = facts[1]!;
      expected.log.info(
        { reqId: f.reqId, method: f.method, url: f.url, status: f.status, ms: 1.3, ip: f.ip },
        'request',
      );
      expect(lines).toEqual(expected.lines);
      // formatters.level changes the level prefix the direct path reads, so it may stay direct
      if (!config.formatters?.level) expect(calls.info).toBe(1);
    }
  });
});
