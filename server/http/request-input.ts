import type { Context } from 'hono';
import { HttpError } from './errors.ts';
import { frameMessages } from '../../src/contract/envelope.ts';

/**
 * The request's fields as one plain object: the query string, overlaid on POST by the body
 * (multipart or urlencoded form data, or JSON). Uploaded files stay File objects.
 */
export async function readInput(c: Context): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { ...c.req.query() };
  if (c.req.method !== 'POST') return input;
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(input, body);
      else throw new Error('not an object');
    } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      Object.assign(input, await c.req.parseBody());
    }
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    throw new HttpError(400, frameMessages.validation);
  }
  return input;
}
