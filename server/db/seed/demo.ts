import { eq } from 'drizzle-orm';
import { jakartaDate } from '../../../src/contract/jakarta-date.ts';
import type { Db } from '../client.ts';
import {
  amens, campaignUpdates, disbursements, donations, fitrahDeskEntries, fitrahDeskShifts, mosques, newsArticles, paymentMethods, programs, qurbanAnimals, qurbanBookings, qurbanPayments, users, zakatFitrahRates, zakatSettings,
} from '../schema.ts';
import { KENCLENG_TYPE } from '../../../src/contract/program-id.ts';
import { SEED_CAMPAIGNS, type SeedCampaign } from './campaigns.ts';
import { SEED_MOSQUES, type SeedMosque } from './mosques.ts';
import { SEED_PAYMENT_METHODS, seededProvider } from './payment-methods.ts';
import type { PaymentProviderName } from '../../../src/contract/payment-providers.ts';
import { AMOUNTS, DONOR_NAMES, PRAYERS, SEED_PASSWORD_HASH, SEED_USERS } from './people.ts';
import { SEED_ARTICLES } from './news.ts';
import { SEED_DISBURSEMENTS, SEED_UPDATES } from './reports.ts';
import { donationCode, seededRandom, type Random } from './random.ts';
import { heading, list, paragraphs } from './html.ts';
import { seedMosquePages } from './mosque-pages.ts';
import { seedZakatPrograms } from './zakat.ts';
import { seedMustahik } from './mustahik.ts';
import { fitrahSeasonOf, riceFor } from '../../../src/contract/fitrah-desk.ts';
import { QURBAN_KIND_LABELS, QURBAN_PROGRAM_TYPE, QURBAN_SEASON, sharesOf, type QurbanKind } from '../../../src/contract/qurban.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ORGANISER = 'Yayasan Jariyah Nusantara';
const BIG_GIFTS = [1_000_000, 2_000_000, 2_500_000, 5_000_000, 10_000_000, 15_000_000, 25_000_000] as const;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

function campaignTexts(c: SeedCampaign) {
  return {
    deskripsi: paragraphs(c.story),
    tentang: [
      heading('Tentang program'), paragraphs(c.story.slice(0, 2)),
      heading('Rincian kebutuhan'), list(c.needs),
      heading('Penyaluran'), paragraphs([c.channel]),
      heading('Penanggung jawab'), paragraphs([`${ORGANISER} bersama pengurus masjid mitra. Laporan penggunaan dana dapat dilihat di halaman Kabar Terbaru dan Pencairan Dana.`]),
    ].join(''),
  };
}

function kenclengTexts(m: SeedMosque) {
  return {
    deskripsi: paragraphs([
      m.deskripsi,
      `Kencleng digital ini adalah kotak amal ${m.nama}. Infaqmu membantu biaya listrik, air, kebersihan, dan kegiatan dakwah masjid setiap hari.`,
    ]),
    tentang: [
      heading(`Tentang ${m.nama}`), paragraphs([m.deskripsi]),
      heading('Penggunaan infaq kencleng'),
      list(['Listrik, air, dan perawatan bangunan', 'Kebersihan dan perlengkapan salat', 'Kajian rutin, TPQ, dan kegiatan remaja masjid', 'Santunan jamaah dhuafa di sekitar masjid']),
      heading('Pengelola'), paragraphs([`${m.pengurus}. Laporan penggunaan dana disampaikan berkala di halaman Kabar Terbaru dan Pencairan Dana.`]),
    ].join(''),
  };
}

/** `desired`: paid rupiah to reach with larger gifts after the small ones. */
type ProgramPlan = { id: number; openedAt: Date; endsAt: Date | null; paid: number; desired: number };

/** Demo mosques, programs, payment methods, donations with prayers and amens, reports and news. */
export async function seedDemoData(db: Db, now: Date, paymentProvider: PaymentProviderName = 'simulator'): Promise<void> {
  const random = seededRandom(20_261_120);
  const seenCodes = new Set<string>();
  const newCode = (r: Random) => {
    let code = donationCode(r);
    while (seenCodes.has(code)) code = donationCode(r);
    seenCodes.add(code);
    return code;
  };

  const userRows = await db.insert(users).values(SEED_USERS.map((u, i) => ({
    nama: u.nama, whatsapp: u.whatsapp, passwordHash: SEED_PASSWORD_HASH, createdAt: daysAgo(now, 300 - i * 20),
  }))).returning({ id: users.id, nama: users.nama, whatsapp: users.whatsapp });
  const userIds = userRows.map((u) => u.id);

  const mosqueRows = await db.insert(mosques).values(SEED_MOSQUES.map((m, i) => ({
    slug: m.slug, nama: m.nama, alamat: m.alamat, kota: m.kota, latitude: m.latitude, longitude: m.longitude,
    flyer: `/flyers/${m.slug}.svg`, pengurus: m.pengurus, deskripsi: m.deskripsi, createdAt: daysAgo(now, 400 - i * 7),
  }))).returning({ id: mosques.id, slug: mosques.slug, nama: mosques.nama, longitude: mosques.longitude });
  const mosqueIds = mosqueRows.map((m) => m.id);

  const plans: ProgramPlan[] = [];
  const slugToId = new Map<string, number>();

  for (const c of SEED_CAMPAIGNS) {
    const openedAt = daysAgo(now, c.openedDaysAgo);
    const endsAt = c.endsInDays === null ? null : new Date(now.getTime() + c.endsInDays * DAY);
    const [row] = await db.insert(programs).values({
      type: c.type, slug: c.slug, header: c.header, flyer: `/flyers/${c.slug}.svg`, target: c.target,
      batasTanggal: endsAt ? jakartaDate(endsAt) : null, allTime: c.allTime,
      masjidId: c.mosqueIndex === undefined ? null : (mosqueIds[c.mosqueIndex] ?? null),
      ...campaignTexts(c), createdAt: openedAt,
    }).returning({ id: programs.id });
    if (!row) throw new Error('program insert returned nothing');
    slugToId.set(c.slug, row.id);
    plans.push({ id: row.id, openedAt, endsAt, paid: c.donations, desired: c.target > 0 ? Math.round(c.target * c.collected) : 25_000_000 });
  }

  const kenclengTargets = [0, 24_000_000, 36_000_000, 60_000_000, 120_000_000];
  for (const [i, m] of SEED_MOSQUES.entries()) {
    const openedAt = daysAgo(now, 90 + ((i * 37) % 200));
    const target = kenclengTargets[i % kenclengTargets.length] ?? 0;
    const [row] = await db.insert(programs).values({
      type: KENCLENG_TYPE, slug: m.slug, header: `Kencleng ${m.nama}`, flyer: `/flyers/${m.slug}.svg`,
      target, batasTanggal: null, allTime: 'Y',
      masjidId: mosqueIds[i] ?? null, ...kenclengTexts(m), createdAt: openedAt,
    }).returning({ id: programs.id });
    if (!row) throw new Error('program insert returned nothing');
    slugToId.set(m.slug, row.id);
    plans.push({ id: row.id, openedAt, endsAt: null, paid: 3 + ((i * 5) % 12), desired: Math.max(12_000_000, Math.round(target * (0.15 + (i % 4) * 0.1))) });
  }

  const methodRows = await db.insert(paymentMethods).values(SEED_PAYMENT_METHODS.map((p, i) => ({
    type: p.type, channelName: p.channelName, code: p.code, image: p.image, minimum: p.minimum,
    accountNumber: p.accountNumber ?? null, accountName: p.accountName ?? null, active: true, sortOrder: (i + 1) * 10,
    provider: seededProvider(p, paymentProvider), channel: p.channel ?? null,
  }))).returning({ id: paymentMethods.id, type: paymentMethods.type });

  // Donations: paid ones spread over each program's open period, a few still pending and some
  // expired, so totals visibly count paid money only.
  type NewDonation = typeof donations.$inferInsert;
  const rows: NewDonation[] = [];
  const phone = (r: Random) => `8${r.int(11, 59)}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
  for (const plan of plans) {
    const last = Math.min(now.getTime() - 10 * 60_000, plan.endsAt ? plan.endsAt.getTime() - HOUR : Infinity);
    const first = plan.openedAt.getTime() + HOUR;
    // Small gifts first, then larger ones until the program has collected what the demo shows.
    const amounts: number[] = Array.from({ length: plan.paid }, () => random.pick(AMOUNTS));
    let collected = amounts.reduce((a, b) => a + b, 0);
    while (collected < plan.desired) {
      const gift = Math.min(plan.desired - collected, random.pick(BIG_GIFTS));
      const rounded = Math.max(10_000, Math.round(gift / 1_000) * 1_000);
      amounts.splice(random.int(2, amounts.length), 0, rounded);
      collected += rounded;
    }
    for (const [n, amount] of amounts.entries()) {
      const method = random.pick(methodRows);
      const uniqueDigits = method.type === 'Manual' ? random.int(1, 999) : 0;
      // The newest few donations are recent, so 'Baru saja' and today's times show up.
      const createdMs = n < 2 ? last - random.int(0, 6) * HOUR : first + random.next() * Math.max(0, last - first);
      const createdAt = new Date(createdMs);
      const byUser = random.chance(0.1) ? random.pick(userIds) : null;
      rows.push({
        code: newCode(random), programId: plan.id, amount, uniqueDigits, total: amount + uniqueDigits,
        donorName: random.pick(DONOR_NAMES), donorPhone: phone(random), donorEmail: null,
        doa: random.chance(0.55) ? random.pick(PRAYERS) : null, userId: byUser,
        paymentMethodId: method.id, status: 'paid',
        createdAt, expiresAt: new Date(createdMs + 24 * HOUR), paidAt: new Date(createdMs + random.int(1, 40) * 60_000),
      });
    }
    const open = !plan.endsAt || plan.endsAt.getTime() > now.getTime();
    if (open && random.chance(0.7)) {
      // Awaiting payment: never a manual transfer here, whose open totals must stay unique.
      const method = random.pick(methodRows.filter((m) => m.type !== 'Manual'));
      const createdMs = now.getTime() - random.int(1, 5) * HOUR;
      rows.push({
        code: newCode(random), programId: plan.id, amount: 100_000, total: 100_000, donorName: random.pick(DONOR_NAMES),
        donorPhone: phone(random), doa: random.pick(PRAYERS), paymentMethodId: method.id, status: 'pending',
        createdAt: new Date(createdMs), expiresAt: new Date(createdMs + 24 * HOUR),
      });
    }
    if (random.chance(0.4)) {
      const method = random.pick(methodRows);
      const createdMs = Math.max(first, now.getTime() - random.int(3, 20) * DAY);
      rows.push({
        code: newCode(random), programId: plan.id, amount: 50_000, total: 50_000, donorName: random.pick(DONOR_NAMES),
        donorPhone: phone(random), doa: null, paymentMethodId: method.id, status: 'expired',
        createdAt: new Date(createdMs), expiresAt: new Date(createdMs + 24 * HOUR),
      });
    }
  }
  const inserted = await db.insert(donations).values(rows).returning({ id: donations.id, doa: donations.doa, status: donations.status, paidAt: donations.paidAt });

  const amenRows: (typeof amens.$inferInsert)[] = [];
  for (const d of inserted) {
    if (d.status !== 'paid' || !d.doa || !d.paidAt) continue;
    for (const userId of userIds) {
      if (random.chance(0.3)) amenRows.push({ donationId: d.id, userId, createdAt: new Date(Math.min(now.getTime(), d.paidAt.getTime() + random.int(1, 48) * HOUR)) });
    }
  }
  if (amenRows.length) await db.insert(amens).values(amenRows);

  const updateRows: (typeof campaignUpdates.$inferInsert)[] = [];
  for (const [slug, items] of Object.entries(SEED_UPDATES)) {
    const programId = slugToId.get(slug);
    if (programId) for (const u of items) updateRows.push({ programId, title: u.title, body: u.body, createdAt: daysAgo(now, u.daysAgo) });
  }
  if (updateRows.length) await db.insert(campaignUpdates).values(updateRows);

  const disbursementRows: (typeof disbursements.$inferInsert)[] = [];
  for (const [slug, items] of Object.entries(SEED_DISBURSEMENTS)) {
    const programId = slugToId.get(slug);
    if (programId) {
      for (const d of items) {
        disbursementRows.push({ programId, title: d.title, description: d.description, amount: d.amount, disbursedAt: jakartaDate(daysAgo(now, d.daysAgo)), createdAt: daysAgo(now, d.daysAgo) });
      }
    }
  }
  if (disbursementRows.length) await db.insert(disbursements).values(disbursementRows);

  await db.insert(newsArticles).values(SEED_ARTICLES.map((a) => ({
    type: a.type, slug: a.slug, title: a.title, excerpt: a.excerpt, body: paragraphs(a.body),
    image: `/flyers/news-${a.slug}.svg`, author: a.author, publishedAt: daysAgo(now, a.daysAgo),
  })));

  await seedMosquePages(db, mosqueRows, now);
  await seedZakatPrograms(db, mosqueIds, now);
  await seedQurban(db, mosqueRows[2]!, userRows, methodRows.find((m) => m.type === 'QRIS')!.id, now);
  await seedMustahik(db, mosqueRows[2]!.id, [userRows[0]!, userRows[1]!], now);
  await seedFitrahDesk(db, mosqueIds[2]!, userIds, now);
}

/**
 * Al-Akbar's qurban list (no browser test lands there): two cows, one with 3 of its 7 shares
 * booked (the first paid in full, the second half-way through its Tabungan Qurban), and two goats.
 */
async function seedQurban(
  db: Db, mosque: { id: number; slug: string; nama: string }, people: { id: number; nama: string; whatsapp: string }[], methodId: number, now: Date,
): Promise<void> {
  const masjidId = mosque.id;
  const userIds = people.map((u) => u.id);
  const animal = (kind: QurbanKind, n: number, sharePrice: number, sharesTaken = 0) => ({
    masjidId, season: QURBAN_SEASON, kind, label: `${QURBAN_KIND_LABELS[kind]} ${n}`, sharePrice, shares: sharesOf(kind), sharesTaken, createdAt: daysAgo(now, 5),
  });
  const [cow] = await db.insert(qurbanAnimals).values([
    animal('sapi', 1, 3_500_000, 3), animal('sapi', 2, 3_500_000), animal('kambing', 1, 3_200_000), animal('kambing', 2, 3_200_000),
  ]).returning({ id: qurbanAnimals.id });
  const bookings = await db.insert(qurbanBookings).values(['Keluarga Bapak Ahmad Fauzi', 'Almarhumah Ibu Siti Aminah', 'Rizky Pratama'].map((atasNama, i) => ({
    animalId: cow!.id, userId: userIds[i % userIds.length]!, atasNama, createdAt: daysAgo(now, 4 - i),
  }))).returning({ id: qurbanBookings.id, userId: qurbanBookings.userId });
  const [program] = await db.insert(programs).values({
    masjidId, type: QURBAN_PROGRAM_TYPE, slug: `qurban-${mosque.slug}`, header: `Qurban ${mosque.nama}`, allTime: 'Y', createdAt: daysAgo(now, 5),
  }).returning({ id: programs.id });
  // Paid at once; and a Tabungan: two deposits, half the price.
  const payments = [[0, 3_500_000, 'JRYQURBANLUNAS1'], [1, 1_000_000, 'JRYQURBANTAB01'], [1, 750_000, 'JRYQURBANTAB02']] as const;
  for (const [which, amount, code] of payments) {
    const booking = bookings[which]!;
    const person = people.find((u) => u.id === booking.userId)!;
    const paidAt = daysAgo(now, which === 0 ? 3 : code.endsWith('1') ? 2 : 1);
    const [d] = await db.insert(donations).values({
      code, programId: program!.id, amount, total: amount, donorName: person.nama, donorPhone: person.whatsapp, hideName: true, userId: person.id,
      paymentMethodId: methodId, status: 'paid', createdAt: paidAt, expiresAt: new Date(paidAt.getTime() + 24 * HOUR), paidAt,
    }).returning({ id: donations.id });
    await db.insert(qurbanPayments).values({ donationId: d!.id, bookingId: booking.id });
  }
}

/**
 * Al-Akbar's Meja Zakat Fitrah mid-Ramadan: last night's entries counted and confirmed by two
 * people, and tonight's still open, in money (at the network's rate) and rice.
 */
async function seedFitrahDesk(db: Db, masjidId: number, userIds: number[], now: Date): Promise<void> {
  const [counter, witness] = [userIds[0]!, userIds[1 % userIds.length]!];
  // Al-Akbar is in Kota Surabaya (35.78): its own rate if the network set one, else the network's.
  const [own] = await db.select({ rate: zakatFitrahRates.rate }).from(zakatFitrahRates).where(eq(zakatFitrahRates.regencyCode, '35.78')).limit(1);
  const [settings] = await db.select({ rate: zakatSettings.fitrahDefault }).from(zakatSettings).limit(1);
  const rate = own?.rate ?? settings?.rate ?? 47_000;
  const season = fitrahSeasonOf(now);
  const households: [string, number, 'uang' | 'kg' | 'liter'][] = [
    ['Keluarga Bapak Hendra', 4, 'uang'], ['Ibu Rahmawati', 2, 'kg'], ['Keluarga Pak Slamet', 6, 'uang'], ['Bapak Yusuf Maulana', 1, 'uang'],
    ['Keluarga Ibu Nurhayati', 5, 'kg'], ['Pak Darto', 3, 'liter'], // last night's, counted below
    ['Keluarga Bapak Andi', 4, 'uang'], ['Ibu Fatimah Zahra', 3, 'kg'], ['Keluarga Pak Joko', 5, 'uang'], ['Bapak Imam Syafii', 2, 'uang'],
    ['Keluarga Ibu Lestari', 4, 'liter'], ['Pak Ridwan', 1, 'kg'], ['Keluarga Bapak Hendra', 4, 'uang'],
  ];
  const rows = households.map(([nama, jiwa, paid], i) => ({
    masjidId, clientId: crypto.randomUUID(), season, nama, jiwa, kind: paid === 'uang' ? 'uang' : 'beras',
    amount: paid === 'uang' ? jiwa * rate : 0, riceGrams: paid === 'kg' ? riceFor(jiwa, 'kg') : 0, riceMl: paid === 'liter' ? riceFor(jiwa, 'liter') : 0,
    note: '', createdBy: i % 2 ? witness : counter, createdByName: i % 2 ? 'Pengurus Al-Akbar' : 'Amil Al-Akbar',
    createdAt: i < 6 ? new Date(daysAgo(now, 1).getTime() + i * 600_000) : new Date(now.getTime() - (households.length - i) * 420_000),
  }));
  const last = rows.slice(0, 6);
  const sum = (k: 'amount' | 'riceGrams' | 'riceMl' | 'jiwa') => last.reduce((t, r) => t + r[k], 0);
  const [shift] = await db.insert(fitrahDeskShifts).values({
    masjidId, season, status: 'confirmed', entries: last.length, recordedJiwa: sum('jiwa'), recordedCash: sum('amount'), recordedRiceGrams: sum('riceGrams'),
    recordedRiceMl: sum('riceMl'), countedCash: sum('amount'), countedRiceGrams: sum('riceGrams') + 200, countedRiceMl: sum('riceMl'),
    note: 'Beras lebih 0,2 kg: timbangan dibulatkan', countedBy: counter, countedByName: 'Amil Al-Akbar', confirmedBy: witness,
    confirmedByName: 'Pengurus Al-Akbar', confirmedAt: daysAgo(now, 1), createdAt: daysAgo(now, 1),
  }).returning({ id: fitrahDeskShifts.id });
  await db.insert(fitrahDeskEntries).values(rows.map((r, i) => ({ ...r, shiftId: i < 6 ? shift!.id : null })));
}
