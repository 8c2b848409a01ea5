import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { getPrayerCampaign } from '../../api/campaign';
import { readState, updateRead, type Read } from '../../api/read-cache';
import type { AmenStatus, DoaId, DoaItem } from '../../contract/campaign';
import { amenWaiting } from '../../db/amen-waiting';
import { amensSentMayWait, markAmensSent } from '../../sync/amens-sent-mark';
import { outboxMayWait } from '../../sync/outbox-mark';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { useCachedRead } from '../../ui/use-remote';
import { withAmen } from './amen';
import {
  dropped, kept, NO_SHADOW, sentConfirmed, shownAmen, tapped, withQueued, withSent, type AmenShadow, type ShadowStep,
} from './amen-shadow';
import {
  appendPage, DOA_PAGE, DOA_POLL_MS, doaListKey, grown, limitToAsk, mergeWindow, nextStep, requestsSoFar, startRequest,
  windowRead, withAmenIn, type DoaList,
} from './doa-list';

/**
 * The device side of the carousel (doa-device.ts), loaded on first need. Loads that overlap share
 * one import: two at once of a chunk that fails could otherwise leave a tap waiting for good.
 */
let loadingDevice: Promise<typeof import('./doa-device')> | undefined;
const device = () => (loadingDevice ??= import('./doa-device').finally(() => {
  loadingDevice = undefined;
}));
type Device = Awaited<ReturnType<typeof device>>;

/**
 * Whether someone is signed in on this device, as last read: a guest's tap goes to login without
 * flipping first; anyone else's flips at once (undefined until read).
 */
let signedInHint: boolean | undefined;

/** Loads the device side ahead of an amen (the carousel calls it once it comes into view). */
export const preloadDoaDevice = (): void => {
  device().then((d) => d.readCachedProfile()).then((profile) => {
    signedInHint = profile !== undefined;
  }, () => undefined); // a tap tries again, and says so if it still cannot
};

/** Whether amens said earlier may wait on this device, to be sent or to be seen sent (none can on a first visit). */
const amensMayWait = () => typeof navigator !== 'undefined' && (outboxMayWait(!!navigator.serviceWorker?.controller) || amensSentMayWait());

const NOT_KEPT = 'Aamiin belum tersimpan. Coba lagi, ya.';
const DEVICE_UNREACHABLE = 'Aamiin belum tersimpan. Periksa koneksimu, lalu coba lagi ya.';

/** `queued`: waiting in the outbox; `saving`: not yet kept on the device (a moment after a tap). */
export type ShownDoa = DoaItem & { queued: boolean; saving: boolean };
export type DoasState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; prayers: ShownDoa[] };

/** Asks for the polled window as far as the carousel was read (doa-list.ts). */
async function loadWindow(programId: string, held: Read<DoaList> | undefined, signal: AbortSignal): Promise<Read<DoaList>> {
  const asked = limitToAsk(held);
  const request = startRequest();
  // The first window is asked without a limit: the same URL (and worker copy) as before paging.
  const answer = await getPrayerCampaign(programId, asked === DOA_PAGE ? {} : { limit: asked }, { signal });
  return windowRead(answer, asked, request);
}

/**
 * A program's prayers through the app's read cache (polled every second while the page is in
 * view; the answer has an ETag, so mostly a 304), with this device's amens laid over them
 * (amen-shadow.ts). Every amen goes into the outbox first, so a reload or a lost answer cannot
 * lose it, and leaves from there in the order it was made.
 */
export function useDoas(programId: string) {
  const key = doaListKey(programId);
  const remote = useCachedRead<DoaList>(key, (signal) => loadWindow(programId, readState<DoaList>(key).read, signal), {
    keep: true, personal: true, pollMs: DOA_POLL_MS, combine: mergeWindow,
  });
  const { refresh } = remote;
  const router = useRouter();
  const toast = useToast();
  const online = useOnline();

  // The shadow changes from taps and from the outbox's live query alike: the ref is its one
  // current value (steps build on it), the state shows it.
  const shadowRef = useRef<AmenShadow>(NO_SHADOW);
  const [shadow, setShadow] = useState<AmenShadow>(NO_SHADOW);
  const apply = useCallback(({ shadow: next, left }: ShadowStep) => {
    shadowRef.current = next;
    setShadow(next);
    if (left.length === 0) return;
    // The server holds these now: written into the held copy (older prayers are not polled), and
    // asked again at once so the window confirms them.
    for (const [id, choice] of left) updateRead<DoaList>(key, (list) => withAmenIn(list, id, choice));
    refresh().catch(() => undefined);
  }, [key, refresh]);

  // Reads of the outbox's amens are numbered as they start; one that started before another already
  // taken is older news (IndexedDB reads see the data as of their start) and is left out. The
  // sent amens come with them, and with the last request started once they were read (amen-shadow.ts).
  const queuedReads = useRef({ started: 0, taken: 0 });
  const readQueued = useCallback(async (d: Device) => {
    const n = ++queuedReads.current.started;
    const held = await d.readAmensHeld();
    const request = requestsSoFar();
    if (n < queuedReads.current.taken) return undefined;
    queuedReads.current.taken = n;
    // Only from the newest read: an older one finishing last must not clear the mark.
    markAmensSent(held.sent.length > 0);
    return { ...held, request };
  }, []);

  // The outbox is watched from the start on a device that may hold amens waiting, else from the first tap.
  const [watching, setWatching] = useState(amensMayWait);
  useEffect(() => {
    if (!watching) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    const failed = (error: unknown) => console.error('Gagal membaca aamiin tersimpan', error);
    device().then((d) => {
      // Each change is read afresh: the live query's first value may predate a tap's (already in
      // the shadow), and taking it would look like that amen had left for the server.
      if (!gone) stop = d.watchAmensHeld(() => void readQueued(d).then((held) => {
        if (held && !gone) apply(withQueued(withSent(shadowRef.current, held.sent, held.request), held.queued, held.request));
      }, failed));
    }, failed);
    return () => {
      gone = true;
      stop?.();
    };
  }, [watching, apply, readQueued]);

  const sendToLogin = useCallback(async (d: Device) => {
    await d.saveRedirectAfterLogin(window.location.pathname + window.location.search);
    router.history.push('/auth?state=campaign');
  }, [router]);

  /** Keeps a tap's amen in the outbox; gives the device side once it is there. Taps run one after another (`saying`). */
  const keep = useCallback(async (id: DoaId, choice: AmenStatus, tap: number, flipped: boolean): Promise<Device | undefined> => {
    const fail = (message: string, error: unknown) => {
      apply(dropped(shadowRef.current, id, tap));
      console.error('Gagal menyimpan aamiin:', error);
      toast(message, { tone: 'danger' });
      return undefined;
    };
    let d: Device;
    try {
      d = await device();
    } catch (error) {
      return fail(DEVICE_UNREACHABLE, error);
    }
    try {
      signedInHint = (await d.readCachedProfile()) !== undefined;
      if (!signedInHint) {
        apply(dropped(shadowRef.current, id, tap));
        await sendToLogin(d); // only someone logged in on this device can say amen
        return undefined;
      }
      if (!flipped) apply(tapped(shadowRef.current, id, choice, tap));
      await d.enqueue('toggle_like', { doa_id: id, state: choice });
      d.startOutboxReplay(); // what waits is sent when the signal is back, even with no further tap
      // A newer read already taken (the watch's) says at least as much as this one would.
      const held = await readQueued(d);
      const shadowNow = held ? withSent(shadowRef.current, held.sent, held.request) : shadowRef.current;
      apply(kept(shadowNow, id, tap, held?.queued ?? shadowNow.queued, held?.request ?? requestsSoFar()));
      return d;
    } catch (error) {
      return fail(NOT_KEPT, error);
    }
  }, [apply, readQueued, sendToLogin, toast]);

  const saying = useRef<Promise<unknown>>(Promise.resolve());
  const taps = useRef(0);
  const toggle = useCallback(async (prayer: ShownDoa): Promise<void> => {
    const choice: AmenStatus = prayer.status_like === 'liked' ? 'unliked' : 'liked';
    const flipped = signedInHint !== false;
    const tap = ++taps.current;
    if (flipped) apply(tapped(shadowRef.current, prayer.id, choice, tap)); // at once, before anything loads
    setWatching(true);
    const run = saying.current.then(() => keep(prayer.id, choice, tap, flipped));
    saying.current = run;
    const d = await run;
    if (!d || !navigator.onLine) return;
    const report = await d.replayOutbox().catch((error: unknown) => {
      console.error('Gagal mengirim aamiin', error); // it waits in the outbox; the next replay sends it
      return undefined;
    });
    // The server no longer knows this session (it expired, or ended elsewhere): log in again; the
    // amen waits in the outbox for the same account.
    if (report?.stoppedBy === 'signed-out') await sendToLogin(d);
  }, [apply, keep, sendToLogin]);

  /** Asks for the next prayers, appended after the ones shown (doa-list.ts `nextStep`). */
  const readingOlder = useRef(false);
  const loadMore = useCallback(() => {
    const list = readState<DoaList>(key).read;
    const step = list && nextStep(list);
    if (!step) return;
    if ('grow' in step) {
      updateRead<DoaList>(key, (l) => grown(l, step.grow));
      refresh().catch(() => undefined);
      return;
    }
    if (readingOlder.current) return;
    readingOlder.current = true;
    getPrayerCampaign(programId, { limit: DOA_PAGE, cursor: step.after }).then(
      (page) => updateRead<DoaList>(key, (l) => appendPage(l, page, step.after)),
      (error: unknown) => console.error('Gagal memuat doa berikutnya', error), // asked again as the carousel moves
    ).finally(() => {
      readingOlder.current = false;
    });
  }, [key, programId, refresh]);

  // A fresh window of the server's prayers confirms the sent amens in it: the device keeps that
  // answer, so they need not be laid over a copy any longer.
  const list = remote.status === 'ready' ? remote.data : undefined;
  const fromDevice = remote.freshness?.fromDevice ?? true;
  useEffect(() => {
    const confirmed = list && sentConfirmed(shadow, list.items.slice(0, list.asked).map((p) => p.id), list.request, fromDevice);
    if (!confirmed) return;
    device().then((d) => d.forgetAmensSent(confirmed.ids, confirmed.upTo)).catch((error: unknown) => {
      console.error('Gagal memperbarui aamiin terkirim', error); // laid over the copy a little longer; the next window tries again
    });
  }, [list, fromDevice, shadow]);

  let state: DoasState;
  if (list) {
    const { items, request } = list;
    const prayers = items.map((p) => {
      const amen = shownAmen(shadow, p.id, request, fromDevice);
      // Online, a queued amen leaves within a moment: only offline is "waiting to be sent" news.
      return { ...withAmen(p, amen.choice), queued: amenWaiting(shadow.queued, p.id) !== undefined && !online, saving: amen.saving };
    });
    state = { status: 'ready', prayers };
  } else state = { status: remote.status === 'error' ? 'error' : 'loading' };
  return { state, toggle, loadMore };
}
