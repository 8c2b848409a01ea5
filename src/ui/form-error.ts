import * as v from 'valibot';
import { ApiError } from '../api/client';

/*
 * Field messages of a form, one home for every form. The contract's schema checks the values on
 * the client (the same schema the server uses), and a 422 from the server puts its `errors`
 * under their fields. A client message shows once the field was left or a submit was tried; a
 * server message shows at once and goes when that field is edited.
 */

export type FieldErrors = Record<string, string>;

/** The first message of each field the schema refuses; {} when the values pass. */
export function clientErrors(schema: v.GenericSchema, values: unknown): FieldErrors {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A form-level validator from a valibot schema whose input type differs from the form's values
 * (the contract's schemas accept a missing field so the server can answer it in Indonesian):
 * each issue becomes the error of the field at its path.
 */
export function fieldsFrom<S extends v.GenericSchema>(schema: S) {
  return ({ value }: { value: unknown }) => {
    const fields = clientErrors(schema, value);
    return Object.keys(fields).length ? { fields } : undefined;
  };
}

/** The first error of a form field, only once the user has touched it (spec section 5). */
export function touchedError(meta: { isTouched: boolean; errors: readonly unknown[] }): string | undefined {
  if (!meta.isTouched) return undefined;
  for (const error of meta.errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}

/** What shows under one field. */
export function visibleError(
  name: string,
  state: { client: FieldErrors; server: FieldErrors; touched: ReadonlySet<string>; submitted: boolean },
): string | undefined {
  if (state.server[name]) return state.server[name];
  if (state.submitted || state.touched.has(name)) return state.client[name];
  return undefined;
}

const SOMETHING_WENT_WRONG = 'Terjadi kesalahan, silakan coba lagi';

/**
 * A failed submit: the server's field messages (422) for the form's own fields, and the line for
 * the banner (none when every message sits under its field; a message about something the form
 * has no field for goes to the banner instead of being lost).
 */
export function submitFailure(error: unknown, formFields: readonly string[]): { fields: FieldErrors; message: string | null } {
  if (error instanceof ApiError) {
    if (error.status !== 422) return { fields: {}, message: error.message };
    const fields: FieldErrors = {};
    let elsewhere: string | null = null;
    for (const [name, message] of Object.entries(error.errors)) {
      if (formFields.includes(name)) fields[name] = message;
      else elsewhere ??= message || null;
    }
    const message = elsewhere ?? (Object.keys(fields).length === 0 ? error.message : null);
    return { fields, message };
  }
  if (error instanceof Error && error.message) return { fields: {}, message: error.message };
  return { fields: {}, message: SOMETHING_WENT_WRONG };
}

/** What to put in the red banner for a failed call: the server's message, or the network text. */
export function failureMessage(error: unknown): string {
  return submitFailure(error, []).message ?? SOMETHING_WENT_WRONG;
}

/** The server's field messages without the one of a field just edited. */
export function withoutField(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const next = { ...errors };
  delete next[name];
  return next;
}
