import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Feedback, FeedbackListValue, MessagesValue } from '@lotto/contracts';
import { adminCli } from './cli.ts';
import { describeGroups } from './groups-kit.ts';
import { engine, testConfig } from './harness.ts';
import { get, ids, signIn, t, tokens, useInhouseApp } from './inhouse-suite.ts';
import { multipartForm, PNG } from './withdrawals-suite.ts';

/**
 * Feedback (FEEDBACK3, PUT /wps/feedback): a member sends a category and 140 characters at most
 * within the brand's word bounds, with up to 3 png or jpg images of 5 MB; lists only its own; the
 * operator lists and replies from the CLI and the reply reaches the member as a platform message.
 */
useInhouseApp();

const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const image = (name: string, bytes = PNG, type = 'image/png') => ({ name, type, bytes });
const GOOD = 'The withdraw page should show how long a payout usually takes.';

async function send(
  who: string | null,
  fields: Record<string, string>,
  files = [] as ReturnType<typeof image>[],
) {
  const form = multipartForm(fields, files);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload: form.payload,
    headers: { ...form.headers, ...(who ? { authorization: tokens[who]! } : {}), language: 'EN' },
  });
  return { status: res.statusCode, json: res.json<{ code?: string; value: Feedback }>() };
}
const mine = async (who: string) => (await get<FeedbackListValue>('/wps/feedback', who)).json.value;
const storedImages = async () => readdir(join(testConfig().DATA_DIR, 'uploads', 'feedback')).catch(() => []);

describeGroups(`feedback (${engine})`, [sending, bounds, images, access, replies]);

function sending() {
  it('stores a member feedback with its images and lists it with the rules', async () => {
    const before = (await storedImages()).length;
    const res = await send('lia', { category: 'suggestion', content: `  ${GOOD}  ` }, [
      image('a.png'),
      image('b.jpg', JPG, 'image/jpeg'),
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value).toMatchObject({
      category: 'suggestion',
      content: GOOD,
      images: 2,
      status: 'open',
      reply: null,
    });
    const list = await mine('lia');
    expect(list.list[0]).toEqual(res.json.value);
    expect(list.rules).toMatchObject({
      minWords: 3,
      maxWords: 60,
      maxChars: 140,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
    if (engine === 'sqlite') expect((await storedImages()).length - before).toBe(2);
  });
}

function bounds() {
  it("refuses content outside the brand's word bounds or over 140 characters, and a wrong category", async () => {
    expect((await send('max', { category: 'other', content: 'Too short' })).json.code).toBe('feedback.words');
    expect((await send('max', { category: 'other', content: 'ab '.repeat(30).trim() })).status).toBe(200);
    await t.app.platform.admin.patchSettings('demo', { feedback: { minWords: 3, maxWords: 5 } });
    try {
      const { eventually } = await import('./harness.ts');
      await eventually(async () =>
        expect(
          (await send('max', { category: 'other', content: 'one two three four five six' })).json.code,
        ).toBe('feedback.words'),
      );
      expect((await mine('max')).rules).toMatchObject({ minWords: 3, maxWords: 5 });
    } finally {
      await t.app.platform.admin.patchSettings('demo', { feedback: { minWords: 3, maxWords: 60 } });
    }
    const long = await send('max', { category: 'other', content: `${'abcd '.repeat(28)}x` });
    expect([long.status, long.json.code]).toEqual([400, 'request.invalid']);
    expect((await send('max', { category: 'praise', content: GOOD })).json.code).toBe('request.invalid');
    expect((await send('max', { content: GOOD })).json.code).toBe('request.invalid');
  });
}

function images() {
  it('takes at most 3 images of png or jpg, by their bytes, and stores none of a refused feedback', async () => {
    const before = (await storedImages()).length;
    const four = await send(
      'max',
      { category: 'problem', content: GOOD },
      ['1', '2', '3', '4'].map((n) => image(`${n}.png`)),
    );
    expect([four.status, four.json.code]).toEqual([413, 'request.body.too.large']);
    const gif = await send('max', { category: 'problem', content: GOOD }, [
      image('x.png', Buffer.from('GIF89a-not-png')),
    ]);
    expect([gif.status, gif.json.code]).toEqual([415, 'unsupported.media.type']);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    expect((await send('max', { category: 'problem', content: GOOD }, [image('big.png', big)])).status).toBe(
      413,
    );
    const short = await send('max', { category: 'problem', content: 'no' }, [image('ok.png')]);
    expect(short.json.code).toBe('feedback.words');
    expect((await storedImages()).length).toBe(before);
  });
}

function access() {
  it('needs a member session, shows each member only its own, and is off with FEEDBACK3', async () => {
    expect((await send(null, { category: 'other', content: GOOD })).status).toBe(401);
    expect((await t.app.inject({ url: '/wps/feedback' })).statusCode).toBe(401);
    await signIn('fbnew');
    expect((await mine('fbnew')).list).toEqual([]);
    expect((await mine('lia')).list.every((f) => f.content === GOOD)).toBe(true);
    await t.app.platform.admin.setModule('demo', { modId: 'FEEDBACK3', enabled: false });
    try {
      const { eventually } = await import('./harness.ts');
      await eventually(async () =>
        expect((await send('lia', { category: 'other', content: GOOD })).json.code).toBe(
          'function.not.available',
        ),
      );
    } finally {
      await t.app.platform.admin.setModule('demo', { modId: 'FEEDBACK3', enabled: true });
      const { eventually } = await import('./harness.ts');
      await eventually(async () =>
        expect(
          (await t.app.inject({ url: '/wps/feedback', headers: { authorization: tokens['lia']! } }))
            .statusCode,
        ).toBe(200),
      );
    }
  });
}

function replies() {
  it('the operator lists and replies with the CLI; the member sees the reply and a platform message', async () => {
    await signIn('fbrep');
    const sent = (
      await send('fbrep', { category: 'deposit', content: 'My deposit took an hour to arrive today.' })
    ).json.value;
    const list = await adminCli(t.store.env, 'feedback', 'list');
    expect(list.stdout).toContain(`#${sent.id} member ${ids['fbrep']} deposit open: My deposit took an hour`);
    await adminCli(
      t.store.env,
      'feedback',
      'reply',
      String(sent.id),
      '--message',
      'Sorry: the bank was slow, it is fixed now.',
    );
    const after = (await mine('fbrep')).list[0]!;
    expect(after).toMatchObject({
      id: sent.id,
      status: 'replied',
      reply: 'Sorry: the bank was slow, it is fixed now.',
    });
    const inbox = (await get<MessagesValue>('/wps/member/messages', 'fbrep')).json.value;
    expect(inbox.list[0]).toMatchObject({
      template: 'inbox.feedbackReplied',
      params: { feedbackId: sent.id },
    });
    // through the app's own wiring too (the back office's way), for another member's feedback
    const other = (await send('max', { category: 'games', content: 'Please add more keno boards.' })).json
      .value;
    await t.app.help.replyToFeedback({
      brand: (await t.app.platform.brands.byCode('demo'))!,
      id: other.id,
      reply: 'Noted, thank you.',
    });
    const maxInbox = (await get<MessagesValue>('/wps/member/messages', 'max')).json.value;
    expect(maxInbox.list.map((m) => m.params['feedbackId'])).toContain(other.id);
    // each member is told of its own feedback only
    expect(maxInbox.list.map((m) => m.params['feedbackId'])).not.toContain(sent.id);
  });
}
