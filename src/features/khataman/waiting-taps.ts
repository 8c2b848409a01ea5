import * as v from 'valibot';
import { JUZ_COUNT, type Khataman } from '../../contract/khataman';
import type { OutboxEntry } from '../../db/database';
import { INTENTION_PRAYER, type KhatamanPrayers } from '../../contract/khataman-prayers';
import { KhatamanAmenPayloadSchema, KhatamanTapPayloadSchema, lostClaimMessage, tapJuz, type KhatamanTapPayload } from '../../sync/khataman-outbox';

/** A queued tap of this khataman, its payload read. */
export type KhatamanTap = { entry: OutboxEntry; payload: KhatamanTapPayload };

/** The outbox entries that are taps on this khataman, oldest first. */
export function tapsOf(id: string, entries: readonly OutboxEntry[]): KhatamanTap[] {
  const taps: KhatamanTap[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'khataman_juz') continue;
    const parsed = v.safeParse(KhatamanTapPayloadSchema, entry.payload);
    if (parsed.success && parsed.output.id === id) taps.push({ entry, payload: parsed.output });
  }
  return taps;
}

/**
 * The page as the person will see it once their waiting taps are sent: a juz they claimed is
 * theirs (if it was still free when last read), one they read is read, one they gave back is
 * free. `waiting` names the juz whose state is still only on this phone.
 */
export function withWaitingTaps(k: Khataman, taps: readonly KhatamanTap[]): { k: Khataman; waiting: ReadonlySet<number> } {
  if (taps.length === 0) return { k, waiting: new Set() };
  const juz = k.juz.map((j) => ({ ...j }));
  const waiting = new Set<number>();
  for (const { payload } of taps) {
    for (const n of tapJuz(payload)) {
      const j = juz[n - 1];
      if (!j) continue;
      if (payload.action === 'claim' && j.state === 'free') Object.assign(j, { state: 'claimed', mine: true, name: null });
      else if (payload.action === 'read' && j.mine) j.state = 'read';
      else if (payload.action === 'release' && j.mine && j.state !== 'read') Object.assign(j, { state: 'free', mine: false, name: null });
      else continue;
      waiting.add(n);
    }
  }
  const read = juz.filter((j) => j.state === 'read').length;
  return { k: { ...k, juz, read, khatam: read >= JUZ_COUNT }, waiting };
}

/** What a refused tap says: a claim that lost its juz names them; any other refusal is the server's words. */
export function refusedTapText(tap: KhatamanTap): string {
  if (tap.payload.action === 'claim' && tap.entry.rejected?.status === 409) return lostClaimMessage(tapJuz(tap.payload));
  return tap.entry.rejected?.message ?? 'Perubahan khataman ditolak server.';
}

/** Up to `count` juz still free to offer in place of lost ones, the nearest to the first lost one first. */
export function freeJuzNear(k: Khataman, lost: readonly number[], count = 3): number[] {
  const from = lost[0] ?? 1;
  return k.juz
    .filter((j) => j.state === 'free')
    .map((j) => j.juz)
    .sort((a, b) => Math.abs(a - from) - Math.abs(b - from) || a - b)
    .slice(0, count);
}

/**
 * The prayers as the person will see them once their waiting amens are sent: each waiting tap
 * sets their amen on its prayer (0: the intention) and moves the count by one when it changes it.
 */
export function withWaitingAmens(view: KhatamanPrayers, id: string, entries: readonly OutboxEntry[]): KhatamanPrayers {
  let shown = view;
  for (const entry of entries) {
    if (entry.kind !== 'khataman_amen') continue;
    const parsed = v.safeParse(KhatamanAmenPayloadSchema, entry.payload);
    if (!parsed.success || parsed.output.id !== id) continue;
    const prayer = Number(parsed.output.prayer);
    const amened = parsed.output.state === 'liked';
    const turn = <T extends { amens: number; amened: boolean }>(a: T): T =>
      (a.amened === amened ? a : { ...a, amened, amens: Math.max(0, a.amens + (amened ? 1 : -1)) });
    shown = prayer === INTENTION_PRAYER
      ? { ...shown, intention: turn(shown.intention) }
      : { ...shown, prayers: shown.prayers.map((p) => (p.id === prayer ? turn(p) : p)) };
  }
  return shown;
}
