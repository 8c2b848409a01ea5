import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import {
  callQuery, FIRST_ANSWER_HEADERS_ID, FIRST_ANSWERS_ID, firstScreenCalls, KEPT_ANSWER_HEADERS, readCallKey, type ReadCall,
} from '../../src/contract/first-screen.ts';
import { SSR_DIR, SSR_ENTRY, withAppMarkup } from '../../src/contract/prerendered.ts';
import type { Logger } from '../lib/logger.ts';
import type { AnswerCache } from './answer-cache.ts';
import { describeFault } from './faults.ts';

/*
 * A first visit from a shared link should paint the program, not a skeleton waiting for the
 * JavaScript and then for the API. For the pages that have them (contract/first-screen.ts), the
 * server asks its own API for the public answers the first screen needs, renders the page with
 * the app's own components (the build's server-side entry, src/prerender.tsx), and writes the
 * answers into the page, so the app starts with exactly what is painted instead of asking again.
 * Anything missing (no answer, a 404, no server-side entry in the build) leaves the prerendered
 * page as it is: the app then asks for itself, as it always could.
 */

/**
 * A page's HTML filled with its first screen, or undefined when there is nothing to fill. `page`
 * reads the prerendered page, only for the few paths that have a first screen.
 */
export type FirstScreen = (urlPath: string, search: string, page: () => string) => Promise<string | undefined>;

/** A GET to this app's own API (path with query, headers), as `app.request` answers it. */
export type AskApi = (path: string, headers: Record<string, string>) => Promise<{ status: number; headers: { get(name: string): string | null }; json(): Promise<unknown> }>;

/** An answer and the headers the app keeps it with in the worker's cache (KEPT_ANSWER_HEADERS). */
type Answered = { envelope: unknown; headers: Record<string, string> };

type Ssr = { renderRoute(url: string, answers?: Record<string, unknown>): Promise<{ html: string }> };

/** JSON safe inside <script>: no "</script>" or "<!--" can end or bend the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its answers in a data block just before </body> (not a script: the CSP runs none
 * inline), and beside it their headers by the same keys.
 */
export function withFirstAnswers(page: string, answers: Record<string, unknown>, headers: Record<string, Record<string, string>> = {}): string {
  const at = page.lastIndexOf('</body>');
  if (at < 0) return page;
  const block = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
  const headerBlock = Object.keys(headers).length > 0 ? block(FIRST_ANSWER_HEADERS_ID, headers) : '';
  return `${page.slice(0, at)}${block(FIRST_ANSWERS_ID, answers)}${headerBlock}${page.slice(at)}`;
}

/** The call's URL as the app's client writes it, so both share one copy (http/answer-cache.ts). */
const apiPath = (call: ReadCall) => `/api/${call.controller}?${callQuery(call.query).toString()}`;

/**
 * `copies`: the shared copies of public answers (http/answer-cache.ts), which also keep the
 * rendered pages for their short life; dropped with them by any write.
 */
export function firstScreenPages(distDir: string, ask: AskApi, log: Logger, copies?: { cache: AnswerCache; clock: () => Date }): FirstScreen {
  const entryFile = path.join(path.resolve(distDir), SSR_DIR, SSR_ENTRY);
  let loaded: { version: string; ssr: Promise<Ssr | undefined> } | undefined;
  /**
   * The build's entry, imported once. Its chunks import the entry back by its plain URL, so it
   * cannot be imported again under another: after a rebuild under a running server its markup
   * may no longer match the new styles, and pages stay prerendered until the next start.
   */
  const ssr = (): Promise<Ssr | undefined> => {
    let version: string;
    try {
      const stat = fs.statSync(entryFile);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return Promise.resolve(undefined); // a build without it (or none yet): pages stay prerendered
    }
    if (!loaded) {
      const ssrModule = import(pathToFileURL(entryFile).href).then(
        (m: Ssr) => m,
        (error: unknown) => {
          log.error('server-side render unavailable', describeFault(error));
          return undefined;
        },
      );
      loaded = { version, ssr: ssrModule };
    }
    return loaded.version === version ? loaded.ssr : Promise.resolve(undefined);
  };

  const answerOf = async (call: ReadCall): Promise<Answered | undefined> => {
    const res = await ask(apiPath(call), { [KODE_HEADER]: call.kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, Accept: 'application/json' });
    if (res.status !== 200) return undefined;
    const headers: Record<string, string> = {};
    for (const name of KEPT_ANSWER_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    // The moment of the answer, when the API did not say it (app.request adds no Date): its age offline.
    headers.Date ??= (copies?.clock() ?? new Date()).toUTCString();
    return { envelope: await res.json(), headers };
  };

  return async (urlPath, search, page) => {
    const calls = firstScreenCalls(urlPath, search);
    if (calls.length === 0) return undefined;
    // The page is made from its path and its first screen's calls only: whatever else comes after
    // ? (a fundraiser's ?ref=, a made-up parameter) changes nothing painted, so it neither reaches
    // the render nor makes a copy of its own (a unique query once forced a render per request).
    const copyKey = `page ${urlPath.replace(/\/+$/, '')} ${calls.map(readCallKey).join(' ')}`;
    const copy = copies?.cache.get(copyKey, copies.clock());
    if (copy !== undefined) return copy;
    // A page made from answers read before a write finished is not kept (answer-cache.ts).
    const epoch = copies?.cache.epoch;
    try {
      const renderer = await ssr();
      if (!renderer) return undefined;
      const answered = await Promise.all(calls.map(answerOf));
      if (answered.some((a) => a === undefined)) return undefined;
      const answers = Object.fromEntries(calls.map((call, i) => [readCallKey(call), answered[i]!.envelope]));
      const headers = Object.fromEntries(calls.map((call, i) => [readCallKey(call), answered[i]!.headers]));
      const { html } = await renderer.renderRoute(urlPath, answers);
      const filled = withFirstAnswers(withAppMarkup(page(), html), answers, headers);
      copies?.cache.set(copyKey, filled, copies.clock(), epoch);
      return filled;
    } catch (error) {
      // The prerendered page still works: a fault here costs the head start, never the page.
      log.error('first screen not rendered', { path: urlPath, ...describeFault(error) });
      return undefined;
    }
  };
}
