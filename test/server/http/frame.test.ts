import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { controllers } from '../../../server/api-paths.ts';
import { action, ok } from '../../../server/http/controller.ts';

describe('the API frame', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A throwaway controller exercises the frame without depending on any feature.
    controllers.admin.__frame_echo = action({
      method: 'POST',
      input: v.object({ n: v.pipe(v.string(), v.regex(/^\d+$/, 'Harus angka')) }),
      idempotent: true,
      handle: async ({ input }) => ok({ n: Number(input.n), at: Math.random() }),
    });
    controllers.admin.__frame_boom = action({ method: 'GET', input: v.any(), handle: async () => { throw new Error('secret stack detail'); } });
    t = await createTestApp();
  });
  afterAll(async () => {
    delete controllers.admin.__frame_echo;
    delete controllers.admin.__frame_boom;
    await t.close();
  });

  it('answers health with the database reachable', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 200, data: { database: 'ok' } });
  });

  it('tells live from ready, and a draining process is live but not ready', async () => {
    expect((await t.app.request('/api/health/live')).status).toBe(200);
    expect(await (await t.app.request('/api/health/ready')).json()).toMatchObject({ status: 200, data: { database: 'ok', draining: false } });
    t.deps.lifecycle = { draining: true };
    try {
      const draining = await t.app.request('/api/health/ready');
      expect(draining.status).toBe(503);
      expect((await t.app.request('/api/health')).status).toBe(503);
      expect((await t.app.request('/api/health/live')).status).toBe(200);
    } finally {
      t.deps.lifecycle = undefined;
    }
  });

  it('refuses a missing or wrong client key with 403', async () => {
    expect((await t.call('admin', '__frame_echo', { form: { n: '1' }, clientKey: null })).status).toBe(403);
    const wrong = await t.call('admin', '__frame_echo', { form: { n: '1' }, clientKey: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ status: 403, message: 'Kunci klien tidak valid' });
  });

  it('answers an unknown kode with 404 and Vary: kode', async () => {
    const res = await t.call('campaign', 'no_such_action');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Aksi tidak dikenal');
    expect(res.response.headers.get('vary')).toMatch(/kode/);
  });

  it('validates input with a 422 and field errors', async () => {
    const res = await t.call('admin', '__frame_echo', { form: { n: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ n: 'Harus angka' });
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const first = await t.call('admin', '__frame_echo', { form: { n: '7' }, idempotencyKey: 'key-12345678' });
    const second = await t.call('admin', '__frame_echo', { form: { n: '7' }, idempotencyKey: 'key-12345678' });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('hides server faults behind a generic 500', async () => {
    const res = await t.call('admin', '__frame_boom');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Terjadi kesalahan pada server, silakan coba lagi');
    expect(res.text).not.toMatch(/secret stack detail|at .*\.ts/);
  });

  it('refuses a cross-site POST', async () => {
    const res = await t.call('admin', '__frame_echo', { form: { n: '1' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('refuses an oversize body with 413', async () => {
    const res = await t.call('admin', '__frame_echo', { form: { n: '1', blob: 'x'.repeat(4 * 1024 * 1024) } });
    expect(res.status).toBe(413);
  });

  it('sends security headers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never answers /api paths with the app shell', async () => {
    const res = await t.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
