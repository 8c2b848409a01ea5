import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { db } from '../../../../src/db/database';
import { writeLastPlace } from '../../../../src/db/prayer-place';
import { CalendarFeedLinks } from '../../../../src/features/pesan/calendar-feed-links';
import { PRAYER_FEED_PATH, PrayerFeedQuery } from '../../../../src/contract/prayer-feed';

/*
 * 'Tambahkan ke Kalender' links the calendar to the place the schedule on screen is computed for:
 * the phone's own position rounded to about 110 m and its height, with the regency as its label
 * only. It used to carry Kota Jakarta Pusat's point, and the calendar rang maghrib at 17.59 on
 * 3 December while the screen said 18.00.
 */

afterEach(async () => {
  cleanup();
  await db.kv.clear();
});

const phone = { lat: -6.20437, lng: 106.80215, label: 'Kota Jakarta Pusat', kode: '31.71', timeZone: 'Asia/Jakarta', elevation: 8, source: 'gps' as const };

describe('the calendar links the app builds', () => {
  it('carry the phone\'s own rounded position and height, not the regency\'s point', async () => {
    await writeLastPlace(phone);
    render(<CalendarFeedLinks prayers={{ maghrib: 0, subuh: 10 }} method="kemenag" prominent />);
    const subscribe = await screen.findByRole('link', { name: 'Tambahkan ke Kalender' });
    const download = screen.getByRole('link', { name: /Unduh/ });
    for (const href of [subscribe.getAttribute('href')!, download.getAttribute('href')!]) {
      const url = new URL(href.replace(/^webcal:/, 'https:'), 'https://jariyah.example');
      expect(url.pathname).toBe(PRAYER_FEED_PATH);
      const query = Object.fromEntries(url.searchParams);
      expect(query).toMatchObject({ lat: '-6.204', lng: '106.802', elevation: '8', time_zone: 'Asia/Jakarta', regency: 'Kota Jakarta Pusat' });
      // Nothing finer than the rounding leaves the phone.
      expect(href).not.toContain('6.20437');
      expect(href).not.toContain('106.80215');
      // And the server reads it back as that place.
      expect(v.parse(PrayerFeedQuery, query)).toMatchObject({ lat: -6.204, lng: 106.802, elevation: 8, prayers: { maghrib: 0, subuh: 10 } });
    }
    expect(subscribe.getAttribute('href')!.startsWith('webcal://')).toBe(true);
  });
});
