import { brand } from '../../contract/brand';
import type { Transaction } from '../../contract/donation';
import { formatRupiah } from '../../lib/rupiah';

// How a donation's status reads (spec section 4): 'Lunas' green, 'Belum Lunas' yellow, anything
// else red (expired or failed).

export type StatusTone = 'paid' | 'pending' | 'failed';

export function statusTone(label: string): StatusTone {
  if (label === 'Lunas') return 'paid';
  if (label === 'Belum Lunas') return 'pending';
  return 'failed';
}

/** 'Kedaluwarsa' / 'Gagal' as the server says; anything unknown reads as failed. */
export function statusText(label: string): string {
  return statusTone(label) === 'failed' && label !== 'Kedaluwarsa' && label !== 'Gagal' ? 'Gagal' : label;
}

/** '02:14:09' left until the deadline, never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** '12 Januari 2025, 14.05' in the device's zone (or the one given). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** The chat link behind 'Konfirmasi Pembayaran': the contact's WhatsApp with a message naming the code. */
export function confirmationLink(tx: Pick<Transaction, 'codeDonate' | 'total' | 'program' | 'channel_name'>): string {
  const text = `Assalamu'alaikum, saya ingin konfirmasi pembayaran donasi dengan kode ${tx.codeDonate} sebesar ${formatRupiah(tx.total)} `
    + `melalui ${tx.channel_name} untuk program "${tx.program.header}". Terima kasih.`;
  return `${brand.contact.whatsappHref}?text=${encodeURIComponent(text)}`;
}

/** The total split so the 3 unique digits of a manual transfer can be highlighted: 'Rp 50.', '123'. */
export function splitUniqueDigits(total: number, uniqueDigits: number): { head: string; tail: string } {
  const text = formatRupiah(total);
  if (uniqueDigits <= 0) return { head: text, tail: '' };
  return { head: text.slice(0, -3), tail: text.slice(-3) };
}
