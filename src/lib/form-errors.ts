import * as v from 'valibot';
import { ApiError } from '../api/client';

/*
 * Field messages of a form (the admin forms; the donate form clears its own the same way). The
 * contract's schema checks the values on the client (the same schema the server uses), and a 422
 * from the server puts its `errors` under their fields.
 * A client message shows once the field was left or a submit was tried; a server message shows
 * at once and goes when that field is edited.
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

/** What shows under one field. */
export function visibleError(
  name: string,
  state: { client: FieldErrors; server: FieldErrors; touched: ReadonlySet<string>; submitted: boolean },
): string | undefined {
  if (state.server[name]) return state.server[name];
  if (state.submitted || state.touched.has(name)) return state.client[name];
  return undefined;
}

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
      else elsewhere ??= message;
    }
    const message = elsewhere ?? (Object.keys(fields).length === 0 ? error.message : null);
    return { fields, message };
  }
  if (error instanceof Error && error.message) return { fields: {}, message: error.message };
  return { fields: {}, message: 'Terjadi kesalahan, silakan coba lagi' };
}

/** The server's field messages without the one of a field just edited. */
export function withoutField(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const next = { ...errors };
  delete next[name];
  return next;
}
