import * as v from 'valibot';
import { callApi } from './client';
import {
  encodeReminderPrayers, MessageListSchema, PushSettingsSchema, VapidKeySchema, type ReminderPrayer,
} from '../contract/pesan';
import { placeFields, type NamedPrayerPlace } from '../contract/prayer-place-fields';

type Opts = { signal?: AbortSignal };
const CountSchema = v.object({ count: v.number() });

/**
 * The inbox: the account's when logged in (the cookie says), else these device donation codes';
 * with the device key, also the news of the mosques this device follows.
 */
export const listMessages = (codes: readonly string[], o: Opts & { device?: string } = {}) =>
  callApi({ ...messagesCall(codes, o.device), signal: o.signal }, MessageListSchema);

/** The inbox's read (the wall screen checks it is kept for offline). */
export const messagesCall = (codes: readonly string[], device?: string) =>
  ({ controller: 'pesan', kode: 'list_messages', query: { codes: codes.length > 0 ? codes.join(',') : undefined, device } }) as const;

export const markMessagesRead = (ids: readonly number[] | 'all') =>
  callApi({ controller: 'pesan', kode: 'mark_read', method: 'POST', body: ids === 'all' ? { all: '1' } : { ids: ids.join(',') } }, CountSchema);

export const deleteMessages = (ids: readonly number[]) =>
  callApi({ controller: 'pesan', kode: 'delete_messages', method: 'POST', body: { ids: ids.join(',') } }, CountSchema);

export const postAnnouncement = (input: { title: string; body: string; link: string }, idempotencyKey: string) =>
  callApi({ controller: 'pesan', kode: 'post_announcement', method: 'POST', body: input, idempotencyKey }, v.object({ id: v.number() }));

export const getVapidKey = () => callApi({ controller: 'pesan', kode: 'vapid_key' }, VapidKeySchema);

export type SubscribeRequest = {
  subscription: { endpoint: string; p256dh: string; auth: string };
  place: NamedPrayerPlace;
  method: string;
  prayers: Partial<Record<ReminderPrayer, number>>;
  donationNews: boolean;
  codes: readonly string[];
  /** The device key: the followed mosques' news reaches this browser. */
  device?: string;
};

export const subscribePush = (r: SubscribeRequest) =>
  callApi({
    controller: 'pesan', kode: 'subscribe', method: 'POST',
    body: {
      ...r.subscription, ...placeFields(r.place),
      method: r.method, prayers: encodeReminderPrayers(r.prayers), donation_news: r.donationNews ? '1' : '0', codes: r.codes.join(','),
      ...(r.device ? { device: r.device } : {}),
    },
  }, PushSettingsSchema);

export const getPushSubscription = (endpoint: string) =>
  callApi({ controller: 'pesan', kode: 'get_subscription', method: 'POST', body: { endpoint } }, PushSettingsSchema);

export const unsubscribePush = (endpoint: string) =>
  callApi({ controller: 'pesan', kode: 'unsubscribe', method: 'POST', body: { endpoint } }, v.object({ removed: v.boolean() }));
