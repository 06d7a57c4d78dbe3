import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../endpoints.ts';
import { contentApi } from '../content/api.ts';
import { lotteryApi } from '../lottery/api.ts';
import { memberApi } from '../member/api.ts';
import { seamlessApi } from '../games/seamless-api.ts';
import { walletApi } from '../wallet/api.ts';
import { endpointUrl, route, type BodyOf, type QueryOf, type ValueOf } from './endpoint.ts';

// The contracts program carries no Node types (its code runs in browsers): typed by hand.
type Fs = { readFileSync(path: URL, encoding: 'utf8'): string; readdirSync(path: URL): string[] };
const specifier = 'node:fs';
const fs = (await import(/* @vite-ignore */ specifier)) as Fs;

describe('endpointUrl', () => {
  it('is the path itself for a route without parameters or query', () => {
    expect(endpointUrl(memberApi.info)).toBe('/wps/member/info');
    expect(endpointUrl(memberApi.info, {})).toBe('/wps/member/info');
  });

  it('fills in the :name segments, encoded', () => {
    expect(endpointUrl(walletApi.withdrawal, { params: { orderRef: 'W 1/2' } })).toBe(
      '/wps/wallet/withdrawals/W%201%2F2',
    );
    expect(endpointUrl(lotteryApi.cancel, { params: { id: 42 } })).toBe('/lgw/lottery/tickets/42/cancel');
    expect(endpointUrl(seamlessApi.debit, { params: { vendor: 'KIDLAT' } })).toBe(
      '/seamless/v1/KIDLAT/debit',
    );
  });

  it('adds the query in the order given and leaves undefined values out, as the web builds it', () => {
    expect(
      endpointUrl(contentApi.announcements, {
        query: { types: 'PL,PU', platform: 'W', groupName: undefined, pageNo: 2, pageSize: 9 },
      }),
    ).toBe('/wps/relay/MCSFE_getListAnnouncements?types=PL%2CPU&platform=W&pageNo=2&pageSize=9');
    expect(endpointUrl(lotteryApi.events, { query: { gameCode: undefined } })).toBe('/lgw/lottery/events');
  });

  it('refuses a route whose parameter has no value', () => {
    const open = route('GET', '/wps/x/:id');
    expect(() => endpointUrl(open, { params: {} as { id: string } })).toThrow(':id');
  });

  it('types the parts from the declaration', () => {
    // @ts-expect-error a route with a parameter needs it
    expect(() => endpointUrl(walletApi.withdrawal)).toThrow();
    // @ts-expect-error no query is declared for the member info
    endpointUrl(memberApi.info, { query: { x: 1 } });
    // @ts-expect-error the announcements' query has no such field
    endpointUrl(contentApi.announcements, { query: { nope: 1 } });
    const body: BodyOf<typeof memberApi.setIcon> = { icon: 'avatar-2' };
    const value: ValueOf<typeof memberApi.setIcon> = { icon: 'avatar-2', url: '/x.svg', choices: [] };
    const query: QueryOf<typeof contentApi.announcements> = { types: 'B' };
    expect([body, value, query]).toHaveLength(3);
  });
});

describe('the declared endpoints', () => {
  it('are each declared once: no method and path twice', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('declare the parameters their paths name, and no others', () => {
    for (const e of allEndpoints) {
      const named = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(declared, `${e.method} ${e.path}`).toEqual(named);
    }
  });

  it('answer something: an enveloped value or answers of their own', () => {
    for (const e of allEndpoints) expect(e.response ?? e.replies, `${e.method} ${e.path}`).toBeDefined();
  });

  it("keep their routes (each area's api.ts) free of the schema library, for the web's first page", () => {
    const root = new URL('../', import.meta.url);
    const files = [
      'common/endpoint.ts',
      ...fs
        .readdirSync(root)
        .filter((area) => !area.includes('.') && fs.readdirSync(new URL(`${area}/`, root)).includes('api.ts'))
        .map((area) => `${area}/api.ts`),
    ];
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const file of files) {
      const text = fs.readFileSync(new URL(file, root), 'utf8');
      const imports = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
      expect(
        imports.filter((source) => source !== '../common/endpoint.ts'),
        file,
      ).toEqual([]);
    }
  });
});
