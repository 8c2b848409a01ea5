import * as v from 'valibot';
import { PushPayloadSchema, type PushPayload } from '../src/contract/pesan.ts';

declare const self: ServiceWorkerGlobalScope;

// Web Push: show what the server sent, in Indonesian, and open the right page on a tap.

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/maskable-192.png';
const FALLBACK: PushPayload = { title: 'Jariyah', body: 'Ada pesan baru untukmu', link: '/pesan' };

/** The payload as the contract says, or a plain note that leads to Pesan (never a broken one). */
export function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const parsed = v.safeParse(PushPayloadSchema, data?.json());
    return parsed.success ? parsed.output : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** Only this app's own pages are opened from a notification. */
export const sameOriginPath = (link: string) => (/^\/(?!\/)/.test(link) ? link : '/pesan');

export async function showPush(payload: PushPayload): Promise<void> {
  await self.registration.showNotification(payload.title, {
    body: payload.body, icon: ICON, badge: BADGE, tag: payload.tag, lang: 'id-ID',
    data: { link: sameOriginPath(payload.link) },
  });
  // An open Pesan page fetches the new message at once.
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const w of windows) w.postMessage({ type: 'pesan-updated' });
}

/** Focuses an open window of the app on the link's page, or opens one. */
export async function openFromNotification(notification: Notification): Promise<void> {
  notification.close();
  const link = sameOriginPath(v.safeParse(v.object({ link: v.string() }), notification.data).success ? (notification.data as { link: string }).link : '/pesan');
  const url = new URL(link, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    // focus() needs the click's user activation; navigating the window works either way.
    await open.focus().catch(() => undefined);
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
