import { useLiveQuery } from 'dexie-react-hooks';
import { readKv, writeKv } from '../../db/kv';
import { DEFAULT_QARI, QariSchema, type Qari } from './reciters';

const KEY = 'murottal-qari';

/** The chosen reciter, remembered on the device. */
export function useQari(): [Qari, (qari: Qari) => void] {
  const qari = useLiveQuery(() => readKv(KEY, QariSchema), [], undefined) ?? DEFAULT_QARI;
  return [qari, (next) => void writeKv(KEY, next)];
}
