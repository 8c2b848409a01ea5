import { useSyncExternalStore } from 'react';
import { readUnreadCount, UNREAD_EVENT } from '../lib/unread-count';

const subscribe = (notify: () => void) => {
  window.addEventListener(UNREAD_EVENT, notify);
  window.addEventListener('storage', notify); // another tab of the app
  return () => {
    window.removeEventListener(UNREAD_EVENT, notify);
    window.removeEventListener('storage', notify);
  };
};

/** Unread messages in Pesan, for the tab's badge (0 before the first sync, and when prerendering). */
export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, readUnreadCount, () => 0);
}
