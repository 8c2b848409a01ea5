import { ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { donations, paymentMethods, programs } from '../schema.ts';
import { ZAKAT_KINDS, ZAKAT_PROGRAM_TYPE, type ZakatKind } from '../../../src/contract/zakat.ts';
import { SEED_MOSQUES } from './mosques.ts';
import { DONOR_NAMES } from './people.ts';
import { heading, list, paragraphs } from './html.ts';
import { donationCode, seededRandom } from './random.ts';

// Two mosques' zakat programs for 'Bayar Zakat', with a few paid zakat donations of each kind.
// Seeded after everything else from a random source of their own, so the demo's random stream
// (and every other seeded figure) is unchanged; opened long ago, so they never lead the
// newest-first lists. Their codes start 'JRZ-', never one of the other demo codes ('JRY-').

const DAY = 86_400_000;

const ZAKAT_PROGRAMS = [
  { mosqueIndex: 0, slug: 'zakat-masjid-istiqlal' },
  { mosqueIndex: 1, slug: 'zakat-masjid-raya-baiturrahman' },
] as const;

export async function seedZakatPrograms(db: Db, mosqueIds: readonly number[], now: Date): Promise<void> {
  for (const z of ZAKAT_PROGRAMS) {
    const mosque = SEED_MOSQUES[z.mosqueIndex];
    const masjidId = mosqueIds[z.mosqueIndex];
    if (!mosque || masjidId === undefined) continue;
    await db.insert(programs).values({
      type: ZAKAT_PROGRAM_TYPE, slug: z.slug, header: `Zakat melalui ${mosque.nama}`, flyer: `/flyers/${mosque.slug}.svg`,
      target: 0, batasTanggal: null, allTime: 'Y', masjidId,
      deskripsi: paragraphs([
        `Unit pengumpul zakat ${mosque.nama} menerima zakat maal, zakat penghasilan, zakat fitrah dan fidyah, lalu menyalurkannya kepada delapan golongan penerima (asnaf) di sekitar masjid.`,
        'Setiap zakat yang kamu bayar di sini mendapat Bukti Setor Zakat yang bisa diunduh.',
      ]),
      tentang: `${heading('Penyaluran')}${list(['Fakir dan miskin di sekitar masjid', 'Guru ngaji dan marbot dhuafa', 'Ibnu sabil dan gharimin'])}`,
      createdAt: new Date(now.getTime() - 400 * DAY),
    });
  }
  await seedZakatDonations(db, now);
}

/** Typical amounts per kind: fitrah for a household, fidyah for some days, maal and income at 2,5%. */
const AMOUNTS = { maal: [1_250_000, 2_750_000, 625_000], penghasilan: [187_500, 250_000, 312_500], fitrah: [47_000, 141_000, 188_000], fidyah: [180_000, 420_000] } as const;
/** The migration's fitrah and fidyah rates: a fitrah's amount over the first is its jiwa, a fidyah's over the second its days. */
const PER_COUNT = { fitrah: 47_000, fidyah: 60_000 } as const;
const countOf = (kind: ZakatKind, amount: number) => (kind === 'fitrah' || kind === 'fidyah' ? amount / PER_COUNT[kind] : null);

async function seedZakatDonations(db: Db, now: Date): Promise<void> {
  const random = seededRandom(29);
  const zakatPrograms = await db.select({ id: programs.id, type: programs.type }).from(programs);
  const methods = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(ne(paymentMethods.type, 'Manual'));
  if (methods.length === 0) return;
  const rows: (typeof donations.$inferInsert)[] = [];
  for (const program of zakatPrograms.filter((p) => p.type === ZAKAT_PROGRAM_TYPE)) {
    for (let i = 0; i < 8; i++) {
      const kind = ZAKAT_KINDS[i % ZAKAT_KINDS.length]!;
      const amount = random.pick(AMOUNTS[kind]);
      const createdMs = now.getTime() - random.int(1, 60) * DAY - random.int(0, 23) * 3_600_000;
      rows.push({
        code: donationCode(random).replace(/^JRY-/, 'JRZ-'), programId: program.id, amount, total: amount,
        donorName: random.pick(DONOR_NAMES), donorPhone: `8${random.int(11, 59)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
        paymentMethodId: random.pick(methods).id, status: 'paid', zakatKind: kind, zakatCount: countOf(kind, amount),
        createdAt: new Date(createdMs), expiresAt: new Date(createdMs + DAY), paidAt: new Date(createdMs + random.int(1, 40) * 60_000),
      });
    }
  }
  await db.insert(donations).values(rows);
}
