import type * as v from 'valibot';
import type { JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/** The tasbih's count and target on this device; its shape is checked by the feature (features/tasbih). */
export const TASBIH_KEY = 'tasbih';

export const readTasbihValue = <S extends v.GenericSchema>(schema: S, database?: JariyahDatabase) => readKv(TASBIH_KEY, schema, database);
export const writeTasbihValue = (value: unknown, database?: JariyahDatabase) => writeKv(TASBIH_KEY, value, database);
