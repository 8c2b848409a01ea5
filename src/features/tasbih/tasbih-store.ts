import { readTasbihValue, writeTasbihValue } from '../../db/tasbih';
import type { JariyahDatabase } from '../../db/database';
import { initialTasbih, TasbihStateSchema, type TasbihState } from './tasbih-state';

/** The saved tasbih, or a fresh one when nothing (or something broken) is stored. */
export async function loadTasbih(database?: JariyahDatabase): Promise<TasbihState> {
  return (await readTasbihValue(TasbihStateSchema, database)) ?? initialTasbih;
}

export async function saveTasbih(state: TasbihState, database?: JariyahDatabase): Promise<void> {
  await writeTasbihValue(state, database);
}
