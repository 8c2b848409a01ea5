import type { AdminDonation } from '../../contract/admin';
import type { DonationState } from '../../contract/donation';
import { formatRupiah } from '../../lib/rupiah';

/**
 * The total the staff looks for on the bank statement, split so the last three digits (where a
 * manual transfer's unique code lands) can be highlighted: 150123 → 'Rp 150.', '123'. Without
 * unique digits nothing is highlighted.
 */
export function splitTotal(total: number, uniqueDigits: number): { head: string; tail: string } {
  const text = formatRupiah(total);
  if (uniqueDigits <= 0) return { head: text, tail: '' };
  // Walk back over three digits, stepping over the thousands separator if one lies between.
  let cut = text.length;
  let digits = 0;
  while (cut > 0 && digits < 3) {
    cut -= 1;
    if (/\d/.test(text[cut]!)) digits += 1;
  }
  return { head: text.slice(0, cut), tail: text.slice(cut) };
}

export const STATE_LABELS: Record<DonationState, string> = { pending: 'Menunggu', paid: 'Lunas', expired: 'Kedaluwarsa', failed: 'Gagal' };

/** Staff may mark a donation paid while it waits, or after it expired unpaid (the transfer came late). */
export function isConfirmable(d: Pick<AdminDonation, 'state'>): boolean {
  return d.state === 'pending' || d.state === 'expired';
}

/** '12 Jan 2025, 14.05' in the device's zone (or the one given). */
export function formatMoment(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** '12 Januari 2025' for a 'YYYY-MM-DD' day. */
export function formatDay(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return ymd;
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

const longDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Senin, 9 Maret 2027' for a 'YYYY-MM-DD' day. */
export function formatLongDay(ymd: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? longDay.format(new Date(`${ymd}T00:00:00Z`)) : ymd;
}
