import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hijriDate, mabimsMonthStart, setIsbatDecisions } from '../../../src/contract/hijri';
import { applyStoredIsbat, ISBAT_EVENT, readStoredIsbat, storeIsbat } from '../../../src/sync/isbat-store';
import { refreshIsbat } from '../../../src/sync/isbat-sync';

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
// Syawal 1448 is 29 days by MABIMS; an isbat may complete it to 30, moving 1 Zulkaidah a day on.
const zulkaidah = mabimsMonthStart(1448, 11)!;
const decision = { year: 1448, month: 11, firstDay: addDays(zulkaidah, 1) };

beforeEach(() => {
  localStorage.clear();
  setIsbatDecisions([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setIsbatDecisions([]);
});

describe('the isbat table on the phone', () => {
  it('reads the table when online, keeps it and applies it at once', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'Berhasil', data: [decision] }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const heard = vi.fn();
    window.addEventListener(ISBAT_EVENT, heard);
    expect(hijriDate(zulkaidah)).toEqual({ day: 1, month: 11, year: 1448 });
    await refreshIsbat();
    window.removeEventListener(ISBAT_EVENT, heard);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/kalender');
    expect(hijriDate(zulkaidah)).toEqual({ day: 30, month: 10, year: 1448 });
    expect(readStoredIsbat()).toEqual([decision]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('an offline start applies the last table kept', () => {
    storeIsbat([decision]);
    setIsbatDecisions([]); // the app closed: a new start knows only the built-in decisions
    expect(hijriDate(zulkaidah)).toEqual({ day: 1, month: 11, year: 1448 });
    applyStoredIsbat();
    expect(hijriDate(zulkaidah)).toEqual({ day: 30, month: 10, year: 1448 });
  });

  it('keeps the last table when the server cannot be reached', async () => {
    storeIsbat([decision]);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await refreshIsbat();
    expect(readStoredIsbat()).toEqual([decision]);
  });

  it('reads a broken store as empty', () => {
    localStorage.setItem('jariyah:isbat', '{nope');
    expect(readStoredIsbat()).toEqual([]);
    localStorage.setItem('jariyah:isbat', JSON.stringify([decision, { year: 'x' }]));
    expect(readStoredIsbat()).toEqual([decision]);
  });
});
