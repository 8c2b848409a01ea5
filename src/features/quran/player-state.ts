/** The one murottal player: which surah is loaded and what it is doing. */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused';
export type PlayerState = { nomor: number | null; status: PlayerStatus };

export const idlePlayer: PlayerState = { nomor: null, status: 'idle' };

/**
 * What pressing a row's button does: the playing row pauses, the paused row resumes, any other
 * row (or a row whose surah ended) starts from the beginning and replaces the current one.
 */
export function pressRow(state: PlayerState, nomor: number): 'pause' | 'resume' | 'start' {
  if (state.nomor !== nomor || state.status === 'idle') return 'start';
  return state.status === 'paused' ? 'resume' : 'pause';
}

/** The row's button shows pause while its surah plays or loads, else play. */
export function rowIsActive(state: PlayerState, nomor: number): boolean {
  return state.nomor === nomor && (state.status === 'playing' || state.status === 'loading');
}
