import { describe, expect, it } from 'vitest';
import type { Read } from '../../../../src/api/read-cache';
import type { DoaItem } from '../../../../src/contract/campaign';
import { appendPage, DOA_MAX, mergeWindow, nextStep, windowRead, type DoaList } from '../../../../src/features/campaign/doa-list';

// The prayer list the carousel keeps in the read cache: a polled window over older pages.

const doa = (id: number, liked = false): DoaItem => ({
  id, donatur: `Donatur ${id}`, doa: 'Semoga berkah.', tgl_donasi: '2026-11-20T03:00:00.000Z', total_like: liked ? 1 : 0, status_like: liked ? 'liked' : 'unliked',
});
const ids = (list: Read<DoaList>) => list.data.items.map((p) => p.id);
const window = (from: number, to: number, asked: number, request: number, next: string | null, fromDevice = false) =>
  windowRead({ data: Array.from({ length: from - to + 1 }, (_, i) => doa(from - i)), nextCursor: next, ...(fromDevice ? { fromDeviceCache: true as const, fetchedAt: 1 } : {}) }, asked, request);

describe('the prayer list', () => {
  it('drops a prayer hidden inside the window and keeps the older ones read after it', () => {
    let list = window(200, 151, 50, 1, '151');
    list = appendPage(list, { data: [doa(150), doa(149)], nextCursor: '149' }, '151');
    const hidden = windowRead({ data: [...Array.from({ length: 49 }, (_, i) => doa(200 - i)).filter((p) => p.id !== 170), doa(151), doa(150)], nextCursor: '150' }, 50, 2);
    const merged = mergeWindow(hidden, list);
    expect(ids(merged)).not.toContain(170);
    expect(ids(merged).slice(-3)).toEqual([151, 150, 149]);
    expect(merged.nextCursor).toBe('149'); // where the older pages stopped, not where the window ends
  });

  it('never shrinks when an answer for a smaller window arrives after the window grew', () => {
    const grown = window(200, 161, 40, 2, '161');
    const late = window(200, 181, 20, 1, '181');
    const merged = mergeWindow(late, grown);
    expect(ids(merged)).toHaveLength(40);
    expect(merged.data.limit).toBe(40);
    expect(nextStep(merged)).toBeNull(); // the bigger window is still on its way
  });

  it('takes the amens of a new window, and a copy from the device confirms no request', () => {
    const held = window(3, 1, 20, 5, null);
    const fresh = mergeWindow(windowRead({ data: [doa(3, true), doa(2), doa(1)], nextCursor: null }, 20, 6), held);
    expect(fresh.data.items[0]!.status_like).toBe('liked');
    expect(fresh.data.request).toBe(6);
    expect(mergeWindow(window(3, 1, 20, 7, null, true), held).data.request).toBe(5);
  });

  it('asks for a bigger window up to the server’s most, then the page after the last prayer', () => {
    expect(nextStep(window(200, 181, 20, 1, '181'))).toEqual({ grow: 40 });
    expect(nextStep(window(200, 161, 40, 1, '161'))).toEqual({ grow: DOA_MAX });
    expect(nextStep(window(200, 151, DOA_MAX, 1, '151'))).toEqual({ after: '151' });
    expect(nextStep(window(200, 190, DOA_MAX, 1, null))).toBeNull();
  });

  it('appends a page once, and not to a list that moved on since it was asked', () => {
    const list = window(200, 151, 50, 1, '151');
    const page = { data: [doa(151), doa(150)], nextCursor: '150' };
    expect(ids(appendPage(list, page, '151')).slice(-2)).toEqual([151, 150]);
    expect(ids(appendPage(list, page, '151'))).toHaveLength(51);
    expect(appendPage(list, page, '170')).toBe(list);
  });
});
