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
