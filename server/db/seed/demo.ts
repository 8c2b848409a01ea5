import type { Db } from '../client.ts';

/** Demo mosques, programs, payment methods, donations, news: filled in by the donation backend. */
export async function seedDemoData(_db: Db, _now: Date): Promise<void> {}
