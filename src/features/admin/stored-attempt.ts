import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { deleteKv, readKv, writeKv } from '../../db/kv';
import { ADMIN_ATTEMPT_PREFIX } from '../../db/personal-data';
import type { Attempt } from './attempt';

/*
 * An admin form's open attempt kept on the device (Dexie kv), like the donate form's: after a
 * reload mid-submit the retry sends the same Idempotency-Key, so a Friday cash count or an
 * activity is recorded once. Only a success closes it; logging out removes it.
 */

const Stored = v.object({ key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,100}$/)) });

export function storedAttempt(formId: string, newKey: () => string = () => crypto.randomUUID()): Attempt & { load: () => Promise<void> } {
  const kvKey = `${ADMIN_ATTEMPT_PREFIX}${formId}`;
  let open: string | null = null;
  return {
    load: async () => {
      const stored = await readKv(kvKey, Stored).catch(() => undefined);
      if (stored && open === null) open = stored.key;
    },
    key: () => {
      if (open === null) {
        open = newKey();
        void writeKv(kvKey, { key: open }).catch(() => undefined);
      }
      return open;
    },
    close: () => {
      open = null;
      void deleteKv(kvKey).catch(() => undefined);
    },
  };
}

/** The attempt of one form, its stored key read once on mount. */
export function useStoredAttempt(formId: string): Attempt {
  const [attempt] = useState(() => storedAttempt(formId));
  useEffect(() => {
    void attempt.load();
  }, [attempt]);
  return attempt;
}
