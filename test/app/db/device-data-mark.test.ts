import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { deviceMayHoldData } from '../../../src/db/device-data-mark';
import { defaultSettings, useSettings } from '../../../src/db/use-settings';
import { updateSettings } from '../../../src/db/settings';
import { db } from '../../../src/db/database';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await db.kv.clear();
});

describe('the first screen reads Dexie only once the device saved something', () => {
  it('a fresh device (no mark, no worker) holds nothing; the first saved setting marks it', async () => {
    expect(deviceMayHoldData()).toBe(false);
    await updateSettings({ hijriAdjustment: 1 });
    expect(deviceMayHoldData()).toBe(true);
  });

  it('useSettings gives the defaults on a fresh device, then follows a setting saved while it is shown', async () => {
    const { result } = renderHook(() => useSettings());
    expect(result.current).toEqual(defaultSettings);
    await act(() => updateSettings({ prayerMethod: 'mwl' }));
    await waitFor(() => expect(result.current.prayerMethod).toBe('mwl'));
  });

  it('useSettings reads what an earlier visit saved', async () => {
    await updateSettings({ hijriAdjustment: 0 });
    const { result } = renderHook(() => useSettings());
    await waitFor(() => expect(result.current.hijriAdjustment).toBe(0));
  });
});
