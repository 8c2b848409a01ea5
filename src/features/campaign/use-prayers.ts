import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRouter } from '@tanstack/react-router';
import { ApiError, NetworkError } from '../../api/client';
import { getPrayerCampaign, toggleLike } from '../../api/campaign';
import type { PrayerItem } from '../../contract/campaign';
import { readKv } from '../../db/kv';
import { saveRedirectAfterLogin } from '../../db/return-paths';
import { AMEN_OVERRIDES_KEY, enqueue } from '../../sync/outbox';
import { readCachedProfile } from '../../sync/profile-cache';
import { useToast } from '../../ui/toast';
import { withAmen } from './amen';

/** Spec section 9: the prayer list is refetched every second while someone looks at it. */
export const PRAYER_POLL_MS = 1000;

const OverridesSchema = v.record(v.string(), v.picklist(['liked', 'unliked']));
type AmenChoice = 'liked' | 'unliked';

export type ShownPrayer = PrayerItem & { queued: boolean };
export type PrayersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; prayers: ShownPrayer[] };

/**
 * Polls a program's prayers every second while the tab is visible (the answer has an ETag and
 * `no-cache`, so the browser revalidates with If-None-Match and the server mostly answers 304),
 * and lays this device's amens on top: the one being sent now, and those waiting in the outbox.
 */
export function usePrayers(programId: string) {
  const [server, setServer] = useState<PrayerItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState<Record<number, AmenChoice>>({});
  // What the screen shows from the server, and its JSON: every change goes through `show`, so a
  // poll that brings back an earlier answer is never mistaken for "nothing new".
  const lastJson = useRef('');
  const shown = useRef<PrayerItem[] | null>(null);
  const pollNow = useRef<() => void>(() => undefined);
  const overrides = useLiveQuery(() => readKv(AMEN_OVERRIDES_KEY, OverridesSchema), []) ?? {};
  const queuedKeys = Object.keys(overrides).sort().join(',');
  // An amen left the outbox: ask at once, so the screen does not fall back to the older answer.
  useEffect(() => pollNow.current(), [queuedKeys]);
  const router = useRouter();
  const toast = useToast();

  const show = useCallback((list: PrayerItem[]) => {
    const json = JSON.stringify(list);
    if (json === lastJson.current) return; // a 304 or the same answer: nothing to re-render
    lastJson.current = json;
    shown.current = list;
    setServer(list);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    let busy = false;
    let again = false;
    const tick = async () => {
      if (busy) {
        again = true; // the answer in flight may predate what changed: ask once more after it
        return;
      }
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (stopped || document.hidden) return;
      busy = true;
      controller = new AbortController();
      // A request that hangs (a dying connection) must not stop the polling for good.
      const guard = setTimeout(() => controller?.abort(), 10_000);
      try {
        show((await getPrayerCampaign(programId, {}, { signal: controller.signal })).data);
        setFailed(false);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      } finally {
        clearTimeout(guard);
        busy = false;
      }
      const delay = again ? 0 : PRAYER_POLL_MS;
      again = false;
      if (!stopped && !document.hidden && !timer) timer = setTimeout(() => void tick(), delay);
    };
    pollNow.current = () => void tick();
    const onVisibility = () => {
      if (document.hidden) {
        if (timer) clearTimeout(timer);
        timer = undefined;
        controller?.abort();
      } else if (!timer) void tick();
    };
    const onOnline = () => void tick();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    void tick();
    return () => {
      stopped = true;
      pollNow.current = () => undefined;
      window.removeEventListener('online', onOnline);
      if (timer) clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [programId, show]);

  const sendToLogin = useCallback(async () => {
    await saveRedirectAfterLogin(window.location.pathname + window.location.search);
    router.history.push('/auth?state=campaign');
  }, [router]);

  const toggle = useCallback(async (prayer: ShownPrayer) => {
    const next: AmenChoice = prayer.status_like === 'liked' ? 'unliked' : 'liked';
    const queue = async () => {
      await enqueue('toggle_like', { doa_id: String(prayer.id), state: next });
    };
    if (!navigator.onLine) {
      // Offline: only someone who has logged in on this device can say amen; keep it for later.
      if (await readCachedProfile()) await queue();
      else await sendToLogin();
      return;
    }
    setSending((s) => ({ ...s, [prayer.id]: next }));
    try {
      const answer = await toggleLike(prayer.id, { state: next, idempotencyKey: crypto.randomUUID() });
      const result = answer.data;
      const list = shown.current;
      if (list) show(list.map((p) => (p.id === result.doa_id ? { ...p, total_like: result.total_like, status_like: result.status_like } : p)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await sendToLogin();
      else if (error instanceof NetworkError) await queue();
      else {
        console.error('Gagal like/unlike doa:', error);
        toast(error instanceof ApiError ? error.message : 'Aamiin belum terkirim. Coba lagi, ya.', { tone: 'danger' });
      }
    } finally {
      setSending((s) => {
        const rest = { ...s };
        delete rest[prayer.id];
        return rest;
      });
    }
  }, [sendToLogin, show, toast]);

  let state: PrayersState;
  if (server) {
    const prayers = server.map((p) => {
      const queuedChoice = overrides[String(p.id)];
      const shown = withAmen(p, sending[p.id] ?? queuedChoice);
      return { ...shown, queued: queuedChoice !== undefined && sending[p.id] === undefined };
    });
    state = { status: 'ready', prayers };
  } else state = failed ? { status: 'error' } : { status: 'loading' };
  return { state, toggle };
}
