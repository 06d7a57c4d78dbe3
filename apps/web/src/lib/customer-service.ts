import type { ServiceValue } from '@lotto/contracts';
import { chatApi } from '@lotto/contracts/support/api';
import { apiGet, shape } from './api.ts';
import { showToast } from './toast.ts';

/** The customer-service window is 440x500, the chat variant 440x750 (docs/product/shell-and-routes.md#customer-service). */
const SIZE = { service: 'width=440,height=500', chat: 'width=440,height=750' } as const;

/**
 * Opens the window at once, inside the click (browsers block later popups), then points it at
 * the link once known. If the popup is blocked the visitor is told; if the link cannot be had,
 * the opened window is closed again.
 */
export function openCustomerService(
  resolveUrl: () => Promise<string> | string,
  variant: keyof typeof SIZE = 'service',
) {
  const popup = window.open('about:blank', 'customer-service', SIZE[variant]);
  if (!popup) {
    showToast('errors.popupBlocked');
    return;
  }
  Promise.resolve()
    .then(resolveUrl)
    .then((url) => {
      popup.location.href = url;
    })
    .catch(() => {
      popup.close();
      showToast('errors.network');
    });
}

/** Opens a sealed (type 3) link: base64url(iv, ciphertext, tag), then the 8-character key. */
export async function unsealLink(path: string): Promise<string> {
  const key = path.slice(-8);
  const b64 = path.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const aes = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    aes,
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}

/**
 * Where the visitor's customer service goes, as the server decides it (GET
 * /wps/system/customerService: VIP above rank level 4, live chat otherwise): a plain address, the
 * site's chat room (its address from the chat call, with the brand's title, language and colour),
 * or a sealed address opened here.
 */
export async function serviceUrl(): Promise<string> {
  const value = await apiGet(chatApi.service, { schema: shape<ServiceValue>() });
  const item = value.version.pathList[0];
  if (!item) throw new Error('no customer-service entry');
  if (item.type === 3) return unsealLink(item.path);
  if (item.type === 2) {
    const room = await apiGet(chatApi.url, { query: { b2c: 1 }, schema: shape<{ chatUrl: string }>() });
    return room.chatUrl;
  }
  return item.path;
}
