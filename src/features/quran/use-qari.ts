import { useLiveQuery } from 'dexie-react-hooks';
import { readQari, writeQari } from '../../db/qari';
import { DEFAULT_QARI, type Qari } from '../../lib/reciters';

/** The chosen reciter, remembered on the device. */
export function useQari(): [Qari, (qari: Qari) => void] {
  const qari = useLiveQuery(() => readQari(), [], undefined) ?? DEFAULT_QARI;
  return [qari, (next) => void writeQari(next)];
}
