import * as v from 'valibot';
import { db as defaultDb, GUEST_OWNER, type JariyahDatabase } from '../../db/database';
import { readReminderSent, readReminderValue, writeReminderSent, writeReminderValue } from '../../db/reminders';
import { readLastPlace } from '../../db/prayer-place';
import { readSettings } from '../../db/settings';
import { getVapidKey, subscribePush, unsubscribePush } from '../../api/pesan';
import { REMINDER_OFFSETS, REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/pesan';

/*
 * 'Pengingat & Notifikasi': the choices are kept on the device (so the page shows them offline)
 * and, once any is on, sent with the browser's push subscription. The place sent is the
 * regency's reference point from the bundled list, never the device's own position.
 */

export const ReminderChoicesSchema = v.object({
  prayers: v.fallback(v.record(v.picklist(REMINDER_PRAYERS), v.picklist(REMINDER_OFFSETS)), {}),
  donationNews: v.fallback(v.boolean(), false),
});
export type ReminderChoices = { prayers: Partial<Record<ReminderPrayer, (typeof REMINDER_OFFSETS)[number]>>; donationNews: boolean };
export const NO_REMINDERS: ReminderChoices = { prayers: {}, donationNews: false };

export async function readReminderChoices(database: JariyahDatabase = defaultDb): Promise<ReminderChoices> {
  return (await readReminderValue(ReminderChoicesSchema, database)) ?? NO_REMINDERS;
}

const anyOn = (c: ReminderChoices) => c.donationNews || Object.keys(c.prayers).length > 0;

const RegencyListSchema = v.object({ items: v.array(v.object({ kode: v.string(), lat: v.number(), lng: v.number() })) });

/** The regency's reference point for the last place, or the place itself rounded to 0.01°. */
async function reminderPlace(database: JariyahDatabase) {
  const place = await readLastPlace(database);
  if (!place) return null;
  let point = { lat: Math.round(place.lat * 100) / 100, lng: Math.round(place.lng * 100) / 100 };
  try {
    const list = v.parse(RegencyListSchema, await (await fetch('/json/regencies.json')).json());
    const regency = list.items.find((r) => r.kode === place.kode);
    if (regency) point = { lat: regency.lat, lng: regency.lng };
  } catch {
    // The rounded point is coarse enough.
  }
  return { regency: place.label, ...point, timeZone: place.timeZone };
}

export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-install';

export function pushSupport(): PushSupport {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Mac') && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  if (ios && !standalone) return 'ios-needs-install';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

export class PermissionRefused extends Error {}
export class NoPlace extends Error {}

const toBase64Url = (buffer: ArrayBuffer | null) => {
  if (!buffer) return '';
  let binary = '';
  for (const b of new Uint8Array(buffer)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Saves the choices: on the device first, then with the server. Turning the first one on asks
 * the browser's permission (this runs from the user's tap); turning the last one off removes
 * the subscription. Throws PermissionRefused, NoPlace, or the API's errors.
 */
export async function saveReminderChoices(choices: ReminderChoices, database: JariyahDatabase = defaultDb): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (!anyOn(choices)) {
    await writeReminderValue(choices, database);
    if (existing) {
      await unsubscribePush(existing.endpoint).catch(() => undefined);
      await existing.unsubscribe();
    }
    return;
  }
  const place = await reminderPlace(database);
  if (!place) throw new NoPlace();
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') throw new PermissionRefused();
  const subscription = existing ?? await registration.pushManager.subscribe({
    userVisibleOnly: true, applicationServerKey: fromBase64Url((await getVapidKey()).data.public_key),
  });
  const codes = await guestCodes(database);
  const method = (await readSettings(database)).prayerMethod;
  await subscribePush({
    subscription: { endpoint: subscription.endpoint, p256dh: toBase64Url(subscription.getKey('p256dh')), auth: toBase64Url(subscription.getKey('auth')) },
    place, method, prayers: choices.prayers, donationNews: choices.donationNews, codes,
  });
  await writeReminderValue(choices, database);
  await writeReminderSent(sentState(codes, place.regency, method), database);
}

/** What the server last heard besides the choices: a change of these re-sends them. */
const sentState = (codes: readonly string[], regency: string, method: string) => `${regency}|${method}|${codes.join(',')}`;
const guestCodes = async (database: JariyahDatabase) =>
  (await database.donations.where('owner').equals(GUEST_OWNER).toArray()).map((d) => d.code).slice(-50);

/**
 * Keeps the subscription in step, quietly (nothing is asked, nothing turned on): after the user
 * picked another city or method, or a guest made a new donation (its news is pushed by code).
 */
export async function refreshSubscription(database: JariyahDatabase = defaultDb): Promise<void> {
  const choices = await readReminderChoices(database);
  if (!anyOn(choices) || typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  const place = await readLastPlace(database);
  const now = sentState(await guestCodes(database), place?.label ?? '', (await readSettings(database)).prayerMethod);
  if (now === (await readReminderSent(database))) return;
  await saveReminderChoices(choices, database);
}
