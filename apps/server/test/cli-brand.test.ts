/**
 * The operator CLI's brand, member, outbox and vendor commands run as the operator runs them (a
 * subprocess on the test database), on both engines; `brand show` reads back what the others set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCli, adminCliProcess, adminCliRefused, RAW_CONTROL } from './cli.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let merchantId: number;
const cli = (...args: string[]) => adminCli(t.store.env, ...args);

type Shown = {
  settings: Record<string, unknown>;
  maintenance: { enabled: boolean; message: string };
  modules: Record<string, boolean>;
  registerSettings: Record<string, unknown>;
  access: { allowCountries: string[]; blockCountries: string[] };
};
const show = async (): Promise<Shown> => JSON.parse((await cli('brand', 'show')).stdout) as Shown;
const ipRules = () =>
  t.store.db.kysely
    .selectFrom('access_rules')
    .select(['kind', 'value'])
    .where('merchant_id', '=', merchantId)
    .where('kind', 'in', ['allow_ip', 'block_ip'])
    .orderBy('kind')
    .execute();

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe(`operator CLI: brand, members, outbox, vendors (${engine})`, { timeout: 60_000 }, () => {
  it('prints its usage with every command group, and refuses an unknown command or option', async () => {
    const help = (await cli('--help')).stdout;
    for (const group of ['maintenance', 'restrict', 'module', 'register-field', 'brand', 'domain', 'member'])
      expect(help).toContain(`\n  ${group} `);
    for (const group of ['wallet', 'vendor', 'channel', 'deposit', 'withdraw', 'lottery'])
      expect(help).toContain(`\n  ${group} `);
    const bare = await adminCliRefused(t.store.env);
    expect([bare.code, bare.stdout]).toEqual([64, `${help}`]);
    const unknown = await adminCliRefused(t.store.env, 'bogus');
    expect([unknown.code, unknown.stderr.split('\n')[0]]).toEqual([64, 'unknown command bogus']);
    const typo = await adminCliRefused(t.store.env, 'outbox', '--limt', '3');
    expect([typo.code, typo.stderr.split('\n')[0]]).toEqual([
      64,
      expect.stringContaining("Unknown option '--limt'"),
    ]);
    // The binary (`npm run admin`) is the same code with the process's arguments and exit code.
    expect((await adminCliProcess(t.store.env, '--help')).stdout).toBe(help);
    const exited = await adminCliProcess(t.store.env, 'bogus').catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect(exited).toMatchObject({ code: 64, stderr: expect.stringContaining('unknown command bogus') });
  });

  it('switches maintenance and a module, edits a register field and settings; brand show reads them', async () => {
    expect((await cli('maintenance', 'on', '--message', 'Back at 04:00')).stdout).toBe(
      'maintenance on for demo\n',
    );
    expect((await show()).maintenance).toEqual({ enabled: true, message: 'Back at 04:00' });
    await cli('maintenance', 'off');
    expect((await show()).maintenance.enabled).toBe(false);

    expect((await cli('module', 'DIRECTREG3', 'off')).stdout).toBe('module DIRECTREG3 off for demo\n');
    expect((await show()).modules['DIRECTREG3']).toBe(false);
    await cli('module', 'DIRECTREG3', 'on');
    expect((await show()).modules['DIRECTREG3']).toBe(true);

    const field = ['--enabled', 'true', '--required', 'true', '--pattern', '^[0-9]+$', '--pattern-id', '7'];
    expect((await cli('register-field', 'qqNum', ...field, '--min', '5', '--max', '11')).stdout).toBe(
      'register field qqNum updated for demo\n',
    );
    expect((await show()).registerSettings['qqNum']).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[0-9]+$',
      patternId: 7,
      minLength: 5,
      maxLength: 11,
    });

    expect((await cli('brand', 'set', '{"gtagId":"G-CLI123"}')).stdout).toBe('settings updated for demo\n');
    expect((await show()).settings['gtagId']).toBe('G-CLI123');
  });

  it('adds and removes access rules by country and by IP', async () => {
    expect((await cli('restrict', 'block-country', 'vn')).stdout).toBe('added block-country vn for demo\n');
    await cli('restrict', 'allow-country', 'PH');
    expect((await show()).access).toEqual({ allowCountries: ['PH'], blockCountries: ['VN'] });
    await cli('restrict', 'allow-ip', '203.0.113.7');
    await cli('restrict', 'block-ip', '198.51.100.0/24');
    expect(await ipRules()).toEqual([
      { kind: 'allow_ip', value: '203.0.113.7' },
      { kind: 'block_ip', value: '198.51.100.0/24' },
    ]);
    for (const [kind, value] of [
      ['block-country', 'VN'],
      ['allow-country', 'PH'],
      ['allow-ip', '203.0.113.7'],
      ['block-ip', '198.51.100.0/24'],
    ])
      expect((await cli('restrict', kind!, value!, '--remove')).stdout).toBe(
        `removed ${kind} ${value} for demo\n`,
      );
    expect((await show()).access).toEqual({ allowCountries: [], blockCountries: [] });
    expect(await ipRules()).toEqual([]);
  });

  it('creates an agent and its member, shows them with the upline chain and sets prize series', async () => {
    const agent = await cli(
      ...['member', 'create', '--username', 'cliagent', '--password', 'Laro2026xyz', '--type', '1'],
      ...['--series', '1960', '--mode', 'Elott', '--mobile', '+639171230001', '--email', 'agent@example.com'],
    );
    expect(agent.stdout).toMatch(/^member cliagent created with id \d+ for demo\n$/);
    const child = await cli(
      ...['member', 'create', '--username', 'climember', '--password', 'Simula2026x', '--default-password'],
      ...['--upline', 'cliagent', '--payee-name', 'Mina Cruz'],
    );
    expect(child.stdout).toMatch(/^member climember created with id \d+ for demo\n$/);

    const shown = JSON.parse((await cli('member', 'show', 'climember')).stdout) as Record<string, unknown>;
    expect(shown).toMatchObject({
      username: 'climember',
      password_state: 'default',
      payee_name: 'Mina Cruz',
      uplines: [{ username: 'cliagent', depth: 1 }],
    });
    expect(shown).not.toHaveProperty('password_hash');
    expect((await cli('member', 'series', 'cliagent')).stdout).toBe(
      'cliagent prize series: Lott 1900, ZY 1950, Elott 1960, SEA 1900\n',
    );
    expect((await cli('member', 'series', 'cliagent', '1955', '--mode', 'Elott')).stdout).toBe(
      'cliagent prize series: Lott 1900, ZY 1950, Elott 1955, SEA 1900\n',
    );
  });

  it('prints member text from the database escaped', async () => {
    await t.store.db.kysely
      .updateTable('members')
      .set({
        username: 'cli\u001b[2Jagent',
        username_key: 'cli\u001b[2jagent',
        nickname: 'Nick\u009b31m\u007f',
      })
      .where('username', '=', 'cliagent')
      .execute();
    const series = (await cli('member', 'series', 'cli\u001b[2Jagent')).stdout;
    expect(series).toBe('cli\\u001b[2Jagent prize series: Lott 1900, ZY 1950, Elott 1955, SEA 1900\n');
    const member = (await cli('member', 'show', 'climember')).stdout;
    expect(member).not.toMatch(RAW_CONTROL);
    expect(member).toContain('"username": "cli\\u001b[2Jagent"');
    const agent = (await cli('member', 'show', 'cli\u001b[2Jagent')).stdout;
    expect(agent).not.toMatch(RAW_CONTROL);
    expect(agent).toContain('"nickname": "Nick\\u009b31m\\u007f"');
  });

  it('prints the outbox newest first, by target, with its text escaped', async () => {
    const at = Date.UTC(2026, 10, 23, 2, 0, 0);
    await t.store.db.kysely
      .insertInto('outbox')
      .values([
        {
          merchant_id: merchantId,
          channel: 'sms',
          target: '+639171230001',
          subject: '',
          body: 'Your code is 123456',
          created_at: at,
        },
        {
          merchant_id: merchantId,
          channel: 'email',
          target: 'agent@example.com',
          subject: 'Welcome\u001b]0;x\u0007',
          body: 'Hello\nline two\u001b[1A\r',
          created_at: at + 1000,
        },
      ])
      .execute();
    const out = (await cli('outbox')).stdout;
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain(
      '2026-11-23T02:00:01.000Z  email  agent@example.com\n  Welcome\\u001b]0;x\\u0007\n  Hello\n  line two\\u001b[1A\\r\n',
    );
    expect(out.indexOf('agent@example.com')).toBeLessThan(out.indexOf('+639171230001'));
    expect((await cli('outbox', '--target', '+639171230001')).stdout).toBe(
      '2026-11-23T02:00:00.000Z  sms  +639171230001\n  Your code is 123456\n\n',
    );
    expect((await cli('outbox', '--limit', '1')).stdout).not.toContain('+639171230001');
  });

  it("lists the brand's hosts, adds one with how links reach it, and removes it", async () => {
    expect((await cli('domain', 'list')).stdout).toMatch(/^localhost {2}primary {2}http$/m);
    expect(
      (await cli('domain', 'add', 'Play.Perlas.example', '--kind', 'primary', '--port', '8443')).stdout,
    ).toBe('play.perlas.example (primary, https port 8443) for demo\n');
    expect((await cli('domain', 'list')).stdout).toContain('play.perlas.example  primary  https  8443\n');
    for (const bad of [
      ['add', 'evil example'],
      ['add', 'x.example', '--scheme', 'ftp'],
      ['add', 'x.example', '--port', '0'],
    ])
      expect((await adminCliRefused(t.store.env, 'domain', ...bad)).code, bad.join(' ')).toBe(65);
    await cli('domain', 'remove', 'play.perlas.example');
    expect((await cli('domain', 'list')).stdout).not.toContain('play.perlas.example');
  });

  it('lists the game vendors and changes one', async () => {
    expect((await cli('vendor', 'list')).stdout).toMatch(/^PLOTTO {2}LOTT {2}on {2}\{\}$/m);
    expect((await cli('vendor', 'set', 'BAYANI', '{"maintenance":true}')).stdout).toBe(
      'vendor BAYANI updated for demo\n',
    );
    expect((await cli('vendor', 'list')).stdout).toMatch(
      /^BAYANI {2}LIVE {2}on \(maintenance\) {2}\{"baseUrl":/m,
    );
  });
});
