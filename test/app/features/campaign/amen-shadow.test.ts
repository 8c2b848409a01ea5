import { describe, expect, it } from 'vitest';
import {
  dropped, kept, NO_SHADOW, sentConfirmed, shownAmen, tapped, withQueued, withSent, type AmenShadow,
} from '../../../../src/features/campaign/amen-shadow';
import { withAmenSent, withoutAmensSent, AMENS_SENT_MAX } from '../../../../src/db/amen-waiting';

// This device's amens over the prayer list: what a tap shows, until when, and what the outbox shows after.

const shown = (shadow: AmenShadow, id: number, request = 1) => shownAmen(shadow, id, request).choice;

describe('the amen shadow', () => {
  it('shows a tap at once, and the outbox once the tap is kept there', () => {
    let shadow = tapped(NO_SHADOW, 22, 'liked', 1).shadow;
    expect(shownAmen(shadow, 22, 1)).toEqual({ choice: 'liked', saving: true });
    shadow = kept(shadow, 22, 1, { 22: 'liked' }, 1).shadow;
    expect(shadow.taps[22]).toBeUndefined();
    expect(shownAmen(shadow, 22, 1)).toEqual({ choice: 'liked', saving: false });
  });

  it('keeps a newer tap that chose the same as an older one still being kept (unliked, liked, unliked)', () => {
    // Taps are kept one after another, so the keep of the first can land after the third was made.
    let shadow = tapped(NO_SHADOW, 22, 'unliked', 1).shadow;
    shadow = tapped(shadow, 22, 'liked', 2).shadow;
    shadow = tapped(shadow, 22, 'unliked', 3).shadow;
    shadow = kept(shadow, 22, 1, { 22: 'unliked' }, 1).shadow;
    expect(shownAmen(shadow, 22, 1)).toEqual({ choice: 'unliked', saving: true });
    // The second tap's amen reaches the outbox: the screen must not fall back to it.
    shadow = kept(shadow, 22, 2, { 22: 'liked' }, 1).shadow;
    expect(shownAmen(shadow, 22, 1)).toEqual({ choice: 'unliked', saving: true });
    shadow = kept(shadow, 22, 3, { 22: 'unliked' }, 1).shadow;
    expect(shownAmen(shadow, 22, 1)).toEqual({ choice: 'unliked', saving: false });
  });

  it('forgets a tap that was not kept, but not a newer one with the same choice', () => {
    let shadow = tapped(NO_SHADOW, 10, 'liked', 1).shadow;
    shadow = tapped(shadow, 10, 'unliked', 2).shadow;
    shadow = tapped(shadow, 10, 'liked', 3).shadow;
    shadow = dropped(shadow, 10, 1).shadow;
    expect(shown(shadow, 10)).toBe('liked');
    shadow = dropped(shadow, 10, 3).shadow;
    expect(shown(shadow, 10)).toBeUndefined();
  });

  it('holds an amen that left the outbox until a request started afterwards answers', () => {
    let shadow = withQueued(NO_SHADOW, { 26: 'liked' }, 4).shadow;
    const step = withQueued(shadow, {}, 7);
    shadow = step.shadow;
    expect(step.left).toEqual([[26, 'liked']]);
    expect(shown(shadow, 26, 7)).toBe('liked'); // an answer already on its way may predate the amen
    expect(shown(shadow, 26, 8)).toBeUndefined(); // the server's word rules again
  });

  it('counts a tap sent before its keep read the outbox as one that just left it', () => {
    let shadow = tapped(NO_SHADOW, 33, 'liked', 1).shadow;
    const step = kept(shadow, 33, 1, {}, 5);
    shadow = step.shadow;
    expect(step.left).toEqual([[33, 'liked']]);
    expect(shownAmen(shadow, 33, 5)).toEqual({ choice: 'liked', saving: false });
    expect(shown(shadow, 33, 6)).toBeUndefined();
  });

  it("lays an amen the server took over the device's copy of the list, never over the server's own answer", () => {
    const shadow = withSent(NO_SHADOW, withAmenSent([], 26, 'liked'), 3);
    expect(shownAmen(shadow, 26, 1, true)).toEqual({ choice: 'liked', saving: false });
    expect(shown(shadow, 26, 4)).toBeUndefined(); // the server's answer says what it holds now
    // One still waiting in the outbox is newer than one sent.
    const waiting = withQueued(shadow, { 26: 'unliked' }, 3).shadow;
    expect(shownAmen(waiting, 26, 1, true).choice).toBe('unliked');
  });

  it('takes a sent amen as confirmed only from a server answer to a request started after it was read', () => {
    const sent = withAmenSent(withAmenSent([], 26, 'liked'), 10, 'unliked');
    const shadow = withSent(NO_SHADOW, sent, 3);
    expect(sentConfirmed(shadow, [26, 10, 22], 3, false)).toBeUndefined(); // may have been on its way before
    expect(sentConfirmed(shadow, [26, 10, 22], 4, true)).toBeUndefined(); // the device's copy confirms nothing
    expect(sentConfirmed(shadow, [22], 4, false)).toBeUndefined(); // not in this window
    expect(sentConfirmed(shadow, [26, 22], 4, false)).toEqual({ ids: new Set([26]), upTo: 2 });
    expect(sentConfirmed(NO_SHADOW, [26], 99, false)).toBeUndefined();
  });

  it('keeps one sent amen per prayer, numbered in order, forgets only those confirmed, and holds at most its bound', () => {
    let sent = withAmenSent([], 26, 'liked');
    sent = withAmenSent(sent, 10, 'liked');
    sent = withAmenSent(sent, 26, 'unliked'); // taken again: the newer replaces it
    expect(sent).toEqual([{ id: 10, state: 'liked', n: 2 }, { id: 26, state: 'unliked', n: 3 }]);
    // A read confirmed 26 as of number 2: the amen it took since (3) stays.
    expect(withoutAmensSent(sent, new Set([26, 10]), 2)).toEqual([{ id: 26, state: 'unliked', n: 3 }]);
    let many = sent;
    for (let id = 100; id < 100 + AMENS_SENT_MAX; id++) many = withAmenSent(many, id, 'liked');
    expect(many).toHaveLength(AMENS_SENT_MAX);
    expect(many.at(-1)).toEqual({ id: 100 + AMENS_SENT_MAX - 1, state: 'liked', n: AMENS_SENT_MAX + 3 });
    expect(many.some((e) => e.id === 10)).toBe(false); // the oldest went first
  });
});
