import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, HttpMessageProvider } from './messages.ts';

let status = 200;
const received: { auth: string | undefined; body: unknown }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c.toString()));
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(text) as unknown });
    res.writeHead(status).end();
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('HTTP message gateway adapter', () => {
  it('posts the message as JSON with the bearer token', async () => {
    await new HttpMessageProvider(url, { token: 'secret-token' }).send({
      merchantId: 7,
      target: '+639171234567',
      body: 'code 123456',
    });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer secret-token',
      body: { to: '+639171234567', text: 'code 123456', merchant: 7 },
    });
  });

  it('fails when the gateway does not accept the message', async () => {
    status = 502;
    await expect(
      new HttpMessageProvider(url, { token: undefined }).send({ merchantId: 1, target: 'x', body: 'y' }),
    ).rejects.toThrow(/502/);
    status = 200;
  });

  it('fills message templates', () => {
    expect(
      fillTemplate('{brand}: {code} ({minutes} min) {unknown}', {
        brand: 'Perlas',
        code: '123456',
        minutes: 5,
      }),
    ).toBe('Perlas: 123456 (5 min) {unknown}');
  });
});
