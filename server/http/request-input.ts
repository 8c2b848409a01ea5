import type { Context } from 'hono';
import { HttpError } from './errors.ts';
import { frameMessages } from '../../src/contract/envelope.ts';

/**
 * How deep a JSON body may nest. The contract's fields are flat (text, numbers, a file), so a few
 * levels are generous; a body nested thousands deep would overflow the stack of every walk over
 * the input after it (the NUL check, validation, the idempotency hash) and answer 500.
 */
export const MAX_JSON_DEPTH = 8;

/** Whether `value` nests deeper than `limit`, found without recursion (which is what overflows). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * The request's fields as one plain object: the query string, overlaid on POST by the body
 * (multipart or urlencoded form data, or JSON). Uploaded files stay File objects.
 *
 * The object has no prototype: a body's `__proto__` key then stays a field like any other,
 * instead of giving the input a prototype whose fields the schemas would read as sent ones
 * (and that no check of the input's own fields, such as the one for NUL, would ever see).
 */
export async function readInput(c: Context): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, c.req.query());
  if (c.req.method !== 'POST') return input;
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new Error('nested too deep');
      Object.assign(input, body);
    } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      Object.assign(input, await c.req.parseBody());
    }
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    throw new HttpError(400, frameMessages.validation);
  }
  return input;
}
