import fs from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor, type ESTree } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules the code keeps (ARCHITECTURE.md, issue 19), read from the
 * import graph of the source so that a change breaking one fails here with the file and import.
 * The parser is Vite's (oxc): TypeScript 7 ships no compiler API to JavaScript.
 */

type SourceFile = {
  /** Repository-relative, forward slashes: `server/accounts/otp.ts`. */
  file: string;
  /**
   * Each import as written, with the repository-relative file it names (undefined for a
   * package); `typeOnly` when it brings in types alone (`import type`), which load nothing.
   */
  imports: { specifier: string; target: string | undefined; typeOnly?: boolean }[];
  /** Whether the file reads `process.env` (any property of it, or the object itself). */
  readsEnv: boolean;
};

/**
 * Files in server/ that may read `process.env`: the config schema, and the one place that
 * hands the whole environment to a child process (vite build) rather than reading a setting.
 */
const ENV_READERS = new Set(['server/config.ts', 'server/build-if-stale.ts']);

const isPackage = (specifier: string, names: readonly string[]) =>
  names.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * The layers of the app, top to bottom, and which layers each may import (besides itself):
 * arrows run down only. The entry files at src/ (main, router, prerender) wire them all.
 * ui/ reads the api's one read cache (use-remote, use-cursor-list) and its error shape.
 */
const APP_LAYERS: Record<string, readonly string[]> = {
  routes: ['features', 'ui', 'lib', 'contract'],
  features: ['ui', 'lib', 'db', 'api', 'sync', 'contract'],
  ui: ['lib', 'api', 'contract'],
  sync: ['api', 'db', 'lib', 'contract'],
  api: ['lib', 'contract'],
  db: ['lib', 'contract'],
  lib: ['contract'],
  contract: [],
};

/** What the worker (sw/) and the scripts may import besides themselves, as path prefixes. */
const OUTER_LAYERS: Record<string, readonly string[]> = {
  'sw/': ['src/sync/', 'src/db/', 'src/api/', 'src/lib/', 'src/contract/'],
  // The test runner reads the known-flaky list and the browser-test helpers.
  'scripts/': ['server/', 'src/contract/', 'test/'],
};

/**
 * The packages src/contract/ may use: it runs in the app, the worker and the server alike, so
 * never React, the DOM or Node. (DOM and worker globals are kept out by tsc: the contract is
 * also compiled by the worker's and the node config, which lack the DOM library.)
 */
const CONTRACT_PACKAGES = ['valibot', 'adhan'];

const appLayerOf = (file: string) => /^src\/([^/]+)\//.exec(file)?.[1];

/**
 * The server is one folder per domain (server/<domain>/, issue 39) on three floors that stand
 * below them all. A domain's HTTP face is its *-actions.ts (kode handlers), *-action.ts (an
 * action builder) and *-routes.ts (plain routes such as webhooks); the rest is its logic.
 * The wiring at server/*.ts composes domains into the app and the process.
 */
const FLOORS = ['server/http/', 'server/db/', 'server/lib/'];
const WIRING = new Set(['server/app.ts', 'server/main.ts', 'server/dev.ts', 'server/deps.ts', 'server/api-paths.ts']);
const serverDomainOf = (file: string) => {
  const name = /^server\/([^/]+)\//.exec(file)?.[1];
  return name && !FLOORS.includes(`server/${name}/`) ? name : undefined;
};
const isHttpFace = (file: string) => /-(actions|action|routes)\.ts$/.test(file);

/**
 * Every circle between domains, one line each (`a → b → a`), counting every import, types too:
 * a domain that needs another's types and is needed by it is one concept cut in two.
 */
function domainCycles(files: readonly SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { file, imports } of files) {
    const from = serverDomainOf(file);
    if (!from) continue;
    for (const { target } of imports) {
      const to = target && serverDomainOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const graph = [...edges].map(([domain, targets]) => ({
    file: domain,
    imports: [...targets].map((t) => ({ specifier: t, target: t })),
    readsEnv: false,
  }));
  for (const domain of new Set([...edges.values()].flatMap((t) => [...t]))) {
    if (!edges.has(domain)) graph.push({ file: domain, imports: [], readsEnv: false });
  }
  return cycles(graph);
}

/** Every broken rule, one line each: `file: import "specifier" (why)`. */
function violations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const { file, imports, readsEnv } of files) {
    const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
    for (const { specifier, target, typeOnly } of imports) {
      const broken = (why: string, when = true) => { if (when) found.push(`${file}: import "${specifier}" (${why})`); };
      const targetFeature = target && /^src\/features\/([^/]+)\//.exec(target)?.[1];
      if (feature && targetFeature && targetFeature !== feature) broken(`feature ${feature} imports feature ${targetFeature}`);
      if (file.startsWith('server/') && target?.startsWith('src/') && !target.startsWith('src/contract/')) {
        broken('server/ imports nothing from src/ but src/contract/');
      }
      const home = serverDomainOf(file);
      const there = target && serverDomainOf(target);
      if (home && !isHttpFace(file)) {
        if (target?.startsWith('server/http/')) broken('a domain\'s logic knows nothing of HTTP: no server/http/ outside its *-actions.ts and *-routes.ts');
        if (!target && isPackage(specifier, ['hono', '@hono'])) broken('a domain\'s logic knows nothing of HTTP: no Hono outside its *-actions.ts and *-routes.ts');
      }
      if (home && target && WIRING.has(target)) broken('a domain takes plain inputs: no app, main or AppDeps (only its *-actions.ts may name AppDeps\' type)', !isHttpFace(file) || target !== 'server/deps.ts' || !typeOnly);
      if (there && there !== home && target !== `server/${there}/index.ts` && (file.startsWith('server/') || file.startsWith('scripts/'))) {
        broken(`outside server/${there}/ only its index.ts is used`);
      }
      if (FLOORS.some((floor) => file.startsWith(floor)) && (there || (target && WIRING.has(target) && !(target === 'server/deps.ts' && typeOnly)))) {
        broken('the floors (http, db, lib) stand below every domain: they import none');
      }
      if (file === 'server/config.ts' && there) broken('configuration types live where configuration is read: config.ts imports no domain');
      if (file.startsWith('src/') && target?.startsWith('server/')) broken('the app imports nothing from server/');
      if (file.startsWith('src/contract/') && !target && !isPackage(specifier, CONTRACT_PACKAGES)) {
        broken(`src/contract/ uses only ${CONTRACT_PACKAGES.join(', ')}`);
      }
      const from = appLayerOf(file);
      const to = target && appLayerOf(target);
      if (from && to && from !== to && APP_LAYERS[from] && !APP_LAYERS[from].includes(to)) broken(`${from}/ may not import ${to}/`);
      if (file.startsWith('src/') && target?.startsWith('sw/')) broken('the app imports nothing from sw/');
      for (const [outer, allowed] of Object.entries(OUTER_LAYERS)) {
        if (file.startsWith(outer) && target && !target.startsWith(outer) && !allowed.some((prefix) => target.startsWith(prefix))) {
          broken(`${outer} imports only ${allowed.join(', ')}`);
        }
      }
    }
    if (readsEnv && file.startsWith('server/') && !ENV_READERS.has(file)) {
      found.push(`${file}: reads process.env (environment variables are read through server/config.ts)`);
    }
  }
  return found;
}

/**
 * Every import cycle, one line each (`a → b → a`), dynamic imports included: a module that
 * loads another later still may not be loaded by it. Imports of types alone load nothing and
 * are left out.
 */
function cycles(files: readonly SourceFile[]): string[] {
  const known = new Set(files.map((f) => f.file));
  const resolve = (target: string) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => target + end).find((t) => known.has(t));
  const edges = new Map(files.map((f) => [f.file, [...new Set(f.imports.flatMap((i) => (i.target && !i.typeOnly ? [resolve(i.target)] : [])).filter((t): t is string => !!t))]]));
  // Tarjan's strongly connected components: each component of more than one file (or a file
  // importing itself) is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) found.push(cycleThrough(component.sort(), edges));
  };
  for (const file of [...known].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One path round a strongly connected component, from its first file back to it. */
function cycleThrough(component: string[], edges: Map<string, string[]>): string {
  const members = new Set(component);
  const start = component[0]!;
  const path = [start];
  const seen = new Set([start]);
  for (let at = start; ;) {
    const nexts = edges.get(at)!.filter((n) => members.has(n));
    const next = nexts.find((n) => n === start) ?? nexts.find((n) => !seen.has(n)) ?? start;
    path.push(next);
    if (next === start) return path.join(' → ');
    seen.add(next);
    at = next;
  }
}

function readsProcessEnv(program: ESTree.Program): boolean {
  let reads = false;
  new Visitor({
    MemberExpression(node) {
      const { object, property } = node;
      if (object.type === 'Identifier' && object.name === 'process' && property.type === 'Identifier' && property.name === 'env') reads = true;
    },
  }).visit(program);
  return reads;
}

function sourceFiles(root: string, dirs: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel);
      }
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(parse(rel, fs.readFileSync(path.join(root, rel), 'utf8')));
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

function importOf(file: string, specifier: string) {
  return { specifier, target: specifier.startsWith('.') ? path.posix.join(path.posix.dirname(file), specifier) : undefined };
}

function parse(file: string, text: string): SourceFile {
  const { module, program, errors } = parseSync(file, text);
  if (errors[0]) throw new Error(`${file}: ${errors[0].message}`);
  // Imports, re-exports and import() of a literal alike.
  const typeOnly = new Set(module.staticImports.filter((i) => i.entries.length > 0 && i.entries.every((e) => e.isType)).map((i) => i.moduleRequest.value));
  const valueImports = new Set(module.staticImports.filter((i) => !(i.entries.length > 0 && i.entries.every((e) => e.isType))).map((i) => i.moduleRequest.value));
  const specifiers = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : []))),
    ...module.dynamicImports.map((d) => text.slice(d.moduleRequest.start, d.moduleRequest.end)).filter((s) => /^['"]/.test(s)).map((s) => s.slice(1, -1)),
  ];
  const imports = [...new Set(specifiers)].map((specifier) => ({ ...importOf(file, specifier), ...(typeOnly.has(specifier) && !valueImports.has(specifier) ? { typeOnly: true } : {}) }));
  return { file, imports, readsEnv: readsProcessEnv(program) };
}

/**
 * App tests that cover several modules of a feature together, so no one module names them: the
 * prayer calendar's three views and the murottal page's search, addresses and player.
 */
const APP_TESTS_OF_SEVERAL_MODULES = new Set(['test/app/features/prayer/calendar.test.ts', 'test/app/features/quran/murottal.test.ts']);

/**
 * App tests whose path does not mirror a module's (test/app/<path>.test.ts beside src/<path>.ts
 * or .tsx), one line each, so a test follows its module when the module moves.
 */
function driftedTests(tests: readonly string[], sources: ReadonlySet<string>): string[] {
  return tests.filter((test) => {
    if (APP_TESTS_OF_SEVERAL_MODULES.has(test)) return false;
    const module = test.replace(/^test\/app\//, 'src/').replace(/\.test\.tsx?$/, '');
    return !sources.has(`${module}.ts`) && !sources.has(`${module}.tsx`);
  }).map((test) => `${test}: no ${test.replace(/^test\/app\//, 'src/').replace(/\.test\.tsx?$/, '')}.ts(x) beside it`);
}

function filesUnder(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('architecture', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  const house = sourceFiles(root, ['src', 'server', 'sw', 'scripts']);

  it('the source keeps every layering rule', () => {
    expect(house.length).toBeGreaterThan(300);
    expect(violations(house)).toEqual([]);
  });

  it('each app test sits where its module sits', () => {
    const tests = filesUnder(root, 'test/app').filter((f) => /\.test\.tsx?$/.test(f));
    expect(tests.length).toBeGreaterThan(80);
    expect(driftedTests(tests, new Set(filesUnder(root, 'src')))).toEqual([]);
    expect(driftedTests(['test/app/lib/rupiah.test.ts', 'test/app/features/dzikir/data.test.ts', 'test/app/ui/otp-input.test.tsx'], new Set(['src/lib/rupiah.ts', 'src/ui/otp-input.tsx', 'src/features/dzikir/dzikir-data.ts'])))
      .toEqual(['test/app/features/dzikir/data.test.ts: no src/features/dzikir/data.ts(x) beside it']);
  });

  it('no module imports itself round a circle', () => {
    expect(cycles(house)).toEqual([]);
  });

  it('lays the server out by domain, each with an index.ts, and no circle between domains', () => {
    const domains = fs.readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !FLOORS.includes(`server/${e.name}/`)).map((e) => e.name);
    expect(domains.length).toBeGreaterThanOrEqual(12);
    expect(domains.filter((d) => !fs.existsSync(path.join(root, 'server', d, 'index.ts')))).toEqual([]);
    expect(fs.existsSync(path.join(root, 'server/services')) || fs.existsSync(path.join(root, 'server/controllers'))).toBe(false);
    expect(domainCycles(house)).toEqual([]);
  });

  it('fails a domain reaching into another\'s insides, a floor reaching up, HTTP in a domain\'s logic, and a circle of domains', () => {
    const file = (name: string, imports: string[], typeOnly: string[] = []): SourceFile => ({
      file: name,
      imports: [...imports.map((s) => importOf(name, s)), ...typeOnly.map((s) => ({ ...importOf(name, s), typeOnly: true }))],
      readsEnv: false,
    });
    const graph = [
      file('server/mosques/times.ts', ['../programs/programs.ts', '../programs/index.ts', '../lib/paging.ts', '../db/schema.ts', './pages.ts']),
      file('server/mosques/masjid-actions.ts', ['../http/controller.ts', 'hono', '../accounts/index.ts'], ['../deps.ts']),
      file('server/mosques/pages.ts', ['../http/errors.ts', 'hono/cookie', '../deps.ts']),
      file('server/programs/doas.ts', ['../mosques/index.ts']),
      file('server/lib/rate-limit.ts', ['../accounts/index.ts', '../db/client.ts']),
      file('server/http/controller.ts', ['../lib/sessions.ts', '../app.ts'], ['../deps.ts']),
      file('server/config.ts', ['../src/contract/fields.ts', './payments/index.ts']),
      file('scripts/make-admin.ts', ['../server/accounts/network-admins.ts', '../server/upkeep/index.ts']),
      file('server/main.ts', ['./donations/expiry.ts', './donations/index.ts']),
    ];
    expect(violations(graph)).toEqual([
      'server/mosques/times.ts: import "../programs/programs.ts" (outside server/programs/ only its index.ts is used)',
      'server/mosques/pages.ts: import "../http/errors.ts" (a domain\'s logic knows nothing of HTTP: no server/http/ outside its *-actions.ts and *-routes.ts)',
      'server/mosques/pages.ts: import "hono/cookie" (a domain\'s logic knows nothing of HTTP: no Hono outside its *-actions.ts and *-routes.ts)',
      'server/mosques/pages.ts: import "../deps.ts" (a domain takes plain inputs: no app, main or AppDeps (only its *-actions.ts may name AppDeps\' type))',
      'server/lib/rate-limit.ts: import "../accounts/index.ts" (the floors (http, db, lib) stand below every domain: they import none)',
      'server/http/controller.ts: import "../app.ts" (the floors (http, db, lib) stand below every domain: they import none)',
      'server/config.ts: import "./payments/index.ts" (configuration types live where configuration is read: config.ts imports no domain)',
      'scripts/make-admin.ts: import "../server/accounts/network-admins.ts" (outside server/accounts/ only its index.ts is used)',
      'server/main.ts: import "./donations/expiry.ts" (outside server/donations/ only its index.ts is used)',
    ]);
    expect(domainCycles(graph)).toEqual(['mosques → programs → mosques']);
    expect(domainCycles(graph.filter((f) => f.file !== 'server/programs/doas.ts'))).toEqual([]);
  });

  it('reads imports, re-exports and import() calls', () => {
    const { imports } = parse('server/a.ts', "import a from './b.ts';\nexport * from '../src/c.ts';\nconst d = await import('hono');\nimport type { E } from './e.ts';\nimport { type F } from './f.ts';");
    expect(imports).toEqual([
      { specifier: './b.ts', target: 'server/b.ts' },
      { specifier: './e.ts', target: 'server/e.ts', typeOnly: true },
      { specifier: './f.ts', target: 'server/f.ts', typeOnly: true },
      { specifier: '../src/c.ts', target: 'src/c.ts' },
      { specifier: 'hono', target: undefined },
    ]);
  });

  it('names the file and the import of each broken rule', () => {
    const file = (name: string, imports: string[], readsEnv = false): SourceFile =>
      ({ file: name, imports: imports.map((specifier) => importOf(name, specifier)), readsEnv });
    const graph = [
      file('src/features/news/news-page.tsx', ['../campaign/campaign-card.tsx', './news-list.tsx', '../../ui/button.tsx']),
      file('server/accounts/otp.ts', ['../http/errors.ts', 'hono/cookie', '../deps.ts', '../../src/contract/auth.ts', 'drizzle-orm'], true),
      file('server/accounts/auth-actions.ts', ['../../src/features/auth/login.tsx', 'hono']),
      file('src/contract/donation.ts', ['../lib/money.ts', 'valibot', './fields.ts']),
      file('src/api/client.ts', ['../../server/http/errors.ts']),
      file('server/config.ts', [], true),
    ];
    expect(violations(graph)).toEqual([
      'src/features/news/news-page.tsx: import "../campaign/campaign-card.tsx" (feature news imports feature campaign)',
      'server/accounts/otp.ts: import "../http/errors.ts" (a domain\'s logic knows nothing of HTTP: no server/http/ outside its *-actions.ts and *-routes.ts)',
      'server/accounts/otp.ts: import "hono/cookie" (a domain\'s logic knows nothing of HTTP: no Hono outside its *-actions.ts and *-routes.ts)',
      'server/accounts/otp.ts: import "../deps.ts" (a domain takes plain inputs: no app, main or AppDeps (only its *-actions.ts may name AppDeps\' type))',
      'server/accounts/otp.ts: reads process.env (environment variables are read through server/config.ts)',
      'server/accounts/auth-actions.ts: import "../../src/features/auth/login.tsx" (server/ imports nothing from src/ but src/contract/)',
      'src/contract/donation.ts: import "../lib/money.ts" (contract/ may not import lib/)',
      'src/api/client.ts: import "../../server/http/errors.ts" (the app imports nothing from server/)',
    ]);
  });

  it('fails a back arrow between layers, a worker or script reaching too far, and a package the contract may not use', () => {
    const file = (name: string, imports: string[]): SourceFile => ({ file: name, imports: imports.map((specifier) => importOf(name, specifier)), readsEnv: false });
    const graph = [
      file('src/lib/form-errors.ts', ['../api/client', './rupiah', '../contract/fields', 'valibot']),
      file('src/routes/index.tsx', ['../db/device-data-mark', '../features/home/home-page', '../ui/page-layout']),
      file('src/ui/toast.tsx', ['../features/pesan/inbox']),
      file('src/db/kv.ts', ['../sync/outbox']),
      file('src/contract/clock.ts', ['react', 'node:crypto', 'valibot', 'adhan']),
      file('src/api/client.ts', ['../../sw/routes.ts']),
      file('sw/sw.ts', ['../src/features/pesan/inbox.ts', '../src/sync/outbox.ts', 'workbox-routing']),
      file('scripts/x.ts', ['../src/lib/rupiah.ts', '../server/app.ts', '../test/e2e/known-flaky.ts']),
    ];
    expect(violations(graph)).toEqual([
      'src/lib/form-errors.ts: import "../api/client" (lib/ may not import api/)',
      'src/routes/index.tsx: import "../db/device-data-mark" (routes/ may not import db/)',
      'src/ui/toast.tsx: import "../features/pesan/inbox" (ui/ may not import features/)',
      'src/db/kv.ts: import "../sync/outbox" (db/ may not import sync/)',
      'src/contract/clock.ts: import "react" (src/contract/ uses only valibot, adhan)',
      'src/contract/clock.ts: import "node:crypto" (src/contract/ uses only valibot, adhan)',
      'src/api/client.ts: import "../../sw/routes.ts" (the app imports nothing from sw/)',
      'sw/sw.ts: import "../src/features/pesan/inbox.ts" (sw/ imports only src/sync/, src/db/, src/api/, src/lib/, src/contract/)',
      'scripts/x.ts: import "../src/lib/rupiah.ts" (scripts/ imports only server/, src/contract/, test/)',
    ]);
  });

  it('finds a cycle, through extensionless and dynamic imports alike', () => {
    const { imports: dynamic } = parse('src/db/use-settings.ts', "const load = () => import('./settings');");
    const graph: SourceFile[] = [
      { file: 'src/db/settings.ts', imports: [importOf('src/db/settings.ts', './use-settings'), importOf('src/db/settings.ts', './kv.ts')], readsEnv: false },
      { file: 'src/db/use-settings.ts', imports: dynamic, readsEnv: false },
      { file: 'src/db/kv.ts', imports: [], readsEnv: false },
      { file: 'src/lib/a.ts', imports: [importOf('src/lib/a.ts', './b.ts')], readsEnv: false },
      { file: 'src/lib/b.ts', imports: [importOf('src/lib/b.ts', './c.ts')], readsEnv: false },
      { file: 'src/lib/c.ts', imports: [importOf('src/lib/c.ts', './a.ts')], readsEnv: false },
    ];
    expect(cycles(graph)).toEqual([
      'src/db/settings.ts → src/db/use-settings.ts → src/db/settings.ts',
      'src/lib/a.ts → src/lib/b.ts → src/lib/c.ts → src/lib/a.ts',
    ]);
    expect(cycles(graph.filter((f) => f.file !== 'src/db/use-settings.ts'))).toEqual(['src/lib/a.ts → src/lib/b.ts → src/lib/c.ts → src/lib/a.ts']);
    const typesOnly = parse('src/lib/c.ts', "import type { A } from './a.ts';").imports;
    expect(cycles(graph.map((f) => (f.file === 'src/lib/c.ts' ? { ...f, imports: typesOnly } : f)))).toEqual([
      'src/db/settings.ts → src/db/use-settings.ts → src/db/settings.ts',
    ]);
  });

  it('sees process.env in code, not in comments or strings', () => {
    const reads = (text: string) => parse('x.ts', text).readsEnv;
    expect(reads('const port = process.env.PORT;')).toBe(true);
    expect(reads('spawn(x, { env: { ...process.env } });')).toBe(true);
    expect(reads('// process.env.PORT is read in config\nconst s = "process.env";')).toBe(false);
  });
});
