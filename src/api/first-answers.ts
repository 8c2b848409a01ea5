import { FIRST_ANSWERS_ID, readCallKey, type ReadCall } from '../contract/first-screen';

/*
 * The answers the server wrote into the page it served (contract/first-screen.ts). They belong
 * to that page: once the app is on another address they are forgotten, so coming back to the
 * page later asks the server again instead of showing what it said at first.
 */

type Answers = Record<string, unknown>;
let given: { answers: Answers; page: string | null } | undefined;
let forgotten = false;

/** The page's address as the router sees it (path and query). */
const currentPage = () => `${location.pathname}${location.search}`;
/** The page's document; none in the worker, which replays calls but renders nothing. */
type PageDocument = { getElementById(id: string): { textContent: string | null } | null };
const pageDocument = () => (globalThis as { document?: PageDocument }).document;

function answers(): Answers | undefined {
  if (forgotten) return undefined;
  if (!given) {
    const element = pageDocument()?.getElementById(FIRST_ANSWERS_ID);
    if (element === undefined) return undefined;
    let parsed: unknown = null;
    try {
      parsed = element?.textContent ? JSON.parse(element.textContent) : null;
    } catch {
      parsed = null;
    }
    given = { answers: parsed && typeof parsed === 'object' ? (parsed as Answers) : {}, page: currentPage() };
  }
  if (given.page !== null && given.page !== currentPage()) {
    forgotten = true;
    given = undefined;
    return undefined;
  }
  return given.answers;
}

/** The raw answer (envelope) the page came with for this call, if any. */
export function firstAnswerOf(call: ReadCall): unknown {
  return answers()?.[readCallKey(call)];
}

/**
 * The server-side render (src/prerender.tsx) gives the answers of the page it renders, for the
 * length of one synchronous render; `undefined` takes them back.
 */
export function provideFirstAnswers(answersOfPage: Answers | undefined): void {
  given = answersOfPage ? { answers: answersOfPage, page: null } : undefined;
  forgotten = false;
}
