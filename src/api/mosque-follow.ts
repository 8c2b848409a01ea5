import * as v from 'valibot';
import { callApi } from './client';
import { FollowedMosqueListSchema, FollowStateSchema, MosqueAnnouncementListSchema } from '../contract/mosque-follow';

// 'Ikuti masjid ini' (controller masjid) and a mosque's announcement (controller admin).

type Opts = { signal?: AbortSignal };

export const getFollowState = (slug: string, device: string, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_follow', query: { slug, device }, signal: o.signal }, FollowStateSchema);

export const followMosque = (slug: string, device: string) =>
  callApi({ controller: 'masjid', kode: 'follow_mosque', method: 'POST', body: { slug, device } }, FollowStateSchema);

export const unfollowMosque = (slug: string, device: string) =>
  callApi({ controller: 'masjid', kode: 'unfollow_mosque', method: 'POST', body: { slug, device } }, FollowStateSchema);

/** The read key of a mosque's own announcements (the wall screen keeps them for offline). */
export const mosqueAnnouncementsCall = (slug: string) => ({ controller: 'masjid', kode: 'get_mosque_announcements', query: { slug } }) as const;

export const getMosqueAnnouncements = (slug: string, o: Opts = {}) =>
  callApi({ ...mosqueAnnouncementsCall(slug), signal: o.signal }, MosqueAnnouncementListSchema);

export const listFollowedMosques = (device: string, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'list_followed', query: { device }, signal: o.signal }, FollowedMosqueListSchema);

export const postMosqueAnnouncement = (input: { masjid_id: string; title: string; body: string; link: string }, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'post_mosque_announcement', method: 'POST', body: input, idempotencyKey }, v.object({ id: v.number() }));
