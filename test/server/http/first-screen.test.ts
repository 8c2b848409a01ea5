import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { programs } from '../../../server/db/schema.ts';
import { withFirstAnswers } from '../../../server/http/first-screen.ts';
import { FIRST_ANSWER_HEADERS_ID, FIRST_ANSWERS_ID } from '../../../src/contract/first-screen.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

/*
 * How the server fills a page in with its first screen: which answers it asks its own API for,
 * how it writes them into the page, and that anything going wrong leaves the prerendered page.
 * The build's server-side entry is stood in for by a small module that shows what it was given
 * (the real one, with the real app, is tested through the browser: test/e2e/first-screen.test.ts).
 */

const SSR_STAND_IN = `
export async function renderRoute(url, answers) {
  if (url.includes('rusak')) throw new Error('render failed at /secret/path.js');
  const headers = Object.values(answers ?? {}).flatMap((a) => a.data.map((p) => p.header));
  return { html: '<link rel="preload" as="image" href="/flyers/pertama.svg" fetchpriority="high">'
    + '<main data-url="' + url + '">' + headers.map((h) => '<h2>' + h.replace(/</g, '&lt;') + '</h2>').join('') + '</main>'
    + '<script>restoreScroll()</script>' };
}`;

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><p>kerangka</p></div><!--/root--><noscript>x</noscript></body></html>`;

/** The answers block of a page, parsed, or null when it has none. */
function answersIn(html: string): Record<string, { data: Array<{ header: string }> }> | null {
  const m = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`).exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
  fs.mkdirSync(path.join(dist, 'prerendered', 'campaign'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), page('shell'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'infaq.html'), page('infaq painted'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'campaign', '_slug.html'), page('program template'));
  fs.writeFileSync(path.join(dist, 'ssr', 'prerender.js'), SSR_STAND_IN);
  return dist;
}

async function seedPrograms(t: TestApp) {
  const at = (days: number) => new Date(t.clock.now.getTime() - days * 86_400_000);
  await t.db.insert(programs).values([
    { type: 'infaq', slug: 'lama', header: 'Lama', flyer: '/flyers/lama.svg', createdAt: at(9) },
    { type: 'infaq', slug: 'terbaru', header: 'Terbaru </script><script>alert(1)</script>', flyer: '/flyers/terbaru.svg', createdAt: at(1) },
  ]);
}

describe('a page filled in with its first screen', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ env: { DIST_DIR: dist } });
    await seedPrograms(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('writes /infaq with the answer the app would get for its first page, rendered from it', async () => {
    const html = await (await t.app.request('/infaq')).text();
    const api = (await t.call('campaign', 'get_campaign_infaq', { query: { search: '', limit: 20 } })).body;
    expect(answersIn(html)).toEqual({ 'campaign/get_campaign_infaq?limit=20&search=': api });
    expect(html).toContain('<title>infaq painted</title>');
    expect(html).toMatch(/<div id="root"><main data-url="\/infaq"><h2>Terbaru &lt;\/script>.*<\/h2><h2>Lama<\/h2><\/main><\/div><!--\/root-->/);
    expect(html).not.toContain('kerangka');
  });

  it('cannot be broken out of: no </script> inside the answers, which still read back exactly', async () => {
    const html = await (await t.app.request('/infaq')).text();
    expect(html.match(/<\/script>/gi)).toHaveLength(2); // the answers' block and their headers' block
    expect(html).not.toContain('alert(1)</script>');
    expect(answersIn(html)!['campaign/get_campaign_infaq?limit=20&search=']!.data[0]!.header).toBe('Terbaru </script><script>alert(1)</script>');
    expect(withFirstAnswers('<body></body>', { k: '<!--' })).toBe(`<body><script type="application/json" id="${FIRST_ANSWERS_ID}">{"k":"\\u003c!--"}</script></body>`);
  });

  it('writes beside each answer the headers the app keeps it with offline: when it was made, and who may keep it', async () => {
    const html = await (await t.app.request('/infaq')).text();
    const m = new RegExp(`<script type="application/json" id="${FIRST_ANSWER_HEADERS_ID}">([^<]*)</script>`).exec(html);
    const headers = JSON.parse(m![1]!) as Record<string, Record<string, string>>;
    expect(Object.keys(headers)).toEqual(['campaign/get_campaign_infaq?limit=20&search=']);
    const made = headers['campaign/get_campaign_infaq?limit=20&search=']!;
    expect(made['Cache-Control']).toBe('no-cache');
    expect(made.Date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(withFirstAnswers('<body></body>', { k: 1 }, { k: { Date: 'x' } })).toBe(
      `<body><script type="application/json" id="${FIRST_ANSWERS_ID}">{"k":1}</script><script type="application/json" id="${FIRST_ANSWER_HEADERS_ID}">{"k":{"Date":"x"}}</script></body>`,
    );
  });

  it('moves the render’s image preloads into the head and drops its inline script (the CSP runs none)', async () => {
    const html = await (await t.app.request('/infaq')).text();
    expect(html.indexOf('<link rel="preload" as="image" href="/flyers/pertama.svg"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('restoreScroll');
  });

  it('fills a program page into its route’s template, whatever comes after ?', async () => {
    for (const url of ['/campaign/lama', '/campaign/lama/', '/campaign/lama?ref=abc']) {
      const html = await (await t.app.request(url)).text();
      expect(html).toContain('<title>program template</title>');
      expect(Object.keys(answersIn(html)!)).toEqual(['campaign/get_campaign_by_slug?slug=lama']);
      expect(html).toContain('<h2>Lama</h2>');
    }
  });

  it('leaves the prerendered page when there is nothing public to fill in', async () => {
    const cases: Array<[string, string]> = [
      ['/infaq?q=lama', 'infaq painted'], // a search is another list: the app asks for it
      ['/campaign/tidak-ada', 'program template'], // 404: the app shows its own "not found"
      ['/campaign/Bad_Slug!', 'program template'],
      ['/campaign/lama/donate', 'shell'],
    ];
    for (const [url, title] of cases) {
      const res = await t.app.request(url);
      const html = await res.text();
      expect(res.status, url).toBe(200);
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(answersIn(html), url).toBeNull();
      expect(html, url).toContain('kerangka');
    }
  });

  it('serves the prerendered page when the render fails, and logs it without a stack', async () => {
    await t.db.insert(programs).values({ type: 'infaq', slug: 'rusak', header: 'Rusak', createdAt: t.clock.now });
    const res = await t.app.request('/campaign/rusak');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('kerangka');
    expect(html).not.toContain('/secret/path.js');
    const logged = t.logs.filter((l) => l.msg === 'first screen not rendered');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0]!.fields)).not.toMatch(/\n\s+at /);
  });

  it('sends the page in brotli to a browser that takes it, else gzip', async () => {
    const br = await t.app.request('/infaq', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(answersIn(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8'))).not.toBeNull();
    const gzip = await t.app.request('/infaq', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(answersIn(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8'))).not.toBeNull();
  });

  it('never serves the server-side entry itself', async () => {
    expect((await t.app.request('/ssr/prerender.js')).status).toBe(404);
  });
});

describe('rendered pages kept with the shared copies', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ env: { DIST_DIR: dist, ANSWER_CACHE_MS: '1000' } });
    await seedPrograms(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('keeps a page for the copies’ life, drops it with a write that changed something, and renders it anew after', async () => {
    expect(await (await t.app.request('/infaq')).text()).not.toContain('Baru Sekali');
    await t.db.insert(programs).values({ type: 'infaq', slug: 'baru-sekali', header: 'Baru Sekali', createdAt: t.clock.now });
    expect(await (await t.app.request('/infaq')).text()).not.toContain('Baru Sekali'); // a change behind the server's back
    t.clock.advance(1001);
    expect(await (await t.app.request('/infaq')).text()).toContain('Baru Sekali');

    await t.db.update(programs).set({ header: 'Diubah' }).where(eq(programs.slug, 'baru-sekali'));
    expect(await (await t.app.request('/infaq')).text()).toContain('Baru Sekali');
    // A refused write changed nothing: the page stays (issue 27, finding 6).
    expect((await t.call('campaign', 'toggle_like', { method: 'POST', form: { doa_id: '1', state: 'like' } })).status).toBe(401);
    expect(await (await t.app.request('/infaq')).text()).toContain('Baru Sekali');
    const { cookie } = await insertUserWithSession(t.db, t.clock.now);
    expect((await t.call('auth', 'logout', { form: {}, cookie })).status).toBe(200); // a session ended: a real change
    expect(await (await t.app.request('/infaq')).text()).toContain('Diubah');
  });

  it('6. makes one page of a program whatever comes after ?, not one per made-up query', async () => {
    t.clock.advance(1001);
    expect(await (await t.app.request('/campaign/lama')).text()).toContain('<h2>Lama</h2>');
    await t.db.update(programs).set({ header: 'Lama Diubah' }).where(eq(programs.slug, 'lama'));
    for (const url of ['/campaign/lama?x=1', `/campaign/lama?ref=${crypto.randomUUID()}`, '/campaign/lama/', '/campaign/lama?source=wa&utm=x']) {
      expect(await (await t.app.request(url)).text(), url).toContain('<h2>Lama</h2>');
    }
    t.clock.advance(1001);
    expect(await (await t.app.request('/campaign/lama?x=2')).text()).toContain('<h2>Lama Diubah</h2>');
  });
});

