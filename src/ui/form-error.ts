import * as v from 'valibot';
import { ApiError } from '../api/client';

/** The first error of a form field, only once the user has touched it (spec section 5). */
export function touchedError(meta: { isTouched: boolean; errors: readonly unknown[] }): string | undefined {
  if (!meta.isTouched) return undefined;
  for (const error of meta.errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}

/** What to put in the red banner for a failed call: the server's message, or the network text. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors)[0];
    return error.status === 422 && first ? first : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Terjadi kesalahan, silakan coba lagi';
}

/**
 * A form-level validator from a valibot schema whose input type differs from the form's values
 * (the contract's schemas accept a missing field so the server can answer it in Indonesian):
 * each issue becomes the error of the field at its path.
 */
export function fieldsFrom<S extends v.GenericSchema>(schema: S) {
  return ({ value }: { value: unknown }) => {
    const result = v.safeParse(schema, value);
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (key && !(key in fields)) fields[key] = issue.message;
    }
    return { fields };
  };
}
