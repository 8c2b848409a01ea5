import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

/**
 * Calls /api/{controller} of a running server as the web client does: GET with a query, or POST
 * with a JSON body. Answers the status and the parsed envelope.
 */
export function serverApi(base: string) {
  return async (controller: string, kode: string, init: { query?: Record<string, string>; json?: unknown } = {}) => {
    const url = new URL(`/api/${controller}`, base);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: init.json ? 'POST' : 'GET',
      headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, ...(init.json ? { 'content-type': 'application/json' } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { data: any; message: string } };
  };
}
