import { createMember } from '../src/modules/identity/operator.ts';
import { membersRepo } from '../src/modules/identity/repo.ts';
import { auth, c, demoId, login, t } from './accounts-suite.ts';

/** What the register-centre test files share: members made and signed in by name, their series. */
export const PASS = 'Kidlat2026x';
export const tokens: Record<string, string> = {};
export async function member(username: string, extra: { type?: number; upline?: string } = {}) {
  await createMember(t.store.db.kysely, {
    merchantId: await demoId(),
    member: { username, password: PASS, ...extra },
  });
  const res = await login({ username, password: PASS });
  tokens[username] = (res.body.value as { token: string }).token;
}
export const as = (who: string) => auth(tokens[who]!);
export const seriesOf = async (token: string) =>
  (await c.call('GET', '/lgw/lottery/series', undefined, auth(token))).body.value as {
    series: Record<string, number>;
  };
export const memberCount = async () =>
  Number(
    (
      await t.store.db.kysely
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function idOf(username: string) {
  return (await membersRepo.byUsername(t.store.db.kysely, { merchantId: await demoId(), username }))!.id;
}
export async function brandOf() {
  return (await t.app.platform.brands.byId(await demoId()))!;
}
