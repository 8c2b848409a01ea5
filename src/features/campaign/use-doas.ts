import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { getPrayerCampaign } from '../../api/campaign';
import type { DoaItem } from '../../contract/campaign';
import type { AmenOverrides } from '../../db/amen-overrides';
import { outboxMayWait } from '../../sync/outbox-mark';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { withAmen } from './amen';

/** The device side of the carousel (doa-device.ts), loaded on first need. */
const device = () => import('./doa-device');

/** Loads the device side ahead of an amen (the carousel calls it once it comes into view). */
export const preloadDoaDevice = (): void => void device();

/**
 * The amens waiting in the outbox, kept current once `watching`: from the start on a device that
 * may hold some (sync/outbox-mark.ts), else from the first amen said here.
 */
function useAmenOverrides(watching: boolean): AmenOverrides {
  const [overrides, setOverrides] = useState<AmenOverrides>({});
  useEffect(() => {
    if (!watching) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void device().then(({ watchAmenOverrides }) => {
      if (!left) stop = watchAmenOverrides(setOverrides);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [watching]);
  return overrides;
}

/** Whether amens said earlier may wait on this device (none can on a first visit). */
const amensMayWait = () => typeof navigator !== 'undefined' && outboxMayWait(!!navigator.serviceWorker?.controller);

/** Spec section 9: the prayer list is refetched every second while someone looks at it. */
export const DOA_POLL_MS = 1000;
/** Prayers the carousel asks for first (the server's default page), and how many more each time it nears the end. */
export const DOA_PAGE = 20;
/** The most the server answers in one list (DoaQuery): the polled window never grows past it. */
export const DOA_MAX = 50;

type AmenChoice = 'liked' | 'unliked';

/** `queued`: waiting in the outbox; `saving`: not yet kept on the device (a moment after a tap). */
export type ShownDoa = DoaItem & { queued: boolean; saving: boolean };
export type DoasState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; prayers: ShownDoa[] };

/**
 * Polls a program's prayers every second while the tab is visible (the answer has an ETag and
 * `no-cache`, so the browser revalidates with If-None-Match and the server mostly answers 304),
 * the newest up to DOA_MAX; older ones are read once a page at a time after the cursor as the
 * carousel nears its end (their amen counts are as read, this device's own amen shows at once),
 * and lays this device's amens on top: the ones being sent or waiting in the outbox, and each
 * one just made until a poll that started after the server had it confirms it, so an answer that
 * was already on its way never flips the screen back to the older state.
 */
export function useDoas(programId: string) {
  const [server, setServer] = useState<DoaItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  // How many prayers the poll asks for: the carousel grows it as someone nears the last slides.
  // The whole window is polled (not only the first page), so every prayer shown keeps its amen
  // state fresh and the amen settling below works the same for a prayer on any page.
  const windowSize = useRef(DOA_PAGE);
  // The last answer said more prayers follow (refs: the slider may hold an old callback).
  const hasMore = useRef(false);
  // Past the polled window: older prayers read once after the cursor, and where the next page starts.
  const [tail, setTail] = useState<DoaItem[]>([]);
  const tailRef = useRef<DoaItem[]>([]);
  tailRef.current = tail;
  const windowNext = useRef<string | null>(null);
  const tailNext = useRef<string | null>(null);
  const tailLoading = useRef(false);
  useEffect(() => () => {
    // Another program's carousel starts from its own window.
    setTail([]);
    windowNext.current = tailNext.current = null;
  }, [programId]);
  // The amen this device chose last, per prayer, shown until the server confirms it (see `settle`).
  const [chosen, setChosen] = useState<Record<number, AmenChoice>>({});
  // Polls are numbered as they start; a choice settled at poll n is confirmed by an answer to n+1.
  const pollSeq = useRef(0);
  const settledAt = useRef(new Map<number, number>());
  const [answeredSeq, setAnsweredSeq] = useState(0);
  // What the screen shows from the server, and its JSON: every change goes through `show`, so a
  // poll that brings back an earlier answer is never mistaken for "nothing new".
  const lastJson = useRef('');
  const shown = useRef<DoaItem[] | null>(null);
  const pollNow = useRef<() => void>(() => undefined);
  const [watching, setWatching] = useState(amensMayWait);
  const overrides = useAmenOverrides(watching);
  const queuedKeys = Object.keys(overrides).sort().join(',');
  const queuedChoices = Object.entries(overrides).sort().join(',');
  // An amen left the outbox: ask at once, so the screen does not fall back to the older answer.
  useEffect(() => pollNow.current(), [queuedKeys]);
  const router = useRouter();
  const toast = useToast();
  const online = useOnline();

  const show = useCallback((list: DoaItem[]) => {
    const json = JSON.stringify(list);
    if (json === lastJson.current) return; // a 304 or the same answer: nothing to re-render
    lastJson.current = json;
    // Once older prayers are shown after the window, the ones that new prayers push out of the
    // window's end move to the front of those, so none disappears from the carousel.
    const before = shown.current;
    const newLast = list.at(-1);
    if (before && newLast && tailRef.current.length > 0) {
      const cut = before.findIndex((p) => p.id === newLast.id);
      const inList = new Set(list.map((p) => p.id));
      const pushedOut = cut < 0 ? [] : before.slice(cut + 1).filter((p) => !inList.has(p.id));
      if (pushedOut.length > 0) setTail((t) => [...pushedOut, ...t.filter((p) => !pushedOut.some((o) => o.id === p.id))]);
    }
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
      const seq = ++pollSeq.current;
      controller = new AbortController();
      // A request that hangs (a dying connection) must not stop the polling for good.
      const guard = setTimeout(() => controller?.abort(), 10_000);
      const asked = windowSize.current;
      try {
        // The first window is asked without a limit: the same URL (and worker copy) as before paging.
        const answer = await getPrayerCampaign(programId, asked === DOA_PAGE ? {} : { limit: asked }, { signal: controller.signal });
        // An answer for a smaller window than now wanted would shrink the carousel for a moment:
        // skip it, the poll asks again at once.
        if (asked !== windowSize.current) again = true;
        else {
          // The worker's last-seen copy (the network just failed) fills an empty screen only.
          if (!answer.fromDeviceCache || !shown.current) show(answer.data);
          if (!answer.fromDeviceCache) {
            hasMore.current = answer.nextCursor != null;
            windowNext.current = answer.nextCursor ?? null;
          }
          if (!answer.fromDeviceCache && settledAt.current.size > 0) setAnsweredSeq(seq);
        }
        setFailed(false);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      } finally {
        clearTimeout(guard);
        busy = false;
      }
      const delay = again ? 0 : DOA_POLL_MS;
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
    await (await device()).saveRedirectAfterLogin(window.location.pathname + window.location.search);
    router.history.push('/auth?state=campaign');
  }, [router]);

  /** Forgets the choice `choice` of prayer `id`, unless a newer one has been made since. */
  const dropChoice = useCallback((id: number, choice: AmenChoice) => {
    setChosen((c) => {
      if (c[id] !== choice) return c;
      settledAt.current.delete(id);
      const rest = { ...c };
      delete rest[id];
      return rest;
    });
  }, []);
  const [settleTick, setSettleTick] = useState(0);

  // A choice no longer in flight: while the outbox holds it, it stays (one that the outbox rolled
  // back is dropped); once the server has it, it waits for a poll that started afterwards, then
  // the server's answer rules again. The overrides are read fresh from the database here: the
  // live query may still hold the value from before this choice was queued.
  useEffect(() => {
    let cancelled = false;
    if (Object.keys(chosen).length === 0) return undefined; // nothing said here to settle
    void (async () => {
      const fresh = await (await device()).readAmenOverrides();
      if (cancelled) return;
      for (const [key, choice] of Object.entries(chosen)) {
        const id = Number(key);
        if (inFlight.current.has(id)) continue;
        const queuedChoice = fresh[key];
        if (queuedChoice !== undefined) {
          if (queuedChoice !== choice) dropChoice(id, choice);
          continue;
        }
        const since = settledAt.current.get(id);
        if (since === undefined) {
          settledAt.current.set(id, pollSeq.current);
          pollNow.current();
        } else if (answeredSeq > since) {
          // An older prayer is not polled: the amen the server now has is written into its copy.
          setTail((t) => (t.some((p) => p.id === id) ? t.map((p) => (p.id === id ? withAmen(p, choice) : p)) : t));
          dropChoice(id, choice);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chosen, queuedChoices, answeredSeq, settleTick, dropChoice]);

  // Every amen goes into the outbox first, so it is kept on the device before anything else
  // happens (a reload or a lost answer cannot lose it), and is sent from there in the order it was
  // made: one replay at a time, so an older amen never reaches the server after a newer one.
  const inFlight = useRef(new Map<number, Promise<void>>());
  const toggle = useCallback(async (prayer: ShownDoa) => {
    const { enqueue, readCachedProfile, replayOutbox, startOutboxReplay } = await device();
    startOutboxReplay(); // what waits is sent when the signal is back, even with no further tap
    setWatching(true);
    if (!(await readCachedProfile())) {
      await sendToLogin(); // only someone logged in on this device can say amen
      return;
    }
    const next: AmenChoice = prayer.status_like === 'liked' ? 'unliked' : 'liked';
    setChosen((c) => ({ ...c, [prayer.id]: next }));
    settledAt.current.delete(prayer.id);
    const run = (inFlight.current.get(prayer.id) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        await enqueue('toggle_like', { doa_id: String(prayer.id), state: next });
      });
    inFlight.current.set(prayer.id, run);
    try {
      await run;
    } catch (error) {
      dropChoice(prayer.id, next);
      console.error('Gagal menyimpan aamiin:', error);
      toast('Aamiin belum tersimpan. Coba lagi, ya.', { tone: 'danger' });
      return;
    } finally {
      if (inFlight.current.get(prayer.id) === run) inFlight.current.delete(prayer.id);
      setSettleTick((t) => t + 1);
    }
    if (!navigator.onLine) return;
    const report = await replayOutbox();
    // The server no longer knows this session (it expired, or ended elsewhere): log in again; the
    // amen waits in the outbox for the same account.
    if (report.stoppedBy === 'signed-out') await sendToLogin();
  }, [sendToLogin, toast, dropChoice]);

  /**
   * Asks for the next prayers, appended after the ones shown: up to DOA_MAX by growing the
   * polled window (the following poll, at once), then a page at a time after the cursor.
   */
  const loadMore = useCallback(() => {
    if (!hasMore.current) return;
    if (windowSize.current < DOA_MAX) {
      windowSize.current = Math.min(windowSize.current + DOA_PAGE, DOA_MAX);
      hasMore.current = false;
      pollNow.current();
      return;
    }
    const cursor = tailRef.current.length > 0 ? tailNext.current : windowNext.current;
    if (cursor === null || tailLoading.current) return;
    tailLoading.current = true;
    getPrayerCampaign(programId, { limit: DOA_PAGE, cursor }).then(
      (answer) => {
        tailNext.current = answer.nextCursor ?? null;
        if (answer.nextCursor == null && !answer.fromDeviceCache) hasMore.current = false;
        setTail((t) => {
          const seen = new Set([...(shown.current ?? []), ...t].map((p) => p.id));
          return [...t, ...answer.data.filter((p) => !seen.has(p.id))];
        });
      },
      (error: unknown) => console.error('Gagal memuat doa berikutnya', error), // asked again as the carousel moves
    ).finally(() => {
      tailLoading.current = false;
    });
  }, [programId]);

  let state: DoasState;
  if (server) {
    const inWindow = new Set(server.map((p) => p.id));
    const prayers = [...server, ...tail.filter((p) => !inWindow.has(p.id))].map((p) => {
      const queuedChoice = overrides[String(p.id)];
      const shown = withAmen(p, chosen[p.id] ?? queuedChoice);
      // Online, a queued amen leaves within a moment: only offline is "waiting to be sent" news.
      return { ...shown, queued: queuedChoice !== undefined && !online, saving: inFlight.current.has(p.id) };
    });
    state = { status: 'ready', prayers };
  } else state = failed ? { status: 'error' } : { status: 'loading' };
  return { state, toggle, loadMore };
}
