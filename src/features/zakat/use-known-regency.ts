import { useEffect, useState } from 'react';
import { deviceMayHoldData } from '../../db/device-data-mark';

/** The regency the phone already knows: its BPS code ('31.71') and name ('Kota Jakarta Pusat'). */
export type KnownRegency = { kode: string; label: string };

// Dexie loads with this only on a device that has saved something (a first visit has no place).
const placeStore = () => import('../../db/prayer-place');

/**
 * The regency of the place prayer times are computed for (found by the device or picked on Jadwal
 * Sholat), read once from the device; undefined while reading, on a first visit and abroad.
 */
export function useKnownRegency(): KnownRegency | undefined {
  const [known, setKnown] = useState<KnownRegency>();
  useEffect(() => {
    if (!deviceMayHoldData()) return undefined;
    let current = true;
    placeStore().then((store) => store.readLastPlace()).then(
      (place) => {
        if (current && place && !place.abroad && place.kode) setKnown({ kode: place.kode, label: place.label });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return known;
}
