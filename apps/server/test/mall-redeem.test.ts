import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { MallItemsValue, MallOrder, MallOrdersValue } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/operator.ts';
import { approveOrder } from '../src/modules/mall/index.ts';
import { adminCli, adminCliRefused } from './cli.ts';
import { describeGroups } from './groups-kit.ts';
import { addSunBrand, engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { bonusFigure, givePoints, item, mainBalance, points, redeem, setPin } from './mall-kit.ts';
import { call, get, merchantId, signIn, t, tokens, useInhouseApp } from './inhouse-suite.ts';

/**
 * Redeeming (PTSYS3): items in the asker's language with the stock left; points and stock taken
 * at once under their guards (never below zero, never oversold), with the payment password; the
 * operator approves (a cash item pays once) or rejects (points and stock back) from the CLI; a
 * member reads only its own orders, in its own brand.
 */
useInhouseApp();

const stockOf = async (id: number) =>
  (
    await t.store.db.kysely
      .selectFrom('mall_items')
      .select('stock')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock;
const orders = async (who: string, query = '') =>
  (await get<MallOrdersValue>(`/wps/points/orders${query}`, who)).json.value;

describeGroups(`point mall (${engine})`, [catalogue, refusals, oversell, decisions, privacy, operatorItems]);

function catalogue() {
  it('lists the enabled items in the asked language with the stock left', async () => {
    await item({ code: 'HIDDEN', kind: 'cash', amount: 100, enabled: false });
    const res = await call<MallItemsValue>('GET', '/wps/points/items', 'lia');
    const list = res.json.value.list;
    expect(list.map((i) => i.code)).toEqual(['CASH10', 'CASH100', 'TUMBLER', 'PHONE']);
    // the demo brand answers in TY by default
    expect(list[0]).toMatchObject({
      kind: 'cash',
      title: '10.00 na cash',
      points: 120,
      amount: '10.00',
      stock: null,
    });
    expect(list[2]).toMatchObject({ kind: 'physical', amount: null, stock: 50 });
    const en = await t.app.inject({
      url: '/wps/points/items',
      headers: { authorization: tokens['lia']!, language: 'EN' },
    });
    expect(en.json<{ value: MallItemsValue }>().value.list[0]!.title).toBe('10.00 cash');
  });
}

function refusals() {
  it('refuses without enough points, a wrong password, a hidden or sold-out item or a missing contact', async () => {
    await signIn('rf');
    await setPin('rf');
    await givePoints('rf', 150);
    const cash = await item({ code: 'RFCASH', kind: 'cash', amount: 500, points: 100 });
    const hidden = await item({ code: 'RFHIDDEN', kind: 'cash', amount: 500, points: 10, enabled: false });
    const gone = await item({ code: 'RFGONE', kind: 'physical', points: 10, stock: 0 });
    const box = await item({ code: 'RFBOX', kind: 'physical', points: 10, stock: 5 });
    expect((await redeem('rf', { itemId: cash, qty: 2 })).json.code).toBe('points.not.enough');
    expect((await redeem('rf', { itemId: cash, paymentPassword: '000000' })).json.code).toBe(
      'payment.password.invalid',
    );
    expect((await redeem('rf', { itemId: hidden })).json.code).toBe('mall.item.not.available');
    expect((await redeem('rf', { itemId: 999_999 })).json.code).toBe('mall.item.not.available');
    expect((await redeem('rf', { itemId: gone, contact: 'Ana, Manila' })).json.code).toBe(
      'mall.item.sold.out',
    );
    const noContact = await redeem('rf', { itemId: box });
    expect([noContact.status, noContact.json.code, noContact.json.details?.[0]?.path]).toEqual([
      400,
      'request.invalid',
      'contact',
    ]);
    for (const body of [
      { itemId: box, qty: 11 },
      { itemId: box, contact: 'x'.repeat(201) },
      { itemId: 'x' },
    ]) {
      const res = await redeem('rf', body as { itemId: number });
      expect([res.status, res.json.code]).toEqual([400, 'request.invalid']);
    }
    expect(await points('rf')).toMatchObject({ spent: 0, available: 150 });
    const made = await redeem('rf', {
      itemId: box,
      qty: 3,
      contact: 'Ana, Manila',
      requestId: 'redeem-rf-box',
    });
    expect(made.json.value).toMatchObject<Partial<MallOrder>>({
      code: 'RFBOX',
      qty: 3,
      points: 30,
      status: 'in_process',
      contact: 'Ana, Manila',
      amount: '0.00',
    });
    const again = await redeem('rf', {
      itemId: box,
      qty: 3,
      contact: 'Ana, Manila',
      requestId: 'redeem-rf-box',
    });
    expect(again.json.value.id).toBe(made.json.value.id);
    expect(await points('rf')).toMatchObject({ spent: 30, available: 120 });
    expect(await stockOf(box)).toBe(2);
  });
}

function oversell() {
  it('sells the last item once when 8 members redeem it at once', async () => {
    const last = await item({ code: 'LAST1', kind: 'physical', points: 50, stock: 1 });
    const who = Array.from({ length: 8 }, (_, i) => `os${i}`);
    for (const w of who) {
      await signIn(w);
      await setPin(w);
      await givePoints(w, 60);
    }
    const answers = await Promise.all(who.map((w) => redeem(w, { itemId: last, contact: `${w}, Cebu` })));
    const codes = answers.map((a) => (a.status === 200 ? 'ok' : a.json.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'mall.item.sold.out')).toHaveLength(7);
    expect(await stockOf(last)).toBe(0);
    const spent = await Promise.all(who.map(async (w) => (await points(w)).spent));
    expect(spent.sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 50]);
  });
}

function decisions() {
  it('approves a cash order once (paid once) and rejects an order with its points and stock back', async () => {
    await signIn('dc');
    await setPin('dc');
    await givePoints('dc', 500);
    const cash = await item({ code: 'DCCASH', kind: 'cash', amount: 2_500, points: 100 });
    const box = await item({ code: 'DCBOX', kind: 'physical', points: 100, stock: 4 });
    const paid = (await redeem('dc', { itemId: cash, qty: 2 })).json.value;
    expect(paid).toMatchObject({ points: 200, amount: '50.00', status: 'in_process' });
    const boxed = (await redeem('dc', { itemId: box, qty: 2, contact: 'Dan, Davao' })).json.value;
    expect(await stockOf(box)).toBe(2);
    expect(await points('dc')).toMatchObject({ spent: 400, available: 100 });
    const env = t.store.env;
    expect((await adminCli(env, 'mall', 'orders', '--status', 'in_process')).stdout).toContain(
      `#${paid.id} DCCASH x2`,
    );
    expect((await adminCli(env, 'mall', 'approve', String(paid.id))).stdout).toContain('50.00 paid');
    await adminCli(env, 'mall', 'approve', String(paid.id));
    expect(await mainBalance('dc')).toBe(5_000n);
    expect(await bonusFigure('dc')).toBe(5_000n);
    await adminCli(env, 'mall', 'reject', String(boxed.id), '--memo', 'Address not found');
    expect((await adminCliRefused(env, 'mall', 'reject', String(boxed.id), '--memo', 'again')).code).not.toBe(
      0,
    );
    expect((await adminCliRefused(env, 'mall', 'approve', String(boxed.id))).code).not.toBe(0);
    expect(await stockOf(box)).toBe(4);
    expect(await points('dc')).toMatchObject({ spent: 200, available: 300 });
    const all = await orders('dc');
    expect(all.list.map((o) => [o.id, o.status])).toEqual([
      [boxed.id, 'rejected'],
      [paid.id, 'approved'],
    ]);
    expect(all.list[0]!.note).toBe('Address not found');
    expect((await orders('dc', '?status=approved')).list.map((o) => o.id)).toEqual([paid.id]);
    expect(await orders('dc', '?pageNo=2&pageSize=1')).toMatchObject({
      pageNo: 2,
      totalPages: 2,
      totalCount: 2,
    });
    // a physical item is approved without money
    const kept = (await redeem('dc', { itemId: box, contact: 'Dan, Davao' })).json.value;
    const brand = (await t.app.platform.brands.byId(merchantId))!;
    const deps = { db: t.store.db.kysely, wallet: t.app.platform.wallet };
    const approved = await approveOrder(deps, { brand, id: kept.id, now: Date.now() });
    expect(approved).toMatchObject({ status: 'approved', amount: '0.00', kind: 'physical' });
    expect(await mainBalance('dc')).toBe(5_000n);
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function privacy() {
  it('shows a member its own orders only, and none to another brand', async () => {
    await signIn('pv');
    await setPin('pv');
    await givePoints('pv', 200);
    const cash = await item({ code: 'PVCASH', kind: 'cash', amount: 100, points: 100 });
    const mine = (await redeem('pv', { itemId: cash })).json.value;
    expect((await orders('pv')).list.map((o) => o.id)).toEqual([mine.id]);
    await signIn('pw');
    expect((await orders('pw')).totalCount).toBe(0);
    const db = t.store.db.kysely;
    const sunId = await addSunBrand(t.store);
    await db
      .insertInto('merchant_domains')
      .values({ merchant_id: sunId, host: 'sun.example', kind: 'primary', sort: 0 })
      .execute();
    await db
      .insertInto('merchant_modules')
      .values({ merchant_id: sunId, mod_id: 'PTSYS3', enabled: 1 })
      .execute();
    await createMember(db, { merchantId: sunId, member: { username: 'sunmall', password: 'Laro2026xyz' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'sun.example' },
      payload: { username: 'sunmall', password: 'Laro2026xyz' },
    });
    const sun = {
      authorization: login.json<{ value: { token: string } }>().value.token,
      host: 'sun.example',
    };
    const sunOrders = await t.app.inject({ url: '/wps/points/orders', headers: sun });
    expect(sunOrders.json<{ value: MallOrdersValue }>().value.totalCount).toBe(0);
    const sunItems = await t.app.inject({ url: '/wps/points/items', headers: sun });
    expect(sunItems.json<{ value: MallItemsValue }>().value.list).toEqual([]);
    const cross = await t.app.inject({
      url: '/wps/points/orders',
      headers: { authorization: tokens['pv']!, host: 'sun.example' },
    });
    expect(cross.json<{ code: string }>().code).toBe('login.not.session');
  });
}

function operatorItems() {
  it('lets the operator put items from a JSON file by code and list them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mall-'));
    const file = join(dir, 'items.json');
    const items = [
      {
        code: 'OPCASH',
        kind: 'cash',
        title: { EN: 'Op cash', TY: 'Op na cash' },
        points: 300,
        amount: 2_000,
      },
      { code: 'TUMBLER', kind: 'physical', title: { EN: 'Tumbler' }, points: 900, stock: 7, sort: 2 },
    ];
    await writeFile(file, JSON.stringify(items));
    const env = t.store.env;
    expect((await adminCli(env, 'mall', 'put', file)).stdout).toMatch(/item OPCASH saved with id \d+/);
    const listed = (await adminCli(env, 'mall', 'list')).stdout;
    expect(listed).toMatch(/OPCASH cash on 300 points pays 20\.00 \(unlimited\): Op cash/);
    expect(listed).toMatch(/TUMBLER physical on 900 points \(7 left\): Tumbler/);
    await writeFile(file, JSON.stringify([{ code: 'BAD', kind: 'cash', title: { EN: 'x' }, points: 10 }]));
    const refused = await adminCliRefused(env, 'mall', 'put', file);
    expect(refused.stderr).toContain('amount');
  });
}
