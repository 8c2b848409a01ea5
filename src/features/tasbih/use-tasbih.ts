import { useCallback, useEffect, useRef, useState } from 'react';
import { useSettings } from '../../db/use-settings';
import { loadTasbih, saveTasbih } from './tasbih-store';
import { initialTasbih, reset as resetState, tap as tapState, withTarget, type TasbihState } from './tasbih-state';

const TICK_MS = 25;
const ROUND_PATTERN = [120, 80, 240];

/** The tasbih on screen: state in memory for instant taps, written through to Dexie. */
export function useTasbih() {
  const [state, setState] = useState<TasbihState>(initialTasbih);
  const [ready, setReady] = useState(false);
  const latest = useRef(state);
  const { tasbihVibration } = useSettings();

  useEffect(() => {
    let live = true;
    void loadTasbih().then((saved) => {
      if (!live) return;
      latest.current = saved;
      setState(saved);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const commit = useCallback((next: TasbihState) => {
    latest.current = next;
    setState(next);
    void saveTasbih(next);
  }, []);

  const vibrate = useCallback(
    (pattern: number | number[]) => {
      if (tasbihVibration && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
    },
    [tasbihVibration],
  );

  const tap = useCallback(() => {
    const { state: next, completed } = tapState(latest.current);
    vibrate(completed ? ROUND_PATTERN : TICK_MS);
    commit(next);
    return completed;
  }, [commit, vibrate]);

  const setTarget = useCallback((target: number) => commit(withTarget(latest.current, target)), [commit]);
  const reset = useCallback(() => commit(resetState(latest.current)), [commit]);

  return { state, ready, tap, setTarget, reset };
}
