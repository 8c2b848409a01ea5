import { useEffect, useState, useSyncExternalStore } from 'react';
import { DEVICE_DATA_EVENT, deviceMayHoldData } from './device-data-mark';
import { defaultSettings, type Settings } from './settings-schema';

// The schema lives apart (./settings-schema), so this hook and Dexie's ./settings both read it
// and the hook loads ./settings one way only.
export { defaultSettings, SettingsSchema, type Settings } from './settings-schema';

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
