import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, callApi, NetworkError } from '../../../src/api/client';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(async (_url: URL, _init: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
}
afterEach(() => vi.unstubAllGlobals());

describe('the typed API client', () => {
  it('sends kode and client key headers, the query, and form data; parses the data', async () => {
    const fetchMock = answer(200, { status: 200, message: 'Berhasil', data: { n: 3 } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await callApi({ controller: 'campaign', kode: 'toggle_like', method: 'POST', query: { a: 1 }, body: { doa_id: '5' }, idempotencyKey: 'abc-12345678' }, v.object({ n: v.number() }));
    expect(result.data).toEqual({ n: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/campaign\?a=1$/);
    const headers = init.headers as Record<string, string>;
    expect(headers.kode).toBe('toggle_like');
    expect(headers['X-Client-Key']).toBe('jariyah-web-v1');
    expect(headers['Idempotency-Key']).toBe('abc-12345678');
    expect((init.body as FormData).get('doa_id')).toBe('5');
    expect(init.credentials).toBe('same-origin');
  });

  it('turns an error envelope into ApiError with field errors and Retry-After', async () => {
    vi.stubGlobal('fetch', answer(422, { status: 422, message: 'Data yang dikirim tidak valid', data: null, errors: { donorName: 'Mohon diisi terlebih dahulu' } }));
    const error = await callApi({ controller: 'transaction', kode: 'storeDonate', method: 'POST' }, v.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: { donorName: 'Mohon diisi terlebih dahulu' } });
    vi.stubGlobal('fetch', answer(429, { status: 429, message: 'Terlalu banyak', data: null }, { 'Retry-After': '30' }));
    await expect(callApi({ controller: 'auth', kode: 'login', method: 'POST' }, v.unknown())).rejects.toMatchObject({ status: 429, retryAfter: 30 });
  });

  it('treats offline, non-JSON and off-contract answers as one network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(callApi({ controller: 'campaign', kode: 'x' }, v.unknown())).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(callApi({ controller: 'campaign', kode: 'x' }, v.unknown())).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal('fetch', answer(200, { status: 200, message: 'ok', data: { n: 'tiga' } }));
    await expect(callApi({ controller: 'campaign', kode: 'x' }, v.object({ n: v.number() }))).rejects.toBeInstanceOf(NetworkError);
  });
});
