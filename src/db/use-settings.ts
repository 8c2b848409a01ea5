import { useEffect, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { DEVICE_DATA_EVENT, deviceMayHoldData } from './device-data-mark';

/**
 * The user's settings, kept on the device. The Pengaturan page writes them; the prayer
 * feature reads them. Unknown or broken stored values fall back to the defaults.
 */
export const SettingsSchema = v.object({
  /** Days added to the Umm al-Qura date to match local sighting; the spec's default is −1. */
  hijriAdjustment: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(-2), v.maxValue(2)), -1),
  /** Prayer-time method: Kemenag RI (default) or another adhan method. */
  prayerMethod: v.fallback(v.picklist(['kemenag', 'mwl', 'singapore', 'umm-al-qura']), 'kemenag'),
  /** Short vibration on each tasbih count. */
  tasbihVibration: v.fallback(v.boolean(), true),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const defaultSettings: Settings = v.parse(SettingsSchema, {});

/**
 * The current settings, live; the defaults until the first read completes. Dexie (./settings)
 * loads only once the device has saved something: the home page reads the settings for its dates,
 * and a first visit has none to read.
 */
export function useSettings(): Settings {
  const stored = useDeviceMayHoldData();
  const [settings, setSettings] = useState(defaultSettings);
  useEffect(() => {
    if (!stored) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./settings').then(({ watchSettings }) => {
      if (live) stop = watchSettings(setSettings);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [stored]);
  return settings;
}

const subscribe = (notify: () => void) => {
  window.addEventListener(DEVICE_DATA_EVENT, notify);
  return () => window.removeEventListener(DEVICE_DATA_EVENT, notify);
};

/** Live: turns true the moment something is first saved on this device. */
function useDeviceMayHoldData(): boolean {
  return useSyncExternalStore(subscribe, deviceMayHoldData, () => false);
}
