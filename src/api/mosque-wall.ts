import * as v from 'valibot';
import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import {
  MoveWallPosterForm, WallChimeForm, WallContentSchema, WallFlashForm, WallJanazahForm, WallPosterForm, WallSettingsForm,
} from '../contract/wall-settings';

// The wall screen's own content: its public read, and the staff's changes from the panel.

type Opts = { signal?: AbortSignal };
const strings = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined).map(([k, x]) => [k, String(x)]));

export const wallContentCall = (slug: string): ReadCall => ({ controller: 'masjid', kode: 'get_wall', query: { slug } });
export const getWallContent = (slug: string, o: Opts = {}) => callApi({ ...wallContentCall(slug), signal: o.signal }, WallContentSchema);

export const getAdminWall = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_wall_admin', query: { masjid_id: masjidId }, signal: o.signal }, WallContentSchema).then((a) => a.data);

/** A change from the panel, checked against the contract's form before it leaves; answers the panel's new view. */
const change = <S extends v.GenericSchema>(kode: string, schema: S) => (form: v.InferInput<S>, idempotencyKey: string) => {
  v.parse(schema, form);
  return callApi({ controller: 'admin', kode, method: 'POST', idempotencyKey, body: strings(form as Record<string, unknown>) }, WallContentSchema);
};

export const saveWallSettings = change('save_wall_settings', WallSettingsForm);
export const saveWallPoster = change('save_wall_poster', WallPosterForm);
export const moveWallPoster = change('move_wall_poster', MoveWallPosterForm);
export const removeWallPoster = change('remove_wall_poster', v.object({ id: v.union([v.string(), v.number()]) }));
export const saveWallFlash = change('save_wall_flash', WallFlashForm);
export const clearWallFlash = change('clear_wall_flash', v.object({ masjid_id: v.union([v.string(), v.number()]) }));
export const saveWallJanazah = change('save_wall_janazah', WallJanazahForm);
export const clearWallJanazah = change('clear_wall_janazah', v.object({ masjid_id: v.union([v.string(), v.number()]) }));
export const saveWallChime = change('save_wall_chime', WallChimeForm);
export const clearWallChime = change('clear_wall_chime', v.object({ masjid_id: v.union([v.string(), v.number()]) }));
