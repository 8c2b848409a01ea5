import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { SEED_MOSQUES } from '../../../server/db/seed/mosques.ts';
import { FitrahDistributionSchema } from '../../../src/contract/mustahik.ts';

// The demo shows a newcomer the distribution at Al-Akbar: confirmed hand-overs in public by asnaf.

describe('the demo fitrah distribution', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, start: new Date('2027-03-05T03:00:00Z') });
  });
  afterAll(async () => t?.close());

  it("shows Al-Akbar's confirmed hand-overs by asnaf, and no recipient", async () => {
    const res = await t.call('masjid', 'get_fitrah_distribution', { query: { slug: SEED_MOSQUES[2]!.slug } });
    expect(res.status, res.text).toBe(200);
    const data = v.parse(FitrahDistributionSchema, res.body.data);
    expect(data.season).toBe(1448);
    expect(data.total).toEqual({ households: 4, rice_grams: 47_000, money: 950_000 });
    expect(data.by_asnaf.map((r) => [r.asnaf, r.households])).toEqual([['fakir', 2], ['miskin', 1], ['mualaf', 1]]);
    for (const name of ['Sumarni', 'Slamet', 'Wartini', 'Kevin', 'Gayungan']) expect(res.text).not.toContain(name);
  });
});
