import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from './database';
import { markDeviceData } from './device-data-mark';

/** Reads a value and checks it against its schema; anything stale or foreign reads as missing. */
export async function readKv<S extends v.GenericSchema>(key: string, schema: S, database: JariyahDatabase = defaultDb): Promise<v.InferOutput<S> | undefined> {
  const row = await database.kv.get(key);
  if (!row) return undefined;
  const parsed = v.safeParse(schema, row.value);
  return parsed.success ? parsed.output : undefined;
}

export async function writeKv(key: string, value: unknown, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.kv.put({ key, value });
  markDeviceData();
}

export async function deleteKv(key: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.kv.delete(key);
}
