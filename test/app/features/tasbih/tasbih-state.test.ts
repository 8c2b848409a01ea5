import { afterEach, describe, expect, it } from 'vitest';
import { JariyahDatabase } from '../../../../src/db/database';
import { writeKv } from '../../../../src/db/kv';
import { initialTasbih, parseCustomTarget, progressOf, reset, tap, TASBIH_PRESETS, withTarget, type TasbihState } from '../../../../src/features/tasbih/tasbih-state';
import { loadTasbih, saveTasbih } from '../../../../src/features/tasbih/tasbih-store';

const tapTimes = (state: TasbihState, n: number) => {
  let s = state;
  let completed = 0;
  for (let i = 0; i < n; i++) {
    const r = tap(s);
    s = r.state;
    if (r.completed) completed++;
  }
  return { state: s, completed };
};

describe('tasbih counting', () => {
  it('starts at 0 with the default target 100 and the presets 3, 33, 100, 1000', () => {
    expect(initialTasbih).toEqual({ count: 0, target: 100, rounds: 0 });
    expect(TASBIH_PRESETS).toEqual([3, 33, 100, 1000]);
  });

  it('each tap raises the count and fills the ring count/target', () => {
    const { state, completed } = tapTimes(initialTasbih, 25);
    expect(state.count).toBe(25);
    expect(completed).toBe(0);
    expect(progressOf(state)).toBe(0.25);
  });

  it('wraps to zero at the target and counts the finished round', () => {
    const three = withTarget(initialTasbih, 3);
    const two = tapTimes(three, 2);
    expect(two.state.count).toBe(2);
    const third = tap(two.state);
    expect(third.completed).toBe(true);
    expect(third.state).toEqual({ count: 0, target: 3, rounds: 1 });
    expect(progressOf(third.state)).toBe(0);
    expect(tapTimes(three, 7).state).toEqual({ count: 1, target: 3, rounds: 2 });
  });

  it('a target of 1 completes a round on every tap', () => {
    expect(tapTimes(withTarget(initialTasbih, 1), 4)).toEqual({ state: { count: 0, target: 1, rounds: 4 }, completed: 4 });
  });

  it('a new target starts again from zero; reset keeps the target', () => {
    const counted = tapTimes(initialTasbih, 40).state;
    expect(withTarget(counted, 33)).toEqual({ count: 0, target: 33, rounds: 0 });
    const rounds = tapTimes(withTarget(initialTasbih, 3), 4).state;
    expect(reset(rounds)).toEqual({ count: 0, target: 3, rounds: 0 });
  });
});

describe('custom target', () => {
  it('accepts whole numbers from 1 to 99.999, spaces trimmed', () => {
    expect(parseCustomTarget('7')).toEqual({ ok: true, target: 7 });
    expect(parseCustomTarget(' 500 ')).toEqual({ ok: true, target: 500 });
    expect(parseCustomTarget('99999')).toEqual({ ok: true, target: 99_999 });
  });

  it.each([
    ['', 'Isi target terlebih dahulu'],
    ['0', 'Target minimal 1'],
    ['100000', 'Target maksimal 99.999'],
    ['-5', 'Target hanya boleh berisi angka'],
    ['3.5', 'Target hanya boleh berisi angka'],
    ['tiga', 'Target hanya boleh berisi angka'],
  ])('refuses %j with “%s”', (input, message) => {
    expect(parseCustomTarget(input)).toEqual({ ok: false, message });
  });
});

describe('tasbih storage', () => {
  const open: JariyahDatabase[] = [];
  const freshDb = () => {
    const db = new JariyahDatabase(`tasbih-${crypto.randomUUID()}`);
    open.push(db);
    return db;
  };
  afterEach(async () => {
    for (const db of open.splice(0)) {
      db.close();
      await db.delete();
    }
  });

  it('survives a reload: what was saved is read back', async () => {
    const db = freshDb();
    expect(await loadTasbih(db)).toEqual(initialTasbih);
    await saveTasbih({ count: 12, target: 33, rounds: 2 }, db);
    expect(await loadTasbih(db)).toEqual({ count: 12, target: 33, rounds: 2 });
  });

  it('a broken stored value (count past the target, wrong types) reads as a fresh tasbih', async () => {
    const db = freshDb();
    await writeKv('tasbih', { count: 50, target: 33, rounds: 0 }, db);
    expect(await loadTasbih(db)).toEqual(initialTasbih);
    await writeKv('tasbih', { count: '3', target: 100 }, db);
    expect(await loadTasbih(db)).toEqual(initialTasbih);
  });
});
