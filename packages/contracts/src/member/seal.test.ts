import { describe, expect, it } from 'vitest';
import { sealBody } from './seal.ts';

const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe('sealBody (encrypted calls)', () => {
  it('wraps a fresh AES-256-GCM key with RSA-OAEP-256; the private key opens it', async () => {
    const { subtle } = globalThis.crypto;
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = b64(await subtle.exportKey('spki', pair.publicKey));
    const body = { username: 'juan01', password: 'pässwörd1' };

    const sealed = await sealBody({ kid: 'k1', spki }, { method: 'post', path: '/wps/session/login', body });

    expect(sealed.kid).toBe('k1');
    expect(unb64(sealed.iv)).toHaveLength(12);
    expect(new TextDecoder().decode(unb64(sealed.data))).not.toContain('juan01');
    const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, unb64(sealed.key));
    const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const open = (aad: string) =>
      subtle.decrypt(
        { name: 'AES-GCM', iv: unb64(sealed.iv), additionalData: new TextEncoder().encode(aad) },
        aes,
        unb64(sealed.data),
      );
    const plain = await open('POST /wps/session/login');
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(body);
    // bound to its call: the same body cannot be replayed on another path
    await expect(open('POST /wps/member/register')).rejects.toThrow();
  });
});
