import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { themeBootScript } from '../../../src/contract/theme.ts';

describe('CSP and the theme head script', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows exactly the theme script by its hash, and no other inline script', async () => {
    const res = await t.app.request('/');
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
    // A script edited by one character would no longer run: the hash is of this text.
    expect(createHash('sha256').update(`${themeBootScript} `).digest('base64')).not.toBe(hash.slice(8, -1));
  });
});
