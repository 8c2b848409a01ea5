import { describe, expect, it } from 'vitest';
import { EMPTY_WALL_CONTENT, type WallContent, type WallPoster } from '../../../../src/contract/wall-settings';
import { WALL_BOARD_SECONDS, WALL_SLIDE_SECONDS, slideAt, wallContentAt } from '../../../../src/features/mosque-wall/wall-content';

// What the wall shows of the staff's content, decided on the device from the dates it was sent.

const poster = (id: number, starts_on: string, ends_on: string): WallPoster => ({ id, kind: 'text', title: `Poster ${id}`, body: '', image_url: null, starts_on, ends_on });
const content = (over: Partial<WallContent> = {}): WallContent => ({ ...EMPTY_WALL_CONTENT, ...over });
const at = (iso: string) => Date.parse(iso);

describe('the content showing at a moment', () => {
  const posters = [poster(3, '2026-11-26', '2026-11-26'), poster(1, '2026-11-20', '2026-11-30'), poster(2, '2026-11-27', '2026-12-10')];

  it('keeps the posters within their dates at the mosque, in the order the staff gave', () => {
    // Thursday 26 November, 23:59 WIB.
    expect(wallContentAt(content({ posters }), at('2026-11-26T16:59:00Z'), 'Asia/Jakarta').posters.map((p) => p.id)).toEqual([3, 1]);
    // One minute later it is Friday in Jakarta: yesterday's poster ends, tomorrow's begins.
    expect(wallContentAt(content({ posters }), at('2026-11-26T17:00:00Z'), 'Asia/Jakarta').posters.map((p) => p.id)).toEqual([1, 2]);
    // The same moment is still Thursday nowhere east of WIB: Jayapura (WIT) turned two hours before.
    expect(wallContentAt(content({ posters }), at('2026-11-26T15:00:00Z'), 'Asia/Jayapura').posters.map((p) => p.id)).toEqual([1, 2]);
    // Weeks later, offline, with nothing new from the server: only what is still in its dates.
    expect(wallContentAt(content({ posters }), at('2026-12-05T03:00:00Z'), 'Asia/Jakarta').posters.map((p) => p.id)).toEqual([2]);
    expect(wallContentAt(content({ posters }), at('2026-12-11T03:00:00Z'), 'Asia/Jakarta').posters).toEqual([]);
  });

  it('shows the pengumuman kilat until its end, and the janazah notice until the end of its date', () => {
    const wall = content({
      flash: { text: 'Iqamah diundur 5 menit', ends_at: '2026-11-26T13:30:00.000Z' },
      janazah: { name: 'Fulan bin Fulan', after_prayer: 'ashar', time: null, date: '2026-11-26', place: '' },
    });
    const before = wallContentAt(wall, at('2026-11-26T13:29:59Z'), 'Asia/Jakarta');
    expect([before.flash, before.janazah?.name]).toEqual(['Iqamah diundur 5 menit', 'Fulan bin Fulan']);
    expect(wallContentAt(wall, at('2026-11-26T13:30:00Z'), 'Asia/Jakarta').flash).toBeNull();
    expect(wallContentAt(wall, at('2026-11-26T16:59:59Z'), 'Asia/Jakarta').janazah).not.toBeNull();
    expect(wallContentAt(wall, at('2026-11-26T17:00:00Z'), 'Asia/Jakarta').janazah).toBeNull();
    // A flash without an end stays until the staff clear it.
    expect(wallContentAt(content({ flash: { text: 'Rapatkan shaf', ends_at: null } }), at('2030-01-01T00:00:00Z'), 'Asia/Jakarta').flash).toBe('Rapatkan shaf');
  });
});

describe("the mosque's khataman on the wall", () => {
  it('shows each until the end of its deadline day at the mosque, with the progress last heard, even offline for weeks', () => {
    const wall = content({ khataman: [
      { id: 'ramadan-1448aa', title: 'Khataman Ramadan', deadline: '2026-12-05', read: 17, khatam: false },
      { id: 'keluarga-aaaaa', title: 'Khataman Jamaah', deadline: '2026-12-20', read: 30, khatam: true },
    ] });
    expect(wallContentAt(wall, at('2026-12-05T16:59:59Z'), 'Asia/Jakarta').khataman.map((k) => [k.title, k.read])).toEqual([['Khataman Ramadan', 17], ['Khataman Jamaah', 30]]);
    expect(wallContentAt(wall, at('2026-12-05T17:00:00Z'), 'Asia/Jakarta').khataman.map((k) => k.title)).toEqual(['Khataman Jamaah']);
    expect(wallContentAt(wall, at('2026-12-21T03:00:00Z'), 'Asia/Jakarta').khataman).toEqual([]);
  });
});

describe('the turn of board and slides', () => {
  const cycle = (slides: number) => (WALL_BOARD_SECONDS + slides * WALL_SLIDE_SECONDS) * 1000;

  it('shows the board first, then each slide for its seconds, then the board again', () => {
    const start = cycle(3) * 1000; // a moment where a cycle begins
    expect(slideAt(3, start)).toBeNull();
    expect(slideAt(3, start + WALL_BOARD_SECONDS * 1000 - 1)).toBeNull();
    expect(slideAt(3, start + WALL_BOARD_SECONDS * 1000)).toBe(0);
    expect(slideAt(3, start + (WALL_BOARD_SECONDS + WALL_SLIDE_SECONDS) * 1000)).toBe(1);
    expect(slideAt(3, start + (WALL_BOARD_SECONDS + 3 * WALL_SLIDE_SECONDS) * 1000 - 1)).toBe(2);
    expect(slideAt(3, start + cycle(3))).toBeNull();
  });

  it('never leaves the board when there is nothing to show', () => {
    for (let s = 0; s < 200; s += 7) expect(slideAt(0, s * 1000)).toBeNull();
  });
});
