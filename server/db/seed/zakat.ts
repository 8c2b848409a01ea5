import type { Db } from '../client.ts';
import { programs } from '../schema.ts';
import { ZAKAT_PROGRAM_TYPE } from '../../../src/contract/zakat.ts';
import { SEED_MOSQUES } from './mosques.ts';
import { heading, list, paragraphs } from './html.ts';

// Two mosques' zakat programs for 'Bayar Zakat'. Seeded after everything else and without
// donations of their own, so the demo's random stream (and every other seeded figure) is unchanged;
// opened long ago, so they never lead the newest-first lists.

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
}
