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
  /** Repository-relative, forward slashes: `server/services/otp.ts`. */
  file: string;
  /** Each import as written, with the repository-relative file it names (undefined for a package). */
  imports: { specifier: string; target: string | undefined }[];
  /** Whether the file reads `process.env` (any property of it, or the object itself). */
  readsEnv: boolean;
};

/**
 * Files in server/ that may read `process.env`: the config schema, and the one place that
 * hands the whole environment to a child process (vite build) rather than reading a setting.
 */
const ENV_READERS = new Set(['server/config.ts', 'server/build-if-stale.ts']);

const isPackage = (specifier: string, names: string[]) =>
  names.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every broken rule, one line each: `file: import "specifier" (why)`. */
function violations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const { file, imports, readsEnv } of files) {
    const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
    for (const { specifier, target } of imports) {
      const broken = (why: string) => found.push(`${file}: import "${specifier}" (${why})`);
      const targetFeature = target && /^src\/features\/([^/]+)\//.exec(target)?.[1];
      if (feature && targetFeature && targetFeature !== feature) broken(`feature ${feature} imports feature ${targetFeature}`);
      if (file.startsWith('server/') && target?.startsWith('src/') && !target.startsWith('src/contract/')) {
        broken('server/ imports nothing from src/ but src/contract/');
      }
      if (file.startsWith('server/services/')) {
        if (target?.startsWith('server/http/')) broken('services know nothing of HTTP: no server/http/');
        if (!target && isPackage(specifier, ['hono', '@hono'])) broken('services know nothing of HTTP: no Hono');
        if (target && ['server/controllers/', 'server/app.ts', 'server/deps.ts'].some((layer) => target.startsWith(layer))) {
          broken('services take plain inputs: no controllers, app or AppDeps');
        }
      }
      if (file.startsWith('src/') && target?.startsWith('server/')) broken('the app imports nothing from server/');
      if (file.startsWith('src/contract/') && target && !target.startsWith('src/contract/')) {
        broken('src/contract/ imports only itself and libraries');
      }
    }
    if (readsEnv && file.startsWith('server/') && !ENV_READERS.has(file)) {
      found.push(`${file}: reads process.env (environment variables are read through server/config.ts)`);
    }
  }
  return found;
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
      if (entry.isDirectory()) walk(rel);
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
  const specifiers = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : []))),
    ...module.dynamicImports.map((d) => text.slice(d.moduleRequest.start, d.moduleRequest.end)).filter((s) => /^['"]/.test(s)).map((s) => s.slice(1, -1)),
  ];
  return { file, imports: [...new Set(specifiers)].map((specifier) => importOf(file, specifier)), readsEnv: readsProcessEnv(program) };
}

describe('architecture', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('the source keeps every layering rule', () => {
    const files = sourceFiles(root, ['src', 'server']);
    expect(files.length).toBeGreaterThan(300);
    expect(violations(files)).toEqual([]);
  });

  it('reads imports, re-exports and import() calls', () => {
    const { imports } = parse('server/a.ts', "import a from './b.ts';\nexport * from '../src/c.ts';\nconst d = await import('hono');");
    expect(imports).toEqual([
      { specifier: './b.ts', target: 'server/b.ts' },
      { specifier: '../src/c.ts', target: 'src/c.ts' },
      { specifier: 'hono', target: undefined },
    ]);
  });

  it('names the file and the import of each broken rule', () => {
    const file = (name: string, imports: string[], readsEnv = false): SourceFile =>
      ({ file: name, imports: imports.map((specifier) => importOf(name, specifier)), readsEnv });
    const graph = [
      file('src/features/news/news-page.tsx', ['../campaign/campaign-card.tsx', './news-list.tsx', '../../ui/button.tsx']),
      file('server/services/otp.ts', ['../http/errors.ts', 'hono/cookie', '../deps.ts', '../../src/contract/auth.ts', 'drizzle-orm'], true),
      file('server/controllers/auth.ts', ['../../src/features/auth/login.tsx', 'hono']),
      file('src/contract/donation.ts', ['../lib/money.ts', 'valibot', './fields.ts']),
      file('src/api/client.ts', ['../../server/http/errors.ts']),
      file('server/config.ts', [], true),
    ];
    expect(violations(graph)).toEqual([
      'src/features/news/news-page.tsx: import "../campaign/campaign-card.tsx" (feature news imports feature campaign)',
          'server/services/otp.ts: import "../http/errors.ts" (services know nothing of HTTP: no server/http/)',
      'server/services/otp.ts: import "hono/cookie" (services know nothing of HTTP: no Hono)',
      'server/services/otp.ts: import "../deps.ts" (services take plain inputs: no controllers, app or AppDeps)',
      'server/services/otp.ts: reads process.env (environment variables are read through server/config.ts)',
      'server/controllers/auth.ts: import "../../src/features/auth/login.tsx" (server/ imports nothing from src/ but src/contract/)',
      'src/contract/donation.ts: import "../lib/money.ts" (src/contract/ imports only itself and libraries)',
      'src/api/client.ts: import "../../server/http/errors.ts" (the app imports nothing from server/)',
    ]);
  });

  it('sees process.env in code, not in comments or strings', () => {
    const reads = (text: string) => parse('x.ts', text).readsEnv;
    expect(reads('const port = process.env.PORT;')).toBe(true);
    expect(reads('spawn(x, { env: { ...process.env } });')).toBe(true);
    expect(reads('// process.env.PORT is read in config\nconst s = "process.env";')).toBe(false);
  });
});
