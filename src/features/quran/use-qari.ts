import { useLiveQuery } from 'dexie-react-hooks';
import { readKv, writeKv } from '../../db/kv';
import { DEFAULT_QARI, QARI_KV_KEY as KEY, QariSchema, type Qari } from '../../lib/reciters';

/** The chosen reciter, remembered on the device. */
export function useQari(): [Qari, (qari: Qari) => void] {
  const qari = useLiveQuery(() => readKv(KEY, QariSchema), [], undefined) ?? DEFAULT_QARI;
  return [qari, (next) => void writeKv(KEY, next)];
}
