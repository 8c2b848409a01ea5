import { NetworkError } from '../../api/client';
import { listRoutines } from '../../api/routine';
import type { Routine } from '../../contract/routine';
import { readCachedRoutines, writeCachedRoutines } from '../../db/routines';
import type { JariyahDatabase } from '../../db/database';

/**
 * The routine list: from the server when it answers (and kept on the device), else the copy kept
 * the last time, so the list opens and can be changed with no signal (the changes wait in the outbox).
 */
export async function loadRoutines(signal: AbortSignal, deps: { list?: typeof listRoutines; database?: JariyahDatabase } = {}): Promise<{ list: Routine[]; fromDevice: boolean }> {
  try {
    const answer = await (deps.list ?? listRoutines)(signal);
    await writeCachedRoutines(answer.data, deps.database);
    return { list: answer.data, fromDevice: false };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const kept = await readCachedRoutines(deps.database);
    if (!kept) throw error;
    return { list: kept, fromDevice: true };
  }
}
