import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The admin panel is for a few staff members: its files must not be in the precache every
 * visitor's worker installs (scripts/staff-only-chunks.ts). Read from the build the browser tests
 * run against.
 */
const dist = () => process.env.E2E_DIST_DIR!;

function precacheUrls(): string[] {
  const worker = fs.readFileSync(path.join(dist(), 'sw.js'), 'utf8');
  return [...worker.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]!);
}

describe('the worker precache of the build', () => {
  it('holds no admin chunk, nor the CSS only admin chunks load, nor a file that needs one', () => {
    const precached = precacheUrls();
    expect(precached.length).toBeGreaterThan(50);
    expect(precached).toContain('index.html');

    const assets = fs.readdirSync(path.join(dist(), 'assets'));
    const adminChunks = assets.filter((f) => f.startsWith('admin-') && f.endsWith('.js'));
    // The admin screens are there, named so, and loaded on use.
    for (const screen of ['admin-donasi-', 'admin-riwayat-', 'admin-program-editor-', 'admin-mosque-editor-', 'admin-maplibre-picker-']) {
      expect(adminChunks.some((f) => f.startsWith(screen)), screen).toBe(true);
    }
    expect(precached.filter((url) => url.includes('admin'))).toEqual([]);

    // The CSS the admin screens load (named beside their lazy imports) is not precached either,
    // unless a visitor's screen loads it too.
    const screenCss = { admin: new Set<string>(), visitor: new Set<string>() };
    for (const url of precached.filter((u) => u.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(dist(), url), 'utf8');
      const deps = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(source)?.[1] ?? '[]') as string[];
      for (const m of source.matchAll(/import\(`\.\/([\w-]+\.js)`\),__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
        const css = m[2]!.split(',').map((i) => deps[Number(i)]!).filter((file) => file.endsWith('.css'));
        css.forEach((file) => screenCss[m[1]!.startsWith('admin-') ? 'admin' : 'visitor'].add(file));
      }
    }
    const adminOnlyCss = [...screenCss.admin].filter((file) => !screenCss.visitor.has(file));
    expect(adminOnlyCss.length).toBeGreaterThan(0);
    for (const css of adminOnlyCss) expect(precached).not.toContain(css);

    // No precached file imports an admin chunk up front (a visitor's screen would break offline).
    for (const url of precached.filter((u) => u.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(dist(), url), 'utf8'), url).not.toMatch(/from\s*"\.\/admin-/);
    }
  });
});
