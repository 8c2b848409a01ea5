import * as v from 'valibot';

/** Targets offered in the sheet; the spec's default is 100. */
export const TASBIH_PRESETS = [3, 33, 100, 1000] as const;
export const DEFAULT_TARGET = 100;
export const MAX_TARGET = 99_999;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** What the device remembers: the count toward the target and how many rounds were finished. */
export const TasbihStateSchema = v.pipe(
  v.object({
    count,
    target: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TARGET)),
    rounds: count,
  }),
  v.check((s) => s.count < s.target, 'count must stay below the target'),
);
export type TasbihState = v.InferOutput<typeof TasbihStateSchema>;

export const initialTasbih: TasbihState = { count: 0, target: DEFAULT_TARGET, rounds: 0 };

/**
 * One tap raises the count toward the target; reaching the target wraps the count to zero and
 * finishes a round (`completed` tells the caller to give the longer vibration).
 */
export function tap(state: TasbihState): { state: TasbihState; completed: boolean } {
  const next = state.count + 1;
  if (next >= state.target) return { state: { ...state, count: 0, rounds: state.rounds + 1 }, completed: true };
  return { state: { ...state, count: next }, completed: false };
}

/** A new target starts a fresh count (a different dzikir). */
export function withTarget(state: TasbihState, target: number): TasbihState {
  return { ...state, target, count: 0, rounds: 0 };
}

export function reset(state: TasbihState): TasbihState {
  return { ...state, count: 0, rounds: 0 };
}

/** How full the ring is: count divided by target, 0..1. */
export function progressOf(state: TasbihState): number {
  return Math.min(1, Math.max(0, state.count / state.target));
}

const CustomTargetSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Isi target terlebih dahulu'),
  v.regex(/^\d+$/, 'Target hanya boleh berisi angka'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'Target minimal 1'),
  v.maxValue(MAX_TARGET, `Target maksimal ${new Intl.NumberFormat('id-ID').format(MAX_TARGET)}`),
);

/** Reads the custom-number field; bad input gives an Indonesian message and changes nothing. */
export function parseCustomTarget(input: string): { ok: true; target: number } | { ok: false; message: string } {
  const parsed = v.safeParse(CustomTargetSchema, input);
  return parsed.success ? { ok: true, target: parsed.output } : { ok: false, message: parsed.issues[0].message };
}
