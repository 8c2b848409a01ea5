/*
 * The Idempotency-Key of one submit attempt of an admin form. It is made on the first press and
 * sent again by every retry of the same attempt (a network cut, a lost answer, a 422 fixed and
 * resent), so the server answers the record it already made instead of making a second one.
 * Only a success closes the attempt: the next submit is a new one with a new key.
 */
export type Attempt = { key: () => string; close: () => void };

export function createAttempt(newKey: () => string = () => crypto.randomUUID()): Attempt {
  let open: string | null = null;
  return {
    key: () => (open ??= newKey()),
    close: () => {
      open = null;
    },
  };
}

/** One press of a submit button: the attempt's key, the call, and on success the attempt closed. */
export async function submitAttempt<T>(attempt: Attempt, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const answer = await call(attempt.key());
  attempt.close();
  return answer;
}
