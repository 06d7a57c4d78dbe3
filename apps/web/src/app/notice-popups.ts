import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NOTICE_TYPES, useAnnouncements } from '../lib/queries/announcements.ts';
import { openModal, useModal } from '../lib/modals.ts';
import { useSession } from '../lib/session.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';

/** sessionStorage: set once this tab's session has shown the pop-ups (a logout clears it). */
export const POPUP_SEEN_KEY = 'noticePopupSeen';
const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

/**
 * The brand's pop-up announcements, once per session (docs/product/content-and-system.md#pop-up-announcements):
 * after login (when the welcome and any forced password change are done: one modal at a time),
 * or on the home page for a guest, whichever comes first in the tab; a logout clears the
 * session's storage, so the next visitor of the tab sees them again.
 */
export function useNoticePopups(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const modal = useModal();
  const due =
    (session !== null || HOME_PATHS.includes(pathname)) && readStorage('session', POPUP_SEEN_KEY) === null;
  const popups = useAnnouncements(NOTICE_TYPES, { enabled: due }).data?.popup;
  const ready = due && modal === null && popups !== undefined;
  useEffect(() => {
    if (!ready) return;
    // Seen once the list has come, even when it is empty: nothing to show until the next session.
    writeStorage('session', { key: POPUP_SEEN_KEY, value: '1' });
    if (popups.length > 0) openModal('noticeModal', { tab: 'popup' });
  }, [ready, popups]);
}
