import { describe, expect, it } from 'vitest';
import type { Khataman } from '../../../../src/contract/khataman';
import type { OutboxEntry } from '../../../../src/db/database';
import { freeJuzNear, refusedTapText, tapsOf, withWaitingAmens, withWaitingTaps } from '../../../../src/features/khataman/waiting-taps';
import type { KhatamanPrayers } from '../../../../src/contract/khataman-prayers';
import { lostClaimMessage } from '../../../../src/sync/khataman-outbox';

// The khataman page lays the person's waiting taps over what it last read, so a juz claimed
// without a signal shows as theirs at once, and a lost claim offers the juz still free.

const ID = 'AbCdEf123456';
const k = (held: Record<number, string> = {}): Khataman => ({
  id: ID, title: 'Khataman', intention: '', deadline: '2026-12-30', opened_by: 'Rahmat', read: Object.values(held).filter((h) => h === 'read').length,
  khatam: false, closed: false, recap_times: [], owned: false, masjid: null,
  juz: Array.from({ length: 30 }, (_, i) => {
    const h = held[i + 1];
    if (!h) return { juz: i + 1, state: 'free' as const, name: null, mine: false };
    return { juz: i + 1, state: h === 'read' ? 'read' as const : 'claimed' as const, name: h === 'me' || h === 'read' ? 'Aisyah' : h, mine: h === 'me' || h === 'read' };
  }),
});
let seq = 0;
const tap = (action: string, juz: string, id = ID, rejected?: OutboxEntry['rejected']): OutboxEntry =>
  ({ seq: ++seq, id: `e${seq}`, kind: 'khataman_juz', owner: '81234567890', createdAt: '', attempts: 0, payload: { id, action, juz }, rejected });

describe('waiting khataman taps on the page', () => {
  it("shows a waiting claim as the person's, a waiting read as read, a waiting release as free; counts the read", () => {
    const taps = tapsOf(ID, [tap('claim', '4,5'), tap('read', '2'), tap('release', '3'), tap('claim', '9', 'ZzZzZzZzZzZz')]);
    const { k: shown, waiting } = withWaitingTaps(k({ 2: 'me', 3: 'me' }), taps);
    expect(shown.juz.slice(1, 5).map((j) => [j.juz, j.state, j.mine])).toEqual([[2, 'read', true], [3, 'free', false], [4, 'claimed', true], [5, 'claimed', true]]);
    expect(shown.read).toBe(1);
    expect([...waiting].sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
    // Another khataman's tap is not laid here.
    expect(shown.juz[8]?.state).toBe('free');
  });

  it('does not lay a claim over a juz someone else already holds', () => {
    const { k: shown, waiting } = withWaitingTaps(k({ 6: 'Budi' }), tapsOf(ID, [tap('claim', '6')]));
    expect(shown.juz[5]).toMatchObject({ state: 'claimed', name: 'Budi', mine: false });
    expect(waiting.size).toBe(0);
  });

  it('says which juz a refused claim lost, and offers the free juz nearest to it', () => {
    const [lost] = tapsOf(ID, [tap('claim', '10', ID, { status: 409, message: 'Juz itu sudah diambil orang lain.' })]);
    expect(refusedTapText(lost!)).toBe(lostClaimMessage([10]));
    expect(freeJuzNear(k({ 10: 'Budi', 11: 'Siti' }), [10])).toEqual([9, 8, 12]);
    const [closed] = tapsOf(ID, [tap('read', '2', ID, { status: 422, message: 'Khataman ini sudah ditutup.' })]);
    expect(refusedTapText(closed!)).toBe('Khataman ini sudah ditutup.');
  });
});

describe('waiting khataman amens on the prayers', () => {
  const view: KhatamanPrayers = {
    intention: { amens: 4, amened: false },
    prayers: [{ id: 7, name: 'Budi', text: 'Semoga berkah.', amens: 2, amened: true, mine: false }, { id: 8, name: 'Siti', text: 'Aamiin.', amens: 0, amened: false, mine: false }],
    can_pray: true,
  };
  const amen = (prayer: string, state: string, id = ID): OutboxEntry =>
    ({ seq: ++seq, id: `a${seq}`, kind: 'khataman_amen', owner: '81234567890', createdAt: '', attempts: 0, payload: { id, prayer, state } });

  it('lays each waiting amen over its prayer (0: the intention), moving the count only when the state changes', () => {
    const shown = withWaitingAmens(view, ID, [amen('0', 'liked'), amen('7', 'unliked'), amen('8', 'liked'), amen('8', 'liked'), amen('8', 'liked', 'ZzZzZzZzZzZz')]);
    expect(shown.intention).toEqual({ amens: 5, amened: true });
    expect(shown.prayers.map((p) => [p.id, p.amens, p.amened])).toEqual([[7, 1, false], [8, 1, true]]);
  });

  it('the last tap on a prayer wins, and nothing waiting leaves the read as it was', () => {
    expect(withWaitingAmens(view, ID, [amen('0', 'liked'), amen('0', 'unliked')]).intention).toEqual({ amens: 4, amened: false });
    expect(withWaitingAmens(view, ID, [])).toEqual(view);
  });
});
