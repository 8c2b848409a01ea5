import { FIRST_ANSWER_HEADERS_ID, FIRST_ANSWERS_ID, readCallKey, type ReadCall } from '../contract/first-screen';

/*
 * The answers the server wrote into the page it served (contract/first-screen.ts). They belong
 * to that page: once the app is on another address they are forgotten, so coming back to the
 * page later asks the server again instead of showing what it said at first.
 */

type Answers = Record<string, unknown>;
type AnswerHeaders = Record<string, Record<string, string>>;
let given: { answers: Answers; headers: AnswerHeaders; page: string | null } | undefined;
let forgotten = false;

/** The page's address as the router sees it (path and query). */
const currentPage = () => `${location.pathname}${location.search}`;
/** The page's document; none in the worker, which replays calls but renders nothing. */
type PageDocument = { getElementById(id: string): { textContent: string | null } | null };
const pageDocument = () => (globalThis as { document?: PageDocument }).document;

/** A data block of the page as an object; empty when absent or unreadable. */
function readBlock(document: PageDocument, id: string): Record<string, unknown> {
  const element = document.getElementById(id);
  let parsed: unknown = null;
  try {
    parsed = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    parsed = null;
  }
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

function pageGiven(): typeof given {
  if (forgotten) return undefined;
  if (!given) {
    const document = pageDocument();
    if (document === undefined) return undefined;
    given = { answers: readBlock(document, FIRST_ANSWERS_ID), headers: readBlock(document, FIRST_ANSWER_HEADERS_ID) as AnswerHeaders, page: currentPage() };
  }
  if (given.page !== null && given.page !== currentPage()) {
    forgotten = true;
    given = undefined;
    return undefined;
  }
  return given;
}

/** The raw answer (envelope) the page came with for this call, if any. */
export function firstAnswerOf(call: ReadCall): unknown {
  return pageGiven()?.answers[readCallKey(call)];
}

/** The headers the server gave that answer (`Date`, `Cache-Control`), if the page says them. */
export function firstAnswerHeadersOf(call: ReadCall): Record<string, string> | undefined {
  const headers = pageGiven()?.headers[readCallKey(call)];
  if (!headers || typeof headers !== 'object') return undefined;
  const strings = Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return strings.length > 0 ? Object.fromEntries(strings) : undefined;
}

/**
 * The server-side render (src/prerender.tsx) gives the answers of the page it renders, for the
 * length of one synchronous render; `undefined` takes them back.
 */
export function provideFirstAnswers(answersOfPage: Answers | undefined): void {
  given = answersOfPage ? { answers: answersOfPage, headers: {}, page: null } : undefined;
  forgotten = false;
}
