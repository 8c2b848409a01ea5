import { frameMessages } from '../../src/contract/envelope.ts';

/**
 * Why a service would not do what it was asked, in the service's own words: the HTTP layer
 * (server/http/errors.ts) turns the kind into a status. The message is the Indonesian text the
 * user reads; `errors` names the fields at fault.
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-many' | 'unavailable';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly errors?: Record<string, string>,
    /** With 'too-many': how long until a try may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalidInput = (errors: Record<string, string>, message: string = frameMessages.validation) =>
  new Refusal('invalid', message, errors);
export const tooManyTries = (retryAfterSeconds: number) => new Refusal('too-many', frameMessages.tooMany, undefined, retryAfterSeconds);
