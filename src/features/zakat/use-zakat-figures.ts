import { useEffect } from 'react';
import * as v from 'valibot';
import { getZakatFigures } from '../../api/zakat';
import { ZakatFiguresSchema, zakatFiguresCall, type ZakatFigures } from '../../contract/zakat';
import { usePublicRead, type Freshness } from '../../ui/use-remote';

// The calculator's figures: the read cache (and the worker's copy of the answer) first; as a last
// resort the copy this screen kept the last time it had them, so the calculator still computes
// after the worker's API cache let the answer go. Public figures only: nothing of anyone's.
const KEPT = 'jariyah:zakat-figures';

function keptFigures(): ZakatFigures | undefined {
  try {
    const parsed = v.safeParse(ZakatFiguresSchema, JSON.parse(localStorage.getItem(KEPT) ?? 'null'));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export type FiguresState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; figures: ZakatFigures; freshness: Freshness };

export function useZakatFigures(): FiguresState {
  const read = usePublicRead(zakatFiguresCall, (signal) => getZakatFigures({ signal }));
  const fresh = read.status === 'ready' ? read.data : undefined;
  useEffect(() => {
    if (fresh) localStorage.setItem(KEPT, JSON.stringify(fresh));
  }, [fresh]);
  if (read.status === 'ready') return { status: 'ready', figures: read.data, freshness: read.freshness };
  if (read.status === 'loading') return { status: 'loading' };
  const kept = keptFigures();
  return kept ? { status: 'ready', figures: kept, freshness: { fetchedAt: 0, fromDevice: true } } : { status: 'error', retry: read.retry };
}
