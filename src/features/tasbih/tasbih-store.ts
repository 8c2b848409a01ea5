import { readKv, writeKv } from '../../db/kv';
import type { JariyahDatabase } from '../../db/database';
import { initialTasbih, TasbihStateSchema, type TasbihState } from './tasbih-state';

const KEY = 'tasbih';

/** The saved tasbih, or a fresh one when nothing (or something broken) is stored. */
export async function loadTasbih(database?: JariyahDatabase): Promise<TasbihState> {
  return (await readKv(KEY, TasbihStateSchema, database)) ?? initialTasbih;
}

export async function saveTasbih(state: TasbihState, database?: JariyahDatabase): Promise<void> {
  await writeKv(KEY, state, database);
}
