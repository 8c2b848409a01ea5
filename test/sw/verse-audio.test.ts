import { describe, expect, it } from 'vitest';
import { isVerseAudioUrl, keepableVerseAudio, wholeVerseRequest } from '../../sw/verse-audio.ts';
import { cacheNames } from '../../src/lib/cache-names.ts';

const VERSE = 'https://cdn.equran.id/audio-partial/Abdullah-Al-Juhany/114001.mp3';

describe("Tilawahku's verse audio in the worker", () => {
  it('keeps single verses only, never a whole surah (those are saved on request)', () => {
    expect(isVerseAudioUrl(new URL(VERSE))).toBe(true);
    expect(isVerseAudioUrl(new URL('https://cdn.equran.id/audio-full/Abdullah-Al-Juhany/114.mp3'))).toBe(false);
    expect(cacheNames.verseAudio).not.toBe(cacheNames.audio);
  });

  it('asks the host for the whole file with CORS, whatever range the element asked for', () => {
    const asked = new Request(VERSE, { mode: 'no-cors', headers: { Range: 'bytes=100-' } });
    const sent = wholeVerseRequest(asked);
    expect(sent.url).toBe(VERSE);
    expect(sent.mode).toBe('cors');
    expect(sent.credentials).toBe('omit');
    expect(sent.headers.has('range')).toBe(false);
  });

  it('stores a complete answer with its type only; partial or failed answers are not stored', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
    const kept = keepableVerseAudio(new Response(bytes, { status: 200, headers: { 'Content-Type': 'audio/mpeg', Vary: 'Origin', 'Content-Encoding': 'identity' } }));
    expect(kept).not.toBeNull();
    expect([...kept!.headers.keys()]).toEqual(['content-type']);
    expect(keepableVerseAudio(new Response(bytes, { status: 206 }))).toBeNull();
    expect(keepableVerseAudio(new Response('gone', { status: 404 }))).toBeNull();

    // A range asked for later (offline) is cut from the kept file by the route's RangeRequestsPlugin
    // (Workbox's logger looks for the worker's `self`).
    Object.assign(globalThis, { self: globalThis });
    const { createPartialResponse } = await import('workbox-range-requests');
    const part = await createPartialResponse(new Request(VERSE, { headers: { Range: 'bytes=2-4' } }), kept!);
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 2-4/8');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([3, 4, 5]);
  });
});
