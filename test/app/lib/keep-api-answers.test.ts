import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { callApi, keepAnswersWith } from '../../../src/api/client';
import { infaqFirstPageInPage, programAnswerInPage, programBySlugInPage } from '../../../src/api/campaign';
import { provideFirstAnswers } from '../../../src/api/first-answers';
import {
  callQuery, FIRST_ANSWER_HEADERS_ID, FIRST_ANSWERS_ID, infaqFirstPage, programBySlug, readCallKey, type ReadCall,
} from '../../../src/contract/first-screen';
import { apiCacheKey } from '../../../src/lib/api-cache-key'; // the worker's own (sw/api-cache-key.ts re-exports it)
import { keepApiAnswer, keepApiRead } from '../../../src/lib/keep-api-answers';
import { API_ANSWERS_KEPT } from '../../../src/lib/api-cache-key';
import { cacheNames } from '../../../src/lib/cache-names';

// A page seen once opens offline: what it read before the worker controlled it, and the answers
// written into it by the server, go into the worker's API cache under the very key the worker
// looks up when the app makes the same read later; never an answer marked no-store.

const campaign = (n: number) => ({
  id: n, programId: `ID-${n}`, slug: `program-${n}`, header: `Program ${n}`, flyer: null, target: 1_000_000, dueDate: null, batas_tanggal: null,
  all_time: 'Y', programType: 'infaq', type: 'infaq', created_date: '2026-11-01T00:00:00.000Z', totalDonor: n, total_donasi: 10_000 * n,
  deskripsi: '<p>Deskripsi</p>', tentang: '', id_masjid: null, totalUpdates: 0, totalDisbursements: 0,
});
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, message: 'Berhasil', data, ...extra });
const MADE = 'Thu, 26 Nov 2026 10:00:00 GMT';

/** The key the worker gives the request the app's client sends for this read. */
async function workerKeyOfLaterRead(call: ReadCall): Promise<string> {
  let sent: Request | undefined;
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    sent = new Request(url, init);
    return Response.json(ok([campaign(1)]), { headers: { 'Cache-Control': 'no-cache' } });
  });
  await callApi({ controller: call.controller, kode: call.kode, query: call.query }, v.unknown());
  return apiCacheKey(sent!);
}

/** The browser's caches, as far as the writer uses them. */
function fakeStorage() {
  const entries = new Map<string, Response>();
  const opened: string[] = [];
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return {
        put: async (key: string, response: Response) => void entries.set(key, response),
        match: async (key: string) => entries.get(key)?.clone(),
      } as unknown as Cache;
    },
  };
  return { storage, entries, opened };
}

// What the page keeps, through the real keeper (lib/keep-api-answers.ts) into a stand-in cache.
let kept: Array<[string, Response]>;
beforeEach(() => {
  const { storage, entries } = fakeStorage();
  kept = [];
  keepAnswersWith((read, answer) => void keepApiRead(read, answer, { storage, worker: Promise.resolve(null) }).then(() => {
    kept.splice(0, kept.length, ...entries.entries());
  }));
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
describe('answers written into the page', () => {
  const calls = [infaqFirstPage('', undefined), programBySlug('program-1')];
  it("are kept under the key of the same read made later, with the server's Date and Cache-Control", async () => {
    history.replaceState(null, '', '/infaq');
    const answers = { [readCallKey(calls[0]!)]: ok([campaign(1)], { next_cursor: null }), [readCallKey(calls[1]!)]: ok([campaign(1)]) };
    const headers = Object.fromEntries(calls.map((call) => [readCallKey(call), { Date: MADE, 'Cache-Control': 'no-cache' }]));
    document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers)}</script>`
      + `<script type="application/json" id="${FIRST_ANSWER_HEADERS_ID}">${JSON.stringify(headers)}</script>`;
    provideFirstAnswers(undefined);
    expect(infaqFirstPageInPage('', undefined)).toBeDefined();
    expect(programBySlugInPage('program-1')).toBeDefined();
    await settle();
    expect(kept.map(([key]) => key)).toEqual([await workerKeyOfLaterRead(calls[0]!), await workerKeyOfLaterRead(calls[1]!)]);
    const [, response] = kept[1]!;
    expect(response.headers.get('Date')).toBe(MADE);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.json()).toEqual(answers[readCallKey(calls[1]!)]); // the very answer shown
  });

  it('are kept once however often the page reads them', async () => {
    history.replaceState(null, '', '/campaign/program-2');
    const call = programBySlug('program-2');
    document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify({ [readCallKey(call)]: ok([campaign(2)]) })}</script>`
      + `<script type="application/json" id="${FIRST_ANSWER_HEADERS_ID}">${JSON.stringify({ [readCallKey(call)]: { Date: MADE, 'Cache-Control': 'no-cache' } })}</script>`;
    provideFirstAnswers(undefined);
    programBySlugInPage('program-2');
    programBySlugInPage('program-2');
    await settle();
    expect(kept).toHaveLength(1);
  });

  it('are dated when the server made them, so a figure read later wins over them', () => {
    history.replaceState(null, '', '/campaign/program-4');
    const call = programBySlug('program-4');
    document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify({ [readCallKey(call)]: ok([campaign(4)]) })}</script>`
      + `<script type="application/json" id="${FIRST_ANSWER_HEADERS_ID}">${JSON.stringify({ [readCallKey(call)]: { Date: MADE, 'Cache-Control': 'no-cache' } })}</script>`;
    provideFirstAnswers(undefined);
    expect(programAnswerInPage('program-4')?.fetchedAt).toBe(Date.parse(MADE));
  });
});

describe('reads made before the worker controls the page', () => {
  const stubWorker = (controller: unknown) => vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller } });
  const serve = (cacheControl: string) => vi.stubGlobal('fetch', async () => Response.json(ok([campaign(3)]), { headers: { 'Cache-Control': cacheControl, Date: MADE } }));
  const read = () => callApi({ controller: 'campaign', kode: 'get_campaign_by_slug', query: { slug: 'program-3' } }, v.unknown());

  it('are kept by the page under the key the worker uses, with the answer shown', async () => {
    stubWorker(null);
    serve('no-cache');
    const answer = await read();
    await settle();
    const url = new URL('/api/campaign', location.origin);
    url.search = callQuery({ slug: 'program-3' }).toString();
    expect(kept.map(([key]) => key)).toEqual([apiCacheKey(new Request(url, { headers: { kode: 'get_campaign_by_slug' } }))]);
    expect((await kept[0]![1].json()).data).toEqual(answer.data);
    expect(kept[0]![1].headers.get('Date')).toBe(MADE);
  });
  it("never when the answer is one person's (no-store)", async () => {
    stubWorker(null);
    serve('no-store');
    await read();
    await settle();
    expect(kept).toEqual([]);
  });
  it('not by the page once the worker controls it: the worker keeps its own', async () => {
    stubWorker({});
    serve('no-cache');
    await read();
    await settle();
    expect(kept).toEqual([]);
  });
});

describe('the page-side cache writer', () => {
  const key = 'https://x.test/api/campaign?__kode=get_campaign_by_slug&slug=a';

  it('refuses answers marked no-store: the next person on a shared phone must not read them', async () => {
    const { storage, entries } = fakeStorage();
    const told = vi.fn();
    expect(await keepApiAnswer(key, new Response('{}', { headers: { 'Cache-Control': 'private, no-store' } }), { storage, worker: Promise.resolve({ postMessage: told }) })).toBe(false);
    expect(await keepApiAnswer(key, new Response('{}', { status: 404 }), { storage })).toBe(false);
    expect(entries.size).toBe(0);
    expect(told).not.toHaveBeenCalled();
  });

  it("refuses reads the worker never caches: the admin panel's, always fresh for the staff", async () => {
    const { storage, entries } = fakeStorage();
    expect(await keepApiRead({ url: 'https://x.test/api/admin?status=pending', kode: 'list_donations' }, new Response('{}'), { storage })).toBe(false);
    expect(entries.size).toBe(0);
  });

  it("stores the rest in the worker's API cache, dated, and tells the worker so its expiry counts them", async () => {
    const { storage, entries, opened } = fakeStorage();
    const told = vi.fn();
    expect(await keepApiAnswer(key, new Response('{"a":1}', { headers: { 'Cache-Control': 'no-cache' } }), { storage, worker: Promise.resolve({ postMessage: told }) })).toBe(true);
    expect(opened).toEqual([cacheNames.api]);
    const stored = entries.get(key)!;
    expect(await stored.text()).toBe('{"a":1}');
    expect(stored.headers.get('Cache-Control')).toBe('no-cache');
    expect(Date.now() - Date.parse(stored.headers.get('Date')!)).toBeLessThan(5_000);
    await vi.waitFor(() => expect(told).toHaveBeenCalledWith({ type: API_ANSWERS_KEPT, keys: [key] }));
  });

  it('never puts an older answer over a newer one: offline the page opens with the newest figures it saw', async () => {
    const { storage, entries } = fakeStorage();
    const answer = (body: string, date: string) => new Response(body, { headers: { 'Cache-Control': 'no-cache', Date: date } });
    // The worker cached a fresh read; the answer written into the page, made earlier, is kept after it.
    expect(await keepApiAnswer(key, answer('{"rows":5}', 'Thu, 26 Nov 2026 10:00:05 GMT'), { storage, worker: Promise.resolve(null) })).toBe(true);
    expect(await keepApiAnswer(key, answer('{"rows":0}', 'Thu, 26 Nov 2026 10:00:00 GMT'), { storage, worker: Promise.resolve(null) })).toBe(false);
    expect(await entries.get(key)!.clone().text()).toBe('{"rows":5}');
    // A later answer still replaces it.
    expect(await keepApiAnswer(key, answer('{"rows":6}', 'Thu, 26 Nov 2026 10:01:00 GMT'), { storage, worker: Promise.resolve(null) })).toBe(true);
    expect(await entries.get(key)!.clone().text()).toBe('{"rows":6}');
    // Two reads of the same second cannot be told apart: the one kept last is the one just shown.
    expect(await keepApiAnswer(key, answer('{"rows":7}', 'Thu, 26 Nov 2026 10:01:00 GMT'), { storage, worker: Promise.resolve(null) })).toBe(true);
    expect(await entries.get(key)!.clone().text()).toBe('{"rows":7}');
  });
});
