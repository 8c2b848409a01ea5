import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ADMIN_DONATION_FILTERS, AdminDonationSchema, type AdminDonation } from '../../../../src/contract/admin';
import { DONATION_FILTER_CHIPS, replaceDonation } from '../../../../src/features/admin/donation-filters';
import { donationPageSearch, parseDonationPageSearch } from '../../../../src/features/admin/donation-search';

const donation = (code: string, state: AdminDonation['state'] = 'pending'): AdminDonation => v.parse(AdminDonationSchema, {
  codeDonate: code, program: { header: 'Sumur Bor', slug: 'sumur-bor', type: 'infaq' }, donatur: 'Fulan', nomor_hp: '81*******0',
  nominal: 150_000, unique_digits: 123, total: 150_123, state, metode_bayar: 'Manual', channel_name: 'Transfer Bank BSI',
  tgl_donasi: '2025-01-12T07:00:00.000Z', tgl_expired: '2025-01-13T07:00:00.000Z', tgl_bayar: state === 'paid' ? '2025-01-12T08:00:00.000Z' : null,
});

describe('the filter chips of Konfirmasi Donasi', () => {
  it('are Menunggu, Lunas, Kedaluwarsa and Semua, one for each filter of the contract', () => {
    expect(DONATION_FILTER_CHIPS.map((c) => c.label)).toEqual(['Menunggu', 'Lunas', 'Kedaluwarsa', 'Semua']);
    expect(DONATION_FILTER_CHIPS.map((c) => c.value)).toEqual([...ADMIN_DONATION_FILTERS]);
  });
  it('read from the URL, where anything unknown falls back to the default', () => {
    expect(parseDonationPageSearch({ status: 'paid', q: 'JRY1' })).toEqual({ status: 'paid', q: 'JRY1' });
    expect(parseDonationPageSearch({ status: 'dibayar', q: 42 })).toEqual({ status: undefined, q: undefined });
    expect(parseDonationPageSearch({})).toEqual({ status: undefined, q: undefined });
  });
  it('leave the URL clean for the defaults and trim the search', () => {
    expect(donationPageSearch('pending', '')).toEqual({ status: undefined, q: undefined });
    expect(donationPageSearch('semua', '  Fulan ')).toEqual({ status: 'semua', q: 'Fulan' });
  });
});

describe('a confirmed donation in the list', () => {
  it('replaces its row in place and leaves the others alone', () => {
    const rows = [donation('JRYA'), donation('JRYB'), donation('JRYC', 'expired')];
    const next = replaceDonation(rows, donation('JRYB', 'paid'));
    expect(next.map((d) => [d.codeDonate, d.state])).toEqual([['JRYA', 'pending'], ['JRYB', 'paid'], ['JRYC', 'expired']]);
    expect(rows[1]!.state).toBe('pending');
  });
});
