import { describe, expect, it } from 'vitest';
import { AMEN_OVERRIDES_KEY } from '../../../src/db/amen-overrides';
import { PROFILE_KEY } from '../../../src/db/cached-profile';
import { LAST_POSITION_KEY } from '../../../src/db/device-position';
import { ADMIN_ATTEMPT_PREFIX, DONATE_ATTEMPT_PREFIX, PERSONAL_KV_KEYS } from '../../../src/db/personal-data';
import { PRAYER_PLACE_KEY } from '../../../src/db/prayer-place';
import { QARI_KV_KEY } from '../../../src/db/qari';
import { REMINDER_CHOICES_KEY, REMINDER_SENT_KEY } from '../../../src/db/reminders';
import { TASBIH_KEY } from '../../../src/db/tasbih';
import { TILAWAH_KV_KEYS } from '../../../src/db/tilawah';
import { ROUTINES_KEY } from '../../../src/db/routines';

// Each kv key has one owner module in db/; the names are what phones already hold, so they never change.
describe('the kv keys', () => {
  const keys = [
    AMEN_OVERRIDES_KEY, PROFILE_KEY, LAST_POSITION_KEY, PRAYER_PLACE_KEY, QARI_KV_KEY, REMINDER_CHOICES_KEY, REMINDER_SENT_KEY, TASBIH_KEY,
    ...Object.values(TILAWAH_KV_KEYS), PERSONAL_KV_KEYS.authFlow, PERSONAL_KV_KEYS.contactChange, ROUTINES_KEY,
    PERSONAL_KV_KEYS.followedMosques,
  ];

  it('keep the names stored by earlier versions', () => {
    expect(new Set(keys)).toEqual(new Set([
      'amen-overrides', 'profile', 'last-position', 'last-location', 'murottal-qari', 'reminder-choices', 'reminder-sent', 'tasbih',
      'tilawah-position', 'tilawah-view', 'tilawah-target', 'tilawah-target-at', 'tilawah-pushed-through', 'tilawah-rev', 'tilawah-server-rev', 'auth-flow', 'contact-change', 'routines',
      'followed-mosques',
    ]));
  });

  it('are all different, and none starts like a prefixed family', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) for (const prefix of [DONATE_ATTEMPT_PREFIX, ADMIN_ATTEMPT_PREFIX, 'notice:']) expect(key.startsWith(prefix)).toBe(false);
  });
});
