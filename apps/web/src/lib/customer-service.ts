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

/** Rank level above which a member gets the brand's VIP customer-service entry (docs/product/README.md#roles-and-permissions). */
export const VIP_SERVICE_ABOVE = 4;

type ServiceEntry = { csType: 'VIP' | 'LIVECHAT'; path: string };

/**
 * Where a member's customer service goes: a rank level above 4 the brand's VIP entry (live chat
 * when the brand has none), everyone else live chat; undefined without an entry (the help page).
 */
export const serviceEntry = (
  entries: readonly ServiceEntry[] | undefined,
  rankLevel: number | undefined,
): ServiceEntry | undefined => {
  const vip = (rankLevel ?? 0) > VIP_SERVICE_ABOVE ? entries?.find((c) => c.csType === 'VIP') : undefined;
  return vip ?? entries?.find((c) => c.csType === 'LIVECHAT');
};
