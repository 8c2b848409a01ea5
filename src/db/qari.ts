import { DEFAULT_QARI, QariSchema, type Qari } from '../lib/reciters';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/** The device's choice of reciter, set on the murottal screen, heard in Tilawahku too. */
export const QARI_KV_KEY = 'murottal-qari';

export async function readQari(database: JariyahDatabase = defaultDb): Promise<Qari> {
  return (await readKv(QARI_KV_KEY, QariSchema, database)) ?? DEFAULT_QARI;
}

export const writeQari = (qari: Qari, database: JariyahDatabase = defaultDb) => writeKv(QARI_KV_KEY, qari, database);
