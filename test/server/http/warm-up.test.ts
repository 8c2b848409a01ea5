import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sqlDuring, type TestApp } from '../../support/test-app.ts';
import { programs } from '../../../server/db/schema.ts';
import { WARM_PATHS, warmUp } from '../../../server/http/warm-up.ts';

/*
 * The server asks itself for the first visitor's pages right after it listens (server/main.ts),
 * so the first real request after a restart finds the page rendered and kept, and reads nothing.
 */

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><p>kerangka</p></div><!--/root--></body></html>`;
const SSR_STAND_IN = `export async function renderRoute(url) { return { html: '<main data-url="' + url + '">dirender</main>' }; }`;

function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), page('shell'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'infaq.html'), page('infaq painted'));
  fs.writeFileSync(path.join(dist, 'ssr', 'prerender.js'), SSR_STAND_IN);
  return dist;
}

describe('warming the server after it listens', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    // Copies on (the test app turns them off): warming is what fills them.
    t = await createTestApp({ env: { DIST_DIR: dist, ANSWER_CACHE_MS: '60000' } });
    await t.db.insert(programs).values({ type: 'infaq', slug: 'sumur', header: 'Sumur Bor', flyer: '/flyers/sumur.svg', createdAt: t.clock.now });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders /infaq once, so the first visitor after a start reads nothing from the database', async () => {
    expect(WARM_PATHS).toContain('/infaq');
    const warmingReads = await sqlDuring(t.db, () => warmUp((p, init) => t.app.request(p, init), t.deps.log));
    expect(warmingReads.length).toBeGreaterThan(0);
    let html = '';
    const visitorReads = await sqlDuring(t.db, async () => {
      html = await (await t.app.request('/infaq')).text();
    });
    expect(visitorReads).toEqual([]);
    expect(html).toContain('<main data-url="/infaq">dirender</main>');
  });

  it('counts the pages it warmed and never throws: a failing request is logged and skipped', async () => {
    const asked: string[] = [];
    const warmed = await warmUp((p) => {
      asked.push(p);
      if (p === '/rusak') throw new Error('boom');
      return new Response('ok');
    }, t.deps.log, ['/rusak', '/']);
    expect(warmed).toBe(1);
    expect(asked).toEqual(['/rusak', '/']);
    expect(t.logs.some((l) => l.level === 'error' && l.msg === 'warm-up request failed' && l.fields?.path === '/rusak')).toBe(true);
  });
});
