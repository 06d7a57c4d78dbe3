import { fieldPaths, sampleOf, type Schema } from './schema-arb.ts';

/** One operation of the OpenAPI document, as the fuzzer reads it. */
export type Op = {
  method: string;
  path: string;
  tags: string[];
  params: { in: 'query' | 'path' | 'header'; name: string; required: boolean; schema?: Schema }[];
  body?: { type: string; schema?: Schema };
};

export type Case = {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string | Buffer;
};

const MISSING = Symbol('missing');
type Mutation = [string, (v: unknown) => unknown];

/** One field changed at a time: each of these in place of its valid value. */
export const MUTATIONS: Mutation[] = [
  [
    'wrong type',
    (v) =>
      typeof v === 'string'
        ? 12345
        : typeof v === 'number'
          ? 'NaN-ish'
          : Array.isArray(v)
            ? { a: 1 }
            : 'text',
  ],
  ['empty', (v) => (Array.isArray(v) ? [] : typeof v === 'object' && v !== null ? {} : '')],
  ['over-long', () => 'x'.repeat(10_000)],
  ['huge number', () => 1e308],
  ['huge integer text', () => '99999999999999999999999999999'],
  ['negative', (v) => (typeof v === 'number' ? -Math.abs(v) - 1 : -1)],
  ['fraction', () => 0.5],
  ['unicode', () => 'ñ̃🙂\u202e\ufeff漢字ẞ'],
  ['control characters', () => '\u0000\u0001\u0007\u001b[31m\r\n\t'],
  ['lone surrogate', () => '\ud800x\udfff'],
  ['sql', () => "' OR '1'='1'; DROP TABLE members; --"],
  ['html', () => '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['null', () => null],
  ['missing', () => MISSING],
  ['array', () => [1, 'a', null, { b: [] }]],
  ['operator object', () => ({ $gt: '', __proto__x: 1 })],
  ['path traversal', () => '../../../../etc/passwd%00'],
];

const HOSTILE_HEADERS: [string, Record<string, string | string[]>][] = [
  ['over-long Authorization', { authorization: `Bearer ${'A'.repeat(8192)}` }],
  ['garbage Authorization', { authorization: "' OR 1=1 -- \t %00 ../" }],
  ['garbage Merchant', { merchant: '../../etc/passwd' }],
  ['over-long Merchant', { merchant: 'm'.repeat(500) }],
  ['duplicate Merchant', { merchant: ['demo', 'demo'] }],
  ['odd Language', { language: 'xx-YY,en;q=0.1' }],
  ['empty Language', { language: '' }],
  ['over-long Language', { language: 'TY'.repeat(400) }],
  ['bad Accept-Encoding', { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=2, x'.repeat(20) }],
  ['garbage X-Forwarded-For', { 'x-forwarded-for': 'not-an-ip, 999.999.1.1, ::ffff:zz' }],
  ['garbage Host', { host: '[::1' }],
  ['over-long X-Request-Id', { 'x-request-id': 'r'.repeat(2000) }],
];

/** Query strings no encoder would write. */
const RAW_QUERIES: [string, string][] = [
  ['invalid escape', 'x=%zz&%=1'],
  ['invalid UTF-8', 'q=%ED%A0%80%C3%28'],
  ['prototype keys', '__proto__=1&constructor[prototype]=2&toString=3'],
  ['repeated keys', 'pageNo=1&pageNo=2&pageNo=3'],
];

const MALFORMED: [string, string, string][] = [
  ['bad JSON', 'application/json', '{"a": '],
  ['array for object', 'application/json', '[1, 2, 3]'],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"text"'],
  ['empty JSON', 'application/json', ''],
  ['huge exponent', 'application/json', '{"amount": 1e999, "stake": -1e999}'],
  ['deep nesting', 'application/json', '['.repeat(5000) + ']'.repeat(5000)],
  ['text/plain', 'text/plain', 'hello'],
  ['xml', 'application/xml', '<a>1</a>'],
  ['form', 'application/x-www-form-urlencoded', 'a=1&b[c]=2&__proto__[x]=1'],
  [
    'broken multipart',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="f"\r\n\r\nx',
  ],
  ['odd charset', 'application/json; charset=utf-16', '{}'],
];

/** A form with a result and one small PNG: what a receipt upload looks like. */
const MULTIPART = Buffer.concat([
  Buffer.from(
    '--fz\r\nContent-Disposition: form-data; name="result"\r\n\r\nreceived\r\n' +
      '--fz\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
  ),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('\r\n--fz--\r\n'),
]);

const setIn = (obj: unknown, path: string[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const base = typeof obj === 'object' && obj !== null && !Array.isArray(obj) ? { ...obj } : {};
  const [head, ...rest] = path as [string, ...string[]];
  const next = setIn((base as Record<string, unknown>)[head], rest, value);
  if (next === MISSING) delete (base as Record<string, unknown>)[head];
  else (base as Record<string, unknown>)[head] = next;
  return base;
};
const getIn = (obj: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined),
    obj,
  );

const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
      ? String(v)
      : (JSON.stringify(v) ?? '');

/** Percent-encoding that survives lone surrogates: they go out as the invalid UTF-8 they would be. */
const enc = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
          return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(ch);
      })
      .join('');
  }
};

/** A request of the operation from its parameter values and body. */
function build(op: Op, values: Record<string, unknown>, body: unknown, name: string): Case {
  let url = op.path;
  const query: string[] = [];
  for (const p of op.params) {
    const v = values[p.name];
    if (p.in === 'path')
      url = url.replace(`{${p.name}}`, v === MISSING || v === undefined ? '' : enc(text(v)));
    else if (p.in === 'query' && v !== MISSING && v !== undefined)
      for (const one of Array.isArray(v) ? v : [v]) query.push(`${enc(p.name)}=${enc(text(one))}`);
  }
  const qs = query.join('&');
  const c: Case = { name, method: op.method, url: qs ? `${url}?${qs}` : url, headers: {} };
  if (op.body && body !== MISSING) {
    c.headers['content-type'] = op.body.type.startsWith('multipart')
      ? 'multipart/form-data; boundary=fz'
      : op.body.type;
    c.payload = op.body.type.startsWith('multipart') ? MULTIPART : JSON.stringify(body ?? {});
  }
  return c;
}

/**
 * Every case of one operation: a valid request, each field of its parameters and body mutated
 * one at a time, malformed bodies, and hostile headers. `seed` makes the valid values (and so
 * every case) the same run after run.
 */
export function casesOf(op: Op, seed: number, hints: Record<string, unknown> = {}): Case[] {
  const values: Record<string, unknown> = {};
  op.params.forEach((p, i) => {
    if (p.name in hints) values[p.name] = hints[p.name];
    else if (p.required || (seed + i) % 2 === 0) values[p.name] = sampleOf(p.schema, seed + i);
  });
  let body = op.body ? sampleOf(op.body.schema, seed + 97) : undefined;
  // Known-good values (a game that exists, a vendor, the brand) take the request past lookups.
  if (body && typeof body === 'object' && !Array.isArray(body))
    body = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k in hints ? hints[k] : v]));
  const cases: Case[] = [build(op, values, body, 'valid')];
  for (const p of op.params.filter((x) => x.in !== 'header'))
    for (const [name, mutate] of MUTATIONS)
      cases.push(
        build(op, { ...values, [p.name]: mutate(values[p.name]) }, body, `${p.in} ${p.name}: ${name}`),
      );
  if (op.body && !op.body.type.startsWith('multipart')) {
    for (const path of fieldPaths(op.body.schema))
      for (const [name, mutate] of MUTATIONS)
        cases.push(
          build(op, values, setIn(body, path, mutate(getIn(body, path))), `body ${path.join('.')}: ${name}`),
        );
    const valid = cases[0]!;
    const json = typeof valid.payload === 'string' ? valid.payload : '{}';
    const extra =
      json.startsWith('{') && json !== '{}'
        ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"extraField":"x",${json.slice(1)}`
        : json;
    cases.push({ ...valid, name: 'body: extra fields, __proto__', payload: extra });
  }
  if (op.body || op.method !== 'GET')
    for (const [name, type, payload] of MALFORMED)
      cases.push({
        ...cases[0]!,
        name: `malformed body: ${name}`,
        headers: { 'content-type': type },
        payload,
      });
  const [path, qs] = cases[0]!.url.split('?') as [string, string | undefined];
  for (const [name, tail] of RAW_QUERIES)
    cases.push({ ...cases[0]!, name: `query: ${name}`, url: `${path}?${qs ? `${qs}&` : ''}${tail}` });
  for (const [name, headers] of HOSTILE_HEADERS)
    cases.push({ ...cases[0]!, name: `header: ${name}`, headers: { ...cases[0]!.headers, ...headers } });
  return cases;
}
