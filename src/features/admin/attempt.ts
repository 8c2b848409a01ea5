import { useEffect, useState } from 'react';
import { adminAttempts } from '../../db/attempts';

/*
 * The Idempotency-Key of one submit attempt of an admin form or action. It is made on the first
 * press and sent again by every retry of the same attempt (a network cut, a lost answer, a 422
 * fixed and resent, a reload mid-submit), so the server answers the record it already made
 * instead of making a second one. The open attempt is kept on the device (db/attempts.ts), like
 * the donate form's: a Friday cash count or a confirmed transfer is recorded once even if the page
 * was reloaded before the answer came. Only a success closes it; logging out removes it.
 */
export type Attempt = {
  /** Reads the key a reloaded page left open (once; later calls wait for the same read). */
  ready: () => Promise<void>;
  key: () => string;
  close: () => void;
};

/** The attempt of one form or action, e.g. `finance:3` or `confirm:D-123`: one open key per id. */
export function storedAttempt(formId: string, newKey: () => string = () => crypto.randomUUID()): Attempt {
  let open: string | null = null;
  let read: Promise<void> | null = null;
  return {
    ready: () =>
      (read ??= adminAttempts.read(formId)
        .catch(() => undefined)
        .then((stored) => {
          if (stored && open === null) open = stored;
        })),
    key: () => {
      if (open === null) {
        open = newKey();
        void adminAttempts.write(formId, open).catch(() => undefined);
      }
      return open;
    },
    close: () => {
      open = null;
      void adminAttempts.close(formId).catch(() => undefined);
    },
  };
}

/** The attempt of one form, its stored key read on mount. */
export function useStoredAttempt(formId: string): Attempt {
  const [attempt] = useState(() => storedAttempt(formId));
  useEffect(() => {
    void attempt.ready();
  }, [attempt]);
  return attempt;
}

/** Attempts of actions on many things (confirm this donation, cancel that activity): one per id, e.g. `confirm:${code}`. */
export function useAttempts(): (actionId: string) => Attempt {
  const [attempts] = useState(() => new Map<string, Attempt>());
  return (actionId) => {
    let attempt = attempts.get(actionId);
    if (!attempt) attempts.set(actionId, (attempt = storedAttempt(actionId)));
    return attempt;
  };
}

/** One press of a submit button: the attempt's key (the stored one first), the call, and on success the attempt closed. */
export async function submitAttempt<T>(attempt: Attempt, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
  await attempt.ready();
  const answer = await call(attempt.key());
  attempt.close();
  return answer;
}
