import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import { RosterAdminViewSchema, RosterViewSchema, type RosterSlotFormInput } from '../contract/ramadan-roster';

// A mosque's Ramadan rosters (contract/ramadan-roster.ts): the mosque page's read, volunteering
// and withdrawing; the staff's panel.

type Opts = { signal?: AbortSignal };

/** Through the read cache, so the mosque page opens offline with its roster. */
export const rosterCall = (slug: string): ReadCall => ({ controller: 'masjid', kode: 'get_roster', query: { slug } });
export const getRoster = (slug: string, o: Opts = {}) => callApi({ ...rosterCall(slug), signal: o.signal }, RosterViewSchema);

export const volunteerRoster = (slug: string, id: number, idempotencyKey: string) =>
  callApi({ controller: 'masjid', kode: 'volunteer_roster', method: 'POST', idempotencyKey, body: { slug, id: String(id) } }, RosterViewSchema);

export const withdrawRoster = (slug: string, id: number, idempotencyKey: string) =>
  callApi({ controller: 'masjid', kode: 'withdraw_roster', method: 'POST', idempotencyKey, body: { slug, id: String(id) } }, RosterViewSchema);

export const getAdminRoster = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_roster_admin', query: { masjid_id: masjidId }, signal: o.signal }, RosterAdminViewSchema).then((a) => a.data);

export const addRosterSlot = (form: RosterSlotFormInput, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'add_roster_slot', method: 'POST', idempotencyKey, body: { masjid_id: String(form.masjid_id), date: form.date, role: form.role, name: form.name ?? '' } }, RosterAdminViewSchema);

export const removeRosterSlot = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'remove_roster_slot', method: 'POST', idempotencyKey, body: { id: String(id) } }, RosterAdminViewSchema);
