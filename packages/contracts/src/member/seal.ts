/**
 * Client half of encrypted (`E`) calls, on WebCrypto (browsers and Node alike): the JSON body is
 * encrypted with a fresh AES-256-GCM key bound to "METHOD /path", and that key is wrapped with
 * the server's RSA-OAEP-256 public key (GET /wps/system/publicKey). Zod-free, so the web bundle
 * can import it.
 */
export type PublicKeyInfo = { kid: string; spki: string };
export type SealedBody = { kid: string; key: string; iv: string; data: string };

const toB64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of view) s += String.fromCharCode(b);
  return btoa(s);
};
const fromB64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export async function sealBody(
  publicKey: PublicKeyInfo,
  {
    method,
    path,
    body,
    subtle = globalThis.crypto.subtle,
  }: { method: string; path: string; body: unknown; subtle?: typeof globalThis.crypto.subtle },
): Promise<SealedBody> {
  const rsa = await subtle.importKey(
    'spki',
    fromB64(publicKey.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(`${method.toUpperCase()} ${path}`) },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { kid: publicKey.kid, key: toB64(key), iv: toB64(iv), data: toB64(data) };
}
