/*
 * What the log keeps of a server fault: one line an operator can act on. Never the query's
 * parameters (they hold people's names, numbers and prayers) and never a whole stack; the first
 * frame in our own code says where.
 */

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown; stack?: unknown };

/** The client went away mid-request (closed the socket, broke its chunked body): nobody to answer. */
export function isClientAbort(error: unknown): boolean {
  const e = error as ErrorLike | null;
  return e?.message === 'aborted' || e?.code === 'ECONNRESET' || e?.code === 'ERR_STREAM_PREMATURE_CLOSE' || e?.name === 'AbortError';
}

export function describeFault(error: unknown): Record<string, string> {
  const e = (error ?? {}) as ErrorLike;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the native tsc 7 needs this assertion where the linter's TypeScript 5.9 infers it
  const cause = (e.cause ?? null) as ErrorLike | null;
  // drizzle wraps the driver's error as "Failed query: <sql>\nparams: <values>": keep the driver's words.
  const message = String(cause?.message ?? e.message ?? error).split('\n')[0]!.slice(0, 300);
  const code = cause?.code ?? e.code;
  const at = (typeof e.stack === 'string' ? e.stack : '').split('\n').find((line) => /\/(server|src)\//.test(line) && !line.includes('node_modules'))?.trim();
  return {
    error: `${typeof e.name === 'string' ? e.name : 'Error'}: ${message}`,
    ...(typeof code === 'string' ? { code } : {}),
    ...(at ? { at: at.replace(/^at /, '').replace(/\(?(?:file:\/\/)?[^\s(]*?\/(server|src)\//, '$1/').replace(/\)$/, '') } : {}),
  };
}
