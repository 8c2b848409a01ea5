/*
 * One cache for the app's reads. Every screen that reads (a single answer, a polled answer, a
 * list a page at a time) goes through an entry here, keyed by the contract's readCallKey for
 * public reads, so two screens asking the same thing share one request and one answer, and the
 * answers the page came with (first-screen answers) are simply entries seeded before anyone asks.
 *
 * Each entry knows when its data was made (`fetchedAt`) and whether the device's cache served it
 * (`fromDevice`), so a screen can say how old what it shows is. A device-cache answer older than
 * the one held never replaces it: offline, the newest thing seen stays.
 *
 * Programs appear in many answers (the home carousel, the infaq list, a program's page); every
 * answer holding programs feeds a per-program index of their newest figures, and screens read
 * programs through it, so two pages never show two collected amounts for one program.
 *
 * A small store read through useSyncExternalStore rather than @tanstack/react-query: the first
 * screen's JS budget has no room for a query library, and the router's loaders would move every
 * read into route files other engineers own.
 */

/** What a screen shows and how old it is. */
export type Read<T> = {
  data: T;
  /** Epoch ms the answer was made: now for a network answer, the cached answer's Date for the device's. */
  fetchedAt: number;
  /** The worker answered from its cache because the network failed. */
  fromDevice: boolean;
  /** A list read a page at a time: the cursor of the next page, null after the last one. */
  nextCursor?: string | null;
};

/** An entry as screens see it; a new object on every change (useSyncExternalStore compares by identity). */
export type EntryState<T> = { read?: Read<T>; loading: boolean };

type Loader<T> = (signal: AbortSignal) => Promise<Read<T>>;
type InFlight = { promise: Promise<Read<unknown>>; controller: AbortController; waiters: number };
type Entry = {
  state: EntryState<unknown>;
  listeners: Set<() => void>;
  inFlight?: InFlight;
  /** Public reads stay after their last screen leaves; personal or staff reads go with it. */
  keep: boolean;
  /** Kept, yet marked for the person signed in (their amens on a public list): forgotten when they sign out. */
  personal: boolean;
};

const IDLE: EntryState<never> = { loading: false };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: IDLE, listeners: new Set(), keep: false, personal: false };
    entries.set(key, entry);
  }
  return entry;
}

function change(entry: Entry, next: Partial<EntryState<unknown>>): void {
  entry.state = { ...entry.state, ...next };
  for (const listener of [...entry.listeners]) listener();
  if (next.read) noteFigures(next.read);
}

export function readState<T>(key: string): EntryState<T> {
  return (entries.get(key)?.state ?? IDLE) as EntryState<T>;
}

/**
 * Follows an entry. `keep` marks a public read that outlives its screens (coming back to a page
 * shows what was seen at once); an entry nobody follows and nobody keeps is dropped, so a
 * signed-in person's data does not stay behind the screen that showed it.
 */
export function subscribeRead(key: string, listener: () => void, keep = false, personal = false): () => void {
  const entry = entryOf(key);
  entry.keep ||= keep;
  entry.personal ||= personal;
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    dropIfIdle(key, entry);
  };
}

function dropIfIdle(key: string, entry: Entry): void {
  if (entry.listeners.size === 0 && !entry.keep && !entry.inFlight && entries.get(key) === entry) entries.delete(key);
}

/**
 * Whether `incoming` may replace `held`: a network answer always may (it is the newest there
 * is); an answer from the device's cache only when it is newer than what is held.
 */
export function replaces(incoming: Read<unknown>, held: Read<unknown> | undefined): boolean {
  return !held || !incoming.fromDevice || incoming.fetchedAt > held.fetchedAt;
}

/** Puts an answer in the cache under the rule above; true when it was taken. */
export function putRead<T>(key: string, read: Read<T>): boolean {
  const entry = entryOf(key);
  if (!replaces(read, entry.state.read)) return false;
  change(entry, { read });
  return true;
}

/**
 * An answer already at hand (one the page came with): taken only when the entry holds none.
 * Quietly: it is seeded while a screen renders, when telling other screens would be an update
 * during render; they have no data yet and take the next change.
 */
export function seedRead<T>(key: string, read: Read<T> | undefined): boolean {
  if (!read) return false;
  const entry = entryOf(key);
  entry.keep = true;
  if (entry.state.read) return false;
  entry.state = { ...entry.state, read };
  noteFigures(read);
  return true;
}

/** An API answer (api/client.ts) as a Read; a device answer of unknown age counts as the oldest. */
export function readOfAnswer<T>(answer: { data: T; fetchedAt?: number; fromDeviceCache?: true; nextCursor?: string | null }): Read<T> {
  const read: Read<T> = { data: answer.data, fetchedAt: answer.fetchedAt ?? (answer.fromDeviceCache ? 0 : Date.now()), fromDevice: answer.fromDeviceCache === true };
  if (answer.nextCursor !== undefined) read.nextCursor = answer.nextCursor;
  return read;
}

/** How an answer joins what the entry holds: a polled window laid over the rows read before it. */
export type Combine<T> = (incoming: Read<T>, held: Read<T> | undefined) => Read<T>;

export type FetchOptions<T> = {
  /** Only an answer to a request that starts after this call will do (what changed may postdate one in flight). */
  after?: boolean;
  combine?: Combine<T>;
};

/**
 * Asks for an entry's data. Callers of the same key while a request is out share it; the
 * request is aborted only when every caller's signal has given up on it (a newer search aborts
 * the older one, whose screen alone was waiting). The answer lands in the entry (see `replaces`,
 * then `combine` with what is held) and the entry's data is returned; a caller that gave up
 * ignores it.
 */
export function fetchRead<T>(key: string, load: Loader<T>, signal?: AbortSignal, options: FetchOptions<T> = {}): Promise<Read<T>> {
  const entry = entryOf(key);
  const before = entry.inFlight;
  if (options.after && before) {
    // Wait for the request already out, then ask again unless another one started meanwhile.
    return before.promise.catch(() => undefined).then(() => fetchRead(key, load, signal, { combine: options.combine }));
  }
  let flight = before;
  if (!flight) {
    const controller = new AbortController();
    const done = () => {
      if (entry.inFlight === flight) entry.inFlight = undefined;
      queueMicrotask(() => dropIfIdle(key, entry));
    };
    const promise = load(controller.signal).then((incoming) => {
      done();
      if (controller.signal.aborted) return incoming;
      const held = entry.state.read as Read<T> | undefined;
      const taken = replaces(incoming, held);
      const read = taken && options.combine ? options.combine(incoming, held) : incoming;
      change(entry, taken ? { read, loading: false } : { loading: false });
      return taken ? read : (entry.state.read ?? read);
    }, (error: unknown) => {
      done();
      if (!controller.signal.aborted) change(entry, { loading: false });
      throw error;
    });
    flight = { promise, controller, waiters: 0 };
    entry.inFlight = flight;
    change(entry, { loading: true });
  }
  const shared = flight;
  shared.waiters += 1;
  if (signal) {
    const giveUp = () => {
      if (--shared.waiters > 0 || entry.inFlight !== shared) return;
      entry.inFlight = undefined;
      shared.controller.abort();
      change(entry, { loading: false });
      dropIfIdle(key, entry);
    };
    signal.addEventListener('abort', giveUp, { once: true });
    // A poll's signal lives as long as its screen: left on it, each request's listener (and the
    // answer it holds) would pile up, one per poll, for as long as the screen stays open.
    const settled = () => signal.removeEventListener('abort', giveUp);
    shared.promise.then(settled, settled);
  }
  return shared.promise as Promise<Read<T>>;
}

/** Changes an entry's data in place (a list that grew by a page, an optimistic change). */
export function updateRead<T>(key: string, update: (read: Read<T>) => Read<T>): void {
  const entry = entries.get(key);
  const held = entry?.state.read as Read<T> | undefined;
  if (!entry || !held) return;
  change(entry, { read: update(held) });
}

/**
 * Forgets what was read for the person signed in (signing out): their entries are emptied in
 * place, so a screen still showing one reads it again, as whoever is there now. Public reads stay:
 * a form open offline keeps its program.
 */
export function forgetPersonalReads(): void {
  for (const entry of entries.values()) {
    if (!entry.personal || !entry.state.read) continue;
    entry.inFlight?.controller.abort();
    entry.inFlight = undefined;
    change(entry, { read: undefined, loading: false });
  }
}

/** Forgets every entry (tests; the prerender between pages). */
export function clearReadCache(): void {
  entries.clear();
  figures.clear();
  figuresVersion += 1;
  for (const listener of [...figureListeners]) listener();
}

/* ---- The newest figures of each program ---- */

/** What a program's card and page show about its money; the rest of a program does not move. */
export type ProgramFigures = { total_donasi: number; totalDonor: number };
type HeldFigures = ProgramFigures & { fetchedAt: number };
type ProgramLike = { programId: string } & ProgramFigures;

const figures = new Map<string, HeldFigures>();
const figureListeners = new Set<() => void>();
let figuresVersion = 0;

/** A row that carries a program inside it (a mosque placed on the list with its distance: `{ mosque }`). */
type Wrapped = { mosque: ProgramLike };
const isWrapped = (x: unknown): x is Wrapped => typeof x === 'object' && x !== null && isProgram((x as { mosque?: unknown }).mosque);
const programIn = (x: unknown): ProgramLike | undefined => (isProgram(x) ? x : isWrapped(x) ? x.mosque : undefined);

const isProgram = (x: unknown): x is ProgramLike =>
  typeof x === 'object' && x !== null
  && typeof (x as ProgramLike).programId === 'string'
  && typeof (x as ProgramLike).total_donasi === 'number'
  && typeof (x as ProgramLike).totalDonor === 'number';

function noteFigures(read: Read<unknown>): void {
  const data = listItems(read.data) ?? read.data;
  const programs = (Array.isArray(data) ? data : [data]).map(programIn).filter((p) => p !== undefined);
  let changed = false;
  for (const p of programs) {
    const held = figures.get(p.programId);
    // The later answer wins; on a tie, a network answer over the device's.
    if (held && held.fetchedAt > read.fetchedAt) continue;
    if (held && held.fetchedAt === read.fetchedAt && read.fromDevice) continue;
    if (held && held.total_donasi === p.total_donasi && held.totalDonor === p.totalDonor) {
      held.fetchedAt = read.fetchedAt;
      continue;
    }
    figures.set(p.programId, { total_donasi: p.total_donasi, totalDonor: p.totalDonor, fetchedAt: read.fetchedAt });
    changed = true;
  }
  if (changed) {
    figuresVersion += 1;
    for (const listener of [...figureListeners]) listener();
  }
}

/** The newest figures known for a program, if any answer held it. */
export function newestFigures(programId: string): ProgramFigures | undefined {
  return figures.get(programId);
}

/** A program with the newest figures known for it; the same object when nothing is newer. */
export function withNewestFigures<P extends ProgramLike>(program: P): P {
  const held = figures.get(program.programId);
  if (!held || (held.total_donasi === program.total_donasi && held.totalDonor === program.totalDonor)) return program;
  return { ...program, total_donasi: held.total_donasi, totalDonor: held.totalDonor };
}

/** A list read a page at a time keeps its rows as `{ items }` (see ui/use-cursor-list.ts). */
const listItems = (data: unknown): unknown[] | undefined =>
  typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items) ? (data as { items: unknown[] }).items : undefined;

/** Programs in any data (one, a list, or a paged list's items) with their newest figures; other data as it is. */
export function dataWithNewestFigures<T>(data: T): T {
  const items = listItems(data);
  if (items) {
    const fresh = dataWithNewestFigures(items);
    return (fresh === items ? data : { ...data, items: fresh });
  }
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      if (isWrapped(item)) {
        const mosque = withNewestFigures(item.mosque);
        if (mosque === item.mosque) return item;
        changed = true;
        return { ...item, mosque };
      }
      if (!isProgram(item)) return item;
      const fresh = withNewestFigures(item);
      changed ||= fresh !== item;
      return fresh;
    });
    return (changed ? next : data) as T;
  }
  return (isProgram(data) ? withNewestFigures(data) : data);
}

export function subscribeFigures(listener: () => void): () => void {
  figureListeners.add(listener);
  return () => figureListeners.delete(listener);
}

/** Changes whenever a program's newest figures change (a snapshot for useSyncExternalStore). */
export const figuresSnapshot = () => figuresVersion;
