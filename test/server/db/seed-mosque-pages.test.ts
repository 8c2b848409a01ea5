import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { FinanceReportSchema, MosqueActivityListSchema } from '../../../src/contract/mosque-finance.ts';

// The demo data shows what issue 17 looks like on a fresh start: upcoming activities and a report.

describe('demo Kegiatan and Keuangan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('gives the first mosques a weekly khutbah, kajian and ten weeks of cash that reconcile', async () => {
    const mosques = (await t.call('masjid', 'get_campaign', { query: { search: '' } })).body.data as Array<{ slug: string }>;
    let withPages = 0;
    for (const m of mosques) {
      const activities = v.parse(MosqueActivityListSchema, (await t.call('masjid', 'get_activities', { query: { slug: m.slug } })).body.data);
      if (activities.length === 0) continue;
      withPages += 1;
      expect(activities.map((a) => a.kind).sort()).toEqual(['jumat', 'kajian', 'kajian']);
      expect(activities.every((a) => new Date(a.next_at) >= new Date(t.clock.now.getTime() - 2 * 3_600_000))).toBe(true);
      const report = v.parse(FinanceReportSchema, (await t.call('masjid', 'get_finance', { query: { slug: m.slug, period: 'minggu' } })).body.data);
      const [current] = report.periods;
      expect(current!.income_by_source.tunai).toBeGreaterThan(0);
      expect(current!.closing).toBe(current!.opening + current!.income - current!.expense);
    }
    expect(withPages).toBe(3);
  });
});
