import { useState } from 'react';
import type * as v from 'valibot';
import { submitAttempt, useStoredAttempt } from './attempt';
import { clientErrors, submitFailure, visibleError, withoutField, type FieldErrors } from '../../ui/form-error';

/**
 * The state of one admin form: the values as typed, their messages (client schema first, then
 * the server's 422), the banner of a failed call, and the attempt's idempotency key. A failed call
 * never touches the values, so nothing typed is lost.
 */
export function useAdminForm<T extends Record<string, unknown>, Req>(options: {
  initial: T;
  /** The contract's schema, given the request the values make. */
  schema: v.GenericSchema;
  toRequest: (values: T) => Req;
  /** Fields a server message may belong to; by default the keys of `initial`. */
  fields?: readonly string[];
  /** Names the form's open attempt, kept across a reload (attempt.ts), e.g. `update:${slug}`. */
  formId: string;
}) {
  const [values, setValues] = useState<T>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useStoredAttempt(options.formId);

  const client = clientErrors(options.schema, options.toRequest(values));
  const fields = options.fields ?? Object.keys(options.initial);

  const set = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServer((errors) => withoutField(errors, name));
  };
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));
  const error = (name: string) => visibleError(name, { client, server, touched, submitted });

  /** Checks, then calls with the attempt's key; answers the result, or undefined when it did not go through. */
  const submit = async <R,>(call: (request: Req, idempotencyKey: string) => Promise<R>): Promise<R | undefined> => {
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(client).length > 0) return undefined;
    setBusy(true);
    try {
      const result = await submitAttempt(attempt, (key) => call(options.toRequest(values), key));
      setServer({});
      return result;
    } catch (e) {
      const { fields: byField, message } = submitFailure(e, fields);
      setServer(byField);
      setFailure(message);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  /** After a success that keeps the form open for the next entry. */
  const reset = (next: T = options.initial) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServer({});
    setFailure(null);
  };

  return { values, set, touch, error, submit, reset, failure, busy };
}
