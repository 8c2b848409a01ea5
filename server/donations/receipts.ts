import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { WhatsAppGateway } from '../whatsapp/index.ts';
import { donations, programs } from '../db/schema.ts';
import { qurbanKindSql } from '../db/qurban-share.ts';
import { waNumber } from '../accounts/index.ts';
import { formatRupiah } from '../../src/contract/rupiah.ts';
import { paidForDoa, paidPhrase, type PaidFor } from '../../src/contract/paid-for.ts';
import { paidForOf } from '../zakat/index.ts';

// The WhatsApp receipt a donor gets once a donation is paid, whether the payment provider said so
// or a staff member found the transfer. The donor gave the number on the donate form for this.
// It carries nothing a stranger typed (the donor's name and prayer are whatever the form was given):
// a Rp 1.000 donation must not buy a message of one's own words from the official sender.

const jakartaMoment = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** What sending a receipt needs: the database it reads, the sender, and the log its failures go to. */
export type ReceiptDeps = { db: Db; whatsapp: WhatsAppGateway; log: Logger };

/**
 * Staff-written and server-made parts only. `paidFor` is the donation's zakat (what it paid, in
 * the same words as every other receipt); absent or null for an infaq.
 */
export type Receipt = { total: number; programHeader: string; paidAt: Date; code: string; link: string | null; paidFor?: PaidFor };

export function receiptText(r: Receipt): string {
  return [
    `Jariyah: Terima kasih. ${paidPhrase(r.paidFor, r.total, `"${r.programHeader}"`)} sudah kami terima pada ${jakartaMoment.format(r.paidAt)} WIB.`,
    `Kode donasi: ${r.code}.`,
    paidForDoa(r.paidFor),
    ...(r.link ? [r.link] : []),
  ].join('\n');
}

/** A donation with its program's title, for the messages about it. */
async function donationWithProgram(deps: ReceiptDeps, code: string) {
  const [row] = await deps.db
    .select({ d: donations, header: programs.header, qurbanKind: qurbanKindSql })
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .where(eq(donations.code, code))
    .limit(1);
  return row;
}

/** The donation page's address for a message, or null without a public origin. */
const donationLink = (code: string, origin: string | null) => (origin ? new URL(`/donation/${encodeURIComponent(code)}`, origin).href : null);

/**
 * Sends the receipt of a donation that has just become paid. Never throws: the payment is
 * already recorded, and a gateway failure must not turn it into an error for the caller.
 * `origin` makes the link to the donation page; without one the message has no link.
 */
export async function sendPaidReceipt(deps: ReceiptDeps, code: string, origin: string | null): Promise<void> {
  try {
    const row = await donationWithProgram(deps, code);
    if (!row || row.d.status !== 'paid' || !row.d.paidAt) return;
    const link = donationLink(code, origin);
    const text = receiptText({ total: row.d.total, programHeader: row.header, paidAt: row.d.paidAt, code, link, paidFor: paidForOf({ ...row.d, qurbanKind: row.qurbanKind }) });
    await deps.whatsapp.send(waNumber(row.d.donorPhone), text);
  } catch (error) {
    deps.log.error('payment receipt not sent', { code, error: String(error) });
  }
}

/**
 * The WhatsApp word to a donor whose paid donation the gateway took back: in full (deny after
 * settlement, refund, chargeback) or in part. Like the receipt, never throws, and carries only
 * server-made and staff-written parts.
 */
export async function sendReversalNotice(deps: ReceiptDeps, code: string, origin: string | null): Promise<void> {
  try {
    const row = await donationWithProgram(deps, code);
    if (!row || row.d.reversedAmount <= 0) return;
    const link = donationLink(code, origin);
    const full = row.d.status !== 'paid';
    const text = [
      full
        ? `Jariyah: Pembayaran donasi ${formatRupiah(row.d.amount)} untuk "${row.header}" dibatalkan oleh layanan pembayaran, jadi donasi ini tidak lagi tercatat.`
        : `Jariyah: ${formatRupiah(row.d.reversedAmount)} dari donasi ${formatRupiah(row.d.amount)} untuk "${row.header}" dikembalikan oleh layanan pembayaran. Pengurus akan memeriksanya.`,
      `Kode donasi: ${code}.`,
      'Bila ada pertanyaan, balas pesan ini atau hubungi pengurus masjid.',
      ...(link ? [link] : []),
    ].join('\n');
    await deps.whatsapp.send(waNumber(row.d.donorPhone), text);
  } catch (error) {
    deps.log.error('reversal notice not sent', { code, error: String(error) });
  }
}
