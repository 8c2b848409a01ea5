import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { amens, donations, fundraisers, messages, messageStates, programs, users } from '../db/schema.ts';
import { qurbanKindSql } from '../db/qurban-share.ts';
import { messageTexts, type Message, type MessageKind } from '../../src/contract/pesan.ts';
import { QURBAN_PROGRAM_TYPE } from '../../src/contract/program-id.ts';
import { plainPersonName } from '../../src/contract/person-name.ts';
import { publicDonorName } from '../../src/contract/donor-name.ts';
import { followedMosqueMessages } from '../follows/index.ts';
import { paidForOf } from '../zakat/index.ts';

/*
 * Pesan: the server writes a message in the same transaction as the event that causes it
 * (a donation paid or expired, a program's news or disbursement, an amen, an announcement).
 * Each message has a unique dedupe key, so a replayed webhook, a second sweep or a second
 * process inserts nothing more. Every function here takes the caller's transaction.
 */

type NewMessage = {
  kind: MessageKind;
  dedupeKey: string;
  userId?: number | null;
  donationCode?: string | null;
  audience?: 'personal' | 'all';
  text: { title: string; body: string; link: string | null; action: string | null };
  now: Date;
};

async function insertMessage(tx: Db, m: NewMessage): Promise<void> {
  await tx.insert(messages).values({
    kind: m.kind, dedupeKey: m.dedupeKey, userId: m.userId ?? null, donationCode: m.donationCode ?? null,
    audience: m.audience ?? 'personal', title: m.text.title, body: m.text.body, link: m.text.link, action: m.text.action, createdAt: m.now,
  }).onConflictDoNothing({ target: messages.dedupeKey });
}

const donationWithProgram = (tx: Db, where: SQL | undefined) => tx
  .select({
    id: donations.id, code: donations.code, amount: donations.amount, userId: donations.userId, donorName: donations.donorName, hideName: donations.hideName,
    zakatKind: donations.zakatKind, zakatCount: donations.zakatCount, qurbanKind: qurbanKindSql,
    fundraiserUserId: fundraisers.userId, type: programs.type, slug: programs.slug, header: programs.header,
  })
  .from(donations)
  .innerJoin(programs, eq(programs.id, donations.programId))
  .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
  .where(where);

/** 'Donasi … sudah Lunas' ('Zakat Fitrah untuk 4 jiwa … sudah Lunas') for the donor (account and code), and a note to the fundraiser who referred it. */
export async function messagesForPaidDonation(tx: Db, code: string, now: Date): Promise<void> {
  const [d] = await donationWithProgram(tx, eq(donations.code, code));
  if (!d) return;
  await insertMessage(tx, { kind: 'donation-paid', dedupeKey: `paid:${d.code}`, userId: d.userId, donationCode: d.code, text: messageTexts.donationPaid(d, d.amount, d.code, paidForOf(d)), now });
  if (d.fundraiserUserId !== null && d.fundraiserUserId !== d.userId) {
    await insertMessage(tx, {
      kind: 'referral-donation', dedupeKey: `referral:${d.code}`, userId: d.fundraiserUserId,
      text: messageTexts.referralDonation(d, plainPersonName(publicDonorName(d.donorName, d.hideName)), d.amount), now,
    });
  }
}

/**
 * The donor hears that the gateway took a paid donation back: in full ('why' says how: refused by
 * the bank, refunded, a chargeback), or `reversed` rupiah of it. Each reversal once.
 */
export async function messageForReversedDonation(
  tx: Db, code: string, now: Date, r: { full: true; why: string } | { full: false; reversed: number },
): Promise<void> {
  const [d] = await donationWithProgram(tx, eq(donations.code, code));
  if (!d) return;
  await insertMessage(tx, r.full
    ? { kind: 'donation-reversed', dedupeKey: `reversed:${d.code}`, userId: d.userId, donationCode: d.code, text: messageTexts.donationReversed(d, d.amount, d.code, r.why), now }
    : { kind: 'donation-reversed', dedupeKey: `partly-reversed:${d.code}:${r.reversed}`, userId: d.userId, donationCode: d.code, text: messageTexts.donationPartlyReversed(d, d.amount, r.reversed, d.code), now });
}

/** The donations just expired, each told once, with 'Donasi Lagi'. */
export async function messagesForExpiredDonations(tx: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const rows = await donationWithProgram(tx, inArray(donations.id, [...ids]));
  for (const d of rows) {
    const text = d.type === QURBAN_PROGRAM_TYPE ? messageTexts.qurbanPaymentExpired(d, d.amount, d.code) : messageTexts.donationExpired(d, d.amount);
    await insertMessage(tx, { kind: 'donation-expired', dedupeKey: `expired:${d.code}`, userId: d.userId, donationCode: d.code, text, now });
  }
}

/**
 * 'Kabar Terbaru' or 'Pencairan Dana' to every account that paid into the program or brought a
 * paid donation to it through its referral link (one insert … select, one message per account),
 * and to the guests who paid into it, by donation code.
 */
export async function messagesForProgramNews(
  tx: Db,
  news: { kind: 'program-update' | 'disbursement'; id: number; programId: number; title: string; amount?: number },
  now: Date,
): Promise<void> {
  const [p] = await tx.select({ type: programs.type, slug: programs.slug, header: programs.header }).from(programs).where(eq(programs.id, news.programId));
  if (!p) return;
  const text = news.kind === 'program-update' ? messageTexts.programUpdate(p, news.title) : messageTexts.disbursement(p, news.title, news.amount ?? 0);
  const prefix = `${news.kind}:${news.id}:`;
  await tx.execute(sql`
    insert into messages (audience, user_id, kind, title, body, link, action, dedupe_key, created_at)
    select 'personal', r.user_id, ${news.kind}, ${text.title}, ${text.body}, ${text.link}, ${text.action}, ${prefix} || r.user_id, ${now}
    from (
      select d.user_id from donations d where d.program_id = ${news.programId} and d.status = 'paid' and d.user_id is not null
      union
      select f.user_id from donations d join fundraisers f on f.id = d.fundraiser_id where d.program_id = ${news.programId} and d.status = 'paid'
    ) r
    on conflict (dedupe_key) do nothing`);
  // Guests who paid in hear of it by code: one message per donor number (its latest donation's
  // code), so a guest who gave twice does not read it twice.
  await tx.execute(sql`
    insert into messages (audience, donation_code, kind, title, body, link, action, dedupe_key, created_at)
    select distinct on (d.donor_phone) 'personal', d.code, ${news.kind}, ${text.title}, ${text.body}, ${text.link}, ${text.action}, ${prefix} || 'c' || d.code, ${now}
    from donations d where d.program_id = ${news.programId} and d.status = 'paid' and d.user_id is null
    order by d.donor_phone, d.id desc
    on conflict (dedupe_key) do nothing`);
}

/**
 * One message per prayer ('Doamu diaminkan'), rewritten as amens arrive ('Ahmad dan 4 orang
 * lainnya mengaminkan doamu', the name shown as a plain name) and made unread again: for the donor's account, or for a guest donor by the code.
 */
export async function messageForAmen(tx: Db, donationId: number, now: Date): Promise<void> {
  const [d] = await tx
    .select({ userId: donations.userId, code: donations.code, doa: donations.doa, type: programs.type, slug: programs.slug, header: programs.header })
    .from(donations).innerJoin(programs, eq(programs.id, donations.programId)).where(eq(donations.id, donationId));
  if (!d) return;
  const others = d.userId === null ? eq(amens.donationId, donationId) : and(eq(amens.donationId, donationId), sql`${amens.userId} <> ${d.userId}`);
  const [latest] = await tx.select({ nama: users.nama }).from(amens).innerJoin(users, eq(users.id, amens.userId)).where(others).orderBy(desc(amens.createdAt)).limit(1);
  const [counted] = await tx.select({ n: sql<string>`count(*)` }).from(amens).where(others);
  const count = Number(counted?.n ?? 0);
  if (!latest || count === 0) return;
  const text = messageTexts.amen(d, plainPersonName(latest.nama), count, (d.doa ?? '').trim());
  const [row] = await tx.insert(messages).values({
    kind: 'amen', dedupeKey: `amen:${donationId}`, userId: d.userId, donationCode: d.code, title: text.title, body: text.body, link: text.link, createdAt: now,
  }).onConflictDoUpdate({
    target: messages.dedupeKey,
    // Grouped: the same row says the newest count; its push goes out once (pushed_at stays).
    set: { title: text.title, body: text.body, createdAt: now },
  }).returning({ id: messages.id });
  if (row && d.userId !== null) {
    await tx.update(messageStates).set({ readAt: null }).where(and(eq(messageStates.messageId, row.id), eq(messageStates.userId, d.userId)));
  }
}

/** An announcement of the mosque network: one row for everyone. */
export async function postAnnouncement(db: Db, input: { title: string; body: string; link: string }, now: Date, random: () => string): Promise<number> {
  const [row] = await db.insert(messages).values({
    kind: 'announcement', audience: 'all', dedupeKey: `announcement:${random()}`, title: input.title, body: input.body,
    link: input.link || null, createdAt: now,
  }).returning({ id: messages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const INBOX_LIMIT = 100;

/**
 * Whose inbox: an account's (its messages, its donations' and the announcements) or a guest's
 * codes'. An account may bring the codes of guest donations made on its device before logging in:
 * their news stays in the inbox the person now reads.
 */
export type Reader = { userId: number; codes?: readonly string[] } | {
  codes: readonly string[];
  /** A guest device's hashed key (mosque-follows.ts): the messages of the mosques it follows. */
  deviceHash?: string;
};

/** News of guest donations (no account) by their codes: the code is what proves the donation. */
const guestCodes = (codes: readonly string[] | undefined): SQL | undefined =>
  codes && codes.length > 0 ? and(isNull(messages.userId), inArray(messages.donationCode, [...codes])) : undefined;

function readerScope(reader: Reader): SQL {
  if ('userId' in reader) {
    return or(eq(messages.audience, 'all'), eq(messages.userId, reader.userId),
      inArray(messages.donationCode, sql`(select code from donations where user_id = ${reader.userId})`), guestCodes(reader.codes),
      followedMosqueMessages({ userId: reader.userId }))!;
  }
  return or(eq(messages.audience, 'all'), guestCodes(reader.codes), followedMosqueMessages({ deviceHash: reader.deviceHash }))!;
}

/**
 * What an account may mark read or delete: its own inbox, and news of guest donations (which it
 * can list with their codes); a mark on a message the account cannot read reveals and changes nothing.
 */
const markable = (userId: number): SQL => or(readerScope({ userId }), and(isNull(messages.userId), isNotNull(messages.donationCode)))!;

/** The reader's inbox, newest first; an account's read and deleted marks applied. */
export async function listMessages(db: Db, reader: Reader): Promise<Message[]> {
  const userId = 'userId' in reader ? reader.userId : null;
  const rows = await db
    .select({
      id: messages.id, kind: messages.kind, title: messages.title, body: messages.body, link: messages.link, action: messages.action,
      createdAt: messages.createdAt, readAt: messageStates.readAt,
    })
    .from(messages)
    .leftJoin(messageStates, userId === null ? sql`false` : and(eq(messageStates.messageId, messages.id), eq(messageStates.userId, userId)))
    .where(and(readerScope(reader), isNull(messageStates.deletedAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(INBOX_LIMIT);
  return rows.map((r) => ({
    id: r.id, kind: r.kind as MessageKind, title: r.title, body: r.body, link: r.link, action: r.action,
    created_at: r.createdAt.toISOString(), read: r.readAt !== null,
  }));
}

/** Marks the account's messages read (these ids, or all it can see); answers how many. */
export async function markMessagesRead(db: Db, userId: number, ids: readonly number[] | 'all', now: Date): Promise<number> {
  const visible = await db.select({ id: messages.id }).from(messages)
    .where(ids === 'all' ? readerScope({ userId }) : and(markable(userId), inArray(messages.id, [...ids])));
  if (visible.length === 0) return 0;
  await db.insert(messageStates).values(visible.map((m) => ({ messageId: m.id, userId, readAt: now })))
    .onConflictDoUpdate({ target: [messageStates.messageId, messageStates.userId], set: { readAt: sql`coalesce(${messageStates.readAt}, excluded.read_at)` } });
  return visible.length;
}

/** Hides these messages from the account's inbox (an announcement stays for everyone else). */
export async function deleteMessages(db: Db, userId: number, ids: readonly number[], now: Date): Promise<number> {
  const visible = await db.select({ id: messages.id }).from(messages).where(and(markable(userId), inArray(messages.id, [...ids])));
  if (visible.length === 0) return 0;
  await db.insert(messageStates).values(visible.map((m) => ({ messageId: m.id, userId, readAt: now, deletedAt: now })))
    .onConflictDoUpdate({ target: [messageStates.messageId, messageStates.userId], set: { deletedAt: now } });
  return visible.length;
}
