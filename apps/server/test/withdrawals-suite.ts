import { afterAll, beforeAll } from 'vitest';
import { memberKit } from './member-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * What the withdrawal and transfer test files share: one app per file, started by
 * `useWithdrawalsApp()` with cara (registered as Cara Santos) and dino signed in, and the helpers
 * that call the wallet as a member. `t` and `merchantId` are set from the file's `beforeAll` on.
 */
export let t: TestApp;
export let merchantId: number;

export const { tokens, ids, signIn, fund } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'withdraw', password: 'Pagkuha2026' },
);

export function useWithdrawalsApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    await signIn('cara', { payeeName: 'Cara Santos' });
    await signIn('dino');
  });
  afterAll(() => t.close());
}

/** The API as `who` calls it (signed in by `signIn`), or without a session. */
export const client = (who?: string) => {
  const request = (init: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) =>
    t.app.inject({
      method: init.method,
      url: init.url,
      headers: who ? { authorization: tokens[who]! } : {},
      ...(init.payload ? { payload: init.payload } : {}),
    });
  return {
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload: object) => request({ method: 'POST', url, payload }),
    put: (url: string, payload: object) => request({ method: 'PUT', url, payload }),
  };
};
export const balance = async (who: string) =>
  (await client(who).get('/wps/v2/wallets/balance')).json<{ value: { sumBalance: string } }>().value
    .sumBalance;

type FormFile = { name: string; type: string; bytes: Buffer };

/** A multipart body with a result field and files, as a browser form sends it. */
export const multipart = (result: string, files: FormFile[]) => multipartForm({ result }, files);

/** A multipart body with text fields and files (each under the name `proof`), as a browser form sends it. */
export function multipartForm(fields: Record<string, string>, files: FormFile[]) {
  const boundary = `----lotto${Date.now()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
