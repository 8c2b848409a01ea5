import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';

/**
 * The app's own static JSON under /json/ (dzikir texts, Asmaul Husna, the surah list). The
 * worker precaches every file, so these load offline after one visit. Answers are parsed with
 * the caller's schema: a broken or foreign file is a load failure, never unchecked data.
 */
export class StaticJsonError extends Error {}

const loaded = new Map<string, Promise<unknown>>();

export function loadStaticJson<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  let pending = loaded.get(path);
  if (!pending) {
    pending = fetch(path, { headers: { Accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new StaticJsonError(`${path}: HTTP ${response.status}`);
      const parsed = v.safeParse(schema, await response.json());
      if (!parsed.success) throw new StaticJsonError(`${path}: ${v.summarize(parsed.issues)}`);
      return parsed.output;
    });
    // A failure is not remembered, so "Coba lagi" really tries again.
    pending.catch(() => loaded.delete(path));
    loaded.set(path, pending);
  }
  return pending;
}

export type StaticJsonState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads a static JSON file for a screen, with a retry for the failure message. */
export function useStaticJson<S extends v.GenericSchema>(path: string, schema: S): StaticJsonState<v.InferOutput<S>> & { retry: () => void } {
  const [state, setState] = useState<StaticJsonState<v.InferOutput<S>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadStaticJson(path, schema).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('Gagal memuat', path, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [path, schema, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
