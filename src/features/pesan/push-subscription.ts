import * as v from 'valibot';
import { deviceKey } from '../../db/device-key';
import { db as defaultDb, GUEST_OWNER, type JariyahDatabase } from '../../db/database';
import { readReminderSent, readReminderValue, writeReminderSent, writeReminderValue } from '../../db/reminders';
import { readLastPlace } from '../../db/prayer-place';
import { readSettings } from '../../db/settings';
import { getVapidKey, subscribePush, unsubscribePush } from '../../api/pesan';
import { ApiError } from '../../api/client';
import { encodeReminderPrayers, REMINDER_OFFSETS, REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/pesan';
import { namedPrayerPlace, type NamedPrayerPlace } from '../../contract/prayer-place-fields';

/*
 * 'Pengingat & Notifikasi': the choices are kept on the device (so the page shows them offline,
 * the open app shows its own reminder and the calendar feed carries them) and, once any is on,
 * sent with the browser's push subscription. The place sent is the one the schedule on screen is
 * computed for (contract/prayer-place.ts): the position rounded to about 110 m, and its height.
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

/**
 * The last place as the calendar feed and push reminders carry it: the very place the schedule on
 * screen is computed for, so the phone's calendar and its notifications ring at the minute it shows.
 */
export async function reminderPlace(database: JariyahDatabase = defaultDb): Promise<NamedPrayerPlace | null> {
  const place = await readLastPlace(database);
  return place ? namedPrayerPlace(place) : null;
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
/** Push cannot be had here: the browser has none, the server has no VAPID keys, or the browser's push service failed or did not answer. */
export class PushUnavailable extends Error {
  constructor(readonly reason: 'unsupported' | 'server-off' | 'failed') {
    super(`push unavailable: ${reason}`);
  }
}

/**
 * How long the steps after the permission prompt may take in all (the worker's readiness, the
 * server's key, the browser's push service, the server's answer) before the page says push failed:
 * under the 10 s a person waits. A push service that never answers hangs subscribe() for good.
 */
export const PUSH_WAIT_MS = 8_000;

function before<T>(work: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushUnavailable('failed')), Math.max(0, deadline - Date.now()));
    work.then((value) => {
      clearTimeout(timer);
      resolve(value);
    }, (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The server's VAPID key, or PushUnavailable('server-off') when it has none (503). */
async function vapidKey(): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return fromBase64Url((await getVapidKey()).data.public_key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) throw new PushUnavailable('server-off');
    throw error;
  }
}

/** Whether this server can send push at all; null when it cannot be asked (offline). */
export async function serverHasPush(waitMs = PUSH_WAIT_MS): Promise<boolean | null> {
  try {
    await before(vapidKey(), Date.now() + waitMs);
    return true;
  } catch (error) {
    return error instanceof PushUnavailable && error.reason === 'server-off' ? false : null;
  }
}

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Keeps the choices on this device only (where push cannot be had: the open app and the calendar use them). */
export const keepReminderChoices = (choices: ReminderChoices, database: JariyahDatabase = defaultDb) => writeReminderValue(choices, database);

/**
 * Saves the choices: on the device first (the open app and the calendar need nothing more), then
 * with the server. Turning the first one on asks the browser's permission (this runs from the
 * user's tap); turning the last one off removes the subscription. Throws PushUnavailable,
 * PermissionRefused, NoPlace, or the API's errors, within PUSH_WAIT_MS of the permission answer.
 */
export async function saveReminderChoices(choices: ReminderChoices, database: JariyahDatabase = defaultDb, waitMs = PUSH_WAIT_MS): Promise<void> {
  await keepReminderChoices(choices, database);
  if (!anyOn(choices)) {
    if (pushSupport() !== 'supported') return;
    const deadline = Date.now() + waitMs;
    const existing = await before(navigator.serviceWorker.ready, deadline).then((r) => r.pushManager.getSubscription()).catch(() => null);
    if (existing) {
      await before(unsubscribePush(existing.endpoint), deadline).catch(() => undefined);
      await existing.unsubscribe().catch(() => false);
    }
    await writeReminderSent('', database);
    return;
  }
  if (pushSupport() !== 'supported') throw new PushUnavailable('unsupported');
  const place = await reminderPlace(database);
  if (!place) throw new NoPlace();
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted') throw new PermissionRefused();
  const deadline = Date.now() + waitMs;
  const registration = await before(navigator.serviceWorker.ready, deadline);
  const existing = await before(registration.pushManager.getSubscription(), deadline);
  let subscription = existing;
  if (!subscription) {
    const key = await before(vapidKey(), deadline);
    // A browser without a push service (no Google services, a blocked network) rejects or never answers.
    subscription = await before(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), deadline)
      .catch((error: unknown) => {
        throw error instanceof PushUnavailable ? error : new PushUnavailable('failed');
      });
  }
  const codes = await guestCodes(database);
  const method = (await readSettings(database)).prayerMethod;
  // The browser's own JSON of the subscription carries its keys in base64url, as the server takes them.
  const { keys } = subscription.toJSON();
  await before(subscribePush({
    subscription: { endpoint: subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    place, method, prayers: choices.prayers, donationNews: choices.donationNews, codes,
    device: await deviceKey(database),
  }), deadline).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 503) throw new PushUnavailable('server-off');
    throw error;
  });
  await writeReminderSent(sentState(codes, place, method, choices), database);
}

/** What the server last heard: a change of any (a choice saved offline too, a walk of a few hundred metres) sends them again. */
const sentState = (codes: readonly string[], named: NamedPrayerPlace | null, method: string, choices: ReminderChoices) => {
  const where = named ? `${named.regency}@${named.place.latitude},${named.place.longitude},${named.place.elevation},${named.timeZone}` : '';
  return `${where}|${method}|${codes.join(',')}|${encodeReminderPrayers(choices.prayers)}|${choices.donationNews ? 1 : 0}`;
};
const guestCodes = async (database: JariyahDatabase) =>
  (await database.donations.where('owner').equals(GUEST_OWNER).toArray()).map((d) => d.code).slice(-50);

/**
 * Keeps the subscription in step, quietly (nothing is asked, nothing turned on): after the user
 * picked another city or method, or a guest made a new donation (its news is pushed by code).
 */
export async function refreshSubscription(database: JariyahDatabase = defaultDb): Promise<void> {
  const choices = await readReminderChoices(database);
  if (!anyOn(choices) || pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
  const now = sentState(await guestCodes(database), await reminderPlace(database), (await readSettings(database)).prayerMethod, choices);
  if (now === (await readReminderSent(database))) return;
  await saveReminderChoices(choices, database);
}
