// The messages between the HTTP thread (pglite-remote.ts) and the database thread
// (pglite-worker.ts). Only what structured cloning carries crosses: no functions, so the parsers
// drizzle passes travel as the list of types to keep as text.

export type PgliteWorkerData = { dataDir: string; settings: string[] };

/** `tx` 0 runs outside any transaction; another number inside the transaction `begin` opened. */
export type PgliteRequest =
  | { id: number; op: 'query'; tx: number; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[] }
  | { id: number; op: 'exec'; tx: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression: 'gzip' | 'none' }
  | { id: number; op: 'close' };

/** PostgreSQL's error fields as plain data: `code`, `constraint`, `detail` and the rest. */
export type WireError = { name: string; message: string; fields: Record<string, string | number | undefined> };

export type PgliteReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/**
 * The fields of PostgreSQL's error (pg-protocol's DatabaseError, as PGlite throws it) that the
 * server reads or logs. Not the query, its parameters or options: they hold people's data, and
 * the caller has them anyway.
 */
const ERROR_FIELDS = ['severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine'] as const;

export function toWireError(error: unknown): WireError {
  const e = (error && typeof error === 'object' ? error : { message: String(error) }) as Record<string, unknown>;
  const fields: WireError['fields'] = {};
  for (const key of ERROR_FIELDS) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: typeof e.name === 'string' ? e.name : 'Error', message: typeof e.message === 'string' ? e.message : String(error), fields };
}

/** The error the caller sees: an Error with PostgreSQL's fields on it, as PGlite's own would have. */
export function fromWireError(wire: WireError, site?: Error): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  // Where the caller asked, not where the answer arrived: the log's `at` names the caller's line.
  if (site?.stack) error.stack = `${wire.name}: ${wire.message}\n${site.stack.split('\n').slice(1).join('\n')}`;
  return error;
}

/** The parsers for `types`, each keeping the value as PostgreSQL's text (what drizzle asks). */
export function textParsers(types: number[]): Record<number, (value: string) => string> {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

/**
 * The types a caller's parsers keep as text. drizzle's parsers are all "keep the text" (it maps
 * dates and intervals itself); any other parser cannot cross to the database thread, so it is
 * refused here rather than silently ignored.
 */
export function textTypesOf(parsers: Record<number, (value: string, type: number) => unknown> | undefined): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('2020-01-01 00:00:00+00', Number(type)) !== '2020-01-01 00:00:00+00') throw new Error(`parser for type ${type} does not keep the text: it cannot run on the database thread`);
    return Number(type);
  });
}
