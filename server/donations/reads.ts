import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, paymentMethods, programs } from '../db/schema.ts';
import { qurbanKindSql } from '../db/qurban-share.ts';
import { toPage, type Page } from '../lib/paging.ts';
import { maskedZakatOf, zakatReceiptOf } from '../zakat/index.ts';
import {
  DONATION_STATES, PAYMENT_TYPES, statusLabel, type DonationState, type MyDonation, type PaymentType, type Transaction,
} from '../../src/contract/donation.ts';
import { formatProgramId } from '../../src/contract/program-id.ts';

// Reads: a donation as its donor, its checkout page and the donor's history see it.

/** '81234567890' → '81********0'; shorter than four characters, nothing is shown. */
export function maskPhone(phone: string): string {
  if (phone.length < 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 3)}${phone.slice(-1)}`;
}

export function isPaymentType(type: string): type is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(type);
}

function isDonationState(status: string): status is DonationState {
  return (DONATION_STATES as readonly string[]).includes(status);
}

/** The status a reader sees: an unpaid donation past its deadline is expired even before the sweep. */
export function effectiveState(status: string, expiresAt: Date, now: Date): DonationState {
  const state: DonationState = isDonationState(status) ? status : 'failed';
  return state === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : state;
}

/**
 * getTransaction's answer for a code (null: none), and whether it is `overdue`: still stored as pending past
 * its deadline (the answer already says expired; the expiry is yet to record it).
 */
export async function readTransaction(db: Db, code: string, now: Date): Promise<{ transaction: Transaction; overdue: boolean } | null> {
  const [row] = await db
    .select({ d: donations, p: programs, m: paymentMethods, qurbanKind: qurbanKindSql })
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, donations.paymentMethodId))
    .where(eq(donations.code, code))
    .limit(1);
  if (!row) return null;
  const { d, p, m } = row;
  const state = effectiveState(d.status, d.expiresAt, now);
  const type: PaymentType = isPaymentType(m.type) ? m.type : 'Manual';
  const transaction: Transaction = {
    codeDonate: d.code,
    id_program: formatProgramId(p.type, p.id),
    program: { header: p.header, slug: p.slug, type: p.type },
    simulated: d.paymentProvider === 'simulator',
    status: statusLabel[state],
    state,
    tgl_donasi: d.createdAt.toISOString(),
    tgl_expired: d.expiresAt.toISOString(),
    tgl_bayar: d.paidAt?.toISOString() ?? null,
    donatur: d.donorName,
    anonim: d.hideName,
    nomor_hp: maskPhone(d.donorPhone),
    nominal: d.amount,
    total: d.total,
    unique_digits: d.uniqueDigits,
    doa: d.doa,
    channel_name: m.channelName,
    metode_bayar: type,
    code_payment: m.code,
    norek: type === 'VA' ? d.vaNumber : type === 'Manual' ? m.accountNumber : null,
    nama_rekening: type === 'VA' || type === 'Manual' ? m.accountName : null,
    image: m.image,
    qris_payload: d.qrisPayload,
    deeplink_url: d.deeplinkUrl,
    qr_image_url: d.qrImageUrl,
    gateway_transaction_id: d.gatewayTransactionId,
    biller_code: d.billerCode,
    zakat: await zakatReceiptOf(db, d, p.masjidId),
    qurban: row.qurbanKind ? { kind: row.qurbanKind } : null,
  };
  return { transaction, overdue: d.status === 'pending' && state === 'expired' };
}

/** How many of a user's donations one page of 'Riwayat Donasi' holds. */
export const MY_DONATIONS_PAGE = 50;

/**
 * A user's donations, newest first (profile: Riwayat Donasi, Kumpulan Doa), a page after the
 * `cursor` donation (see paging.ts): a donation made while someone scrolls is newer than every
 * page already read, so it never repeats a row or pushes one out of the next page.
 */
export async function listUserDonations(
  db: Db, userId: number, now: Date, input: { cursor: number | null; limit?: number } = { cursor: null },
): Promise<Page<MyDonation>> {
  const limit = input.limit ?? MY_DONATIONS_PAGE;
  const conditions = [eq(donations.userId, userId)];
  if (input.cursor !== null) conditions.push(sql`(${donations.createdAt}, ${donations.id}) < (select c.created_at, c.id from donations c where c.id = ${input.cursor})`);
  const rows = await db
    .select({ d: donations, p: programs, m: { channelName: paymentMethods.channelName } })
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, donations.paymentMethodId))
    .where(and(...conditions))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit + 1);
  return toPage(rows.map((row) => ({ ...row, id: row.d.id })), limit, ({ d, p, m }) => {
    const state = effectiveState(d.status, d.expiresAt, now);
    return {
      codeDonate: d.code,
      id_program: formatProgramId(p.type, p.id),
      program: { header: p.header, slug: p.slug, type: p.type },
      status: statusLabel[state],
      state,
      nominal: d.amount,
      total: d.total,
      tgl_donasi: d.createdAt.toISOString(),
      tgl_bayar: d.paidAt?.toISOString() ?? null,
      doa: d.doa,
      channel_name: m.channelName,
      zakat: maskedZakatOf(d),
    };
  });
}
