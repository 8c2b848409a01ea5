import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { FinanceReportSchema, MosqueActivityListSchema } from '../../../src/contract/mosque-finance.ts';
import { IQAMAH_PRAYERS, MosqueTimesSchema } from '../../../src/contract/mosque-times.ts';
import { addDays, dateInZone, weekday } from '../../../src/contract/zone-clock.ts';

// The demo data shows what issue 17 looks like on a fresh start: upcoming activities and a report;
// and, since issue 40, one Friday per mosque: its Jumat schedule, never a weekly 'jumat' activity;
// since issue 45, the great mosques a newcomer opens first have their iqamah and Fridays set.

describe('demo Kegiatan, Fridays and Keuangan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('gives the great mosques their iqamah and coming Fridays, and the first kajian and ten weeks of cash that reconcile', async () => {
    const mosques = (await t.call('masjid', 'get_campaign', { query: { search: '' } })).body.data as Array<{ slug: string }>;
    let withPages = 0;
    let withTimes = 0;
    for (const m of mosques) {
      const activities = v.parse(MosqueActivityListSchema, (await t.call('masjid', 'get_activities', { query: { slug: m.slug } })).body.data);
      const times = v.parse(MosqueTimesSchema, (await t.call('masjid', 'get_times', { query: { slug: m.slug } })).body.data);
      // A Friday anywhere on the page comes from the schedule alone.
      expect(activities.filter((a) => a.kind === 'jumat')).toEqual([]);
      // A newcomer sees the mosque-times feature on the demo: iqamah for every prayer and the coming Fridays, together.
      const iqamahSet = IQAMAH_PRAYERS.filter((p) => times.iqamah[p] !== null).length;
      expect([0, IQAMAH_PRAYERS.length], m.slug).toContain(iqamahSet);
      expect(times.fridays.length > 0, m.slug).toBe(iqamahSet > 0);
      if (times.fridays.length > 0) {
        withTimes += 1;
        const today = dateInZone(t.clock.now, times.time_zone);
        const coming = addDays(today, (5 - weekday(today) + 7) % 7);
        expect(times.fridays[0]).toMatchObject({ date: coming });
        expect(times.fridays[0]!.khatib).not.toBe('');
        expect(times.fridays.every((f, k) => f.date === addDays(coming, 7 * k))).toBe(true);
      }
      if (activities.length === 0) continue;
      withPages += 1;
      expect(times.fridays.length).toBeGreaterThan(0);
      expect(activities.map((a) => a.kind).sort()).toEqual(['kajian', 'kajian']);
      expect(activities.every((a) => new Date(a.next_at) >= new Date(t.clock.now.getTime() - 2 * 3_600_000))).toBe(true);
      const report = v.parse(FinanceReportSchema, (await t.call('masjid', 'get_finance', { query: { slug: m.slug, period: 'minggu' } })).body.data);
      const [current] = report.periods;
      expect(current!.income_by_source.tunai).toBeGreaterThan(0);
      expect(current!.closing).toBe(current!.opening + current!.income - current!.expense);
    }
    expect(withPages).toBe(3);
    expect(withTimes).toBe(12);
  });
});
