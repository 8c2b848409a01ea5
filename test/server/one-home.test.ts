import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small concepts spelled once (issue 31): each has one home, and a copy written anywhere else in
 * the app, the worker or the server fails here with the file and line. The architecture test
 * keeps the layers; this keeps the words.
 */

type Concept = { name: string; spelling: RegExp; homes: readonly string[] };

const CONCEPTS: readonly Concept[] = [
  // 'Rp ' followed by a number made on the spot: money is spelled by formatRupiah alone.
  { name: 'rupiah', spelling: /Rp\s?\$\{/, homes: ['src/contract/rupiah.ts'] },
  // A date or a wall clock read in a time zone by a locale that happens to write it as wanted.
  { name: 'date or clock in a zone', spelling: /Intl\.DateTimeFormat\('en-(US|CA|GB)'/, homes: ['src/contract/zone-clock.ts'] },
  // A file handed to the browser's downloads: save-file also shares it where the phone can.
  { name: 'download of a file', spelling: /\.download = /, homes: ['src/lib/save-file.ts'] },
  // The origin the app's own links point to, and whether it is https.
  { name: 'public origin', spelling: /publicOrigin\?\.startsWith\(|req\.url\)\.origin/, homes: ['server/http/public-origin.ts'] },
  // A prayer method's name in a text: its words live beside the list of methods.
  { name: 'prayer-method label', spelling: /(['"`])[^'"`\n]*(Muslim World League|MUIS|Umm al-Qura)/, homes: ['src/contract/prayer-method-words.ts'] },
];

/** Every place a concept is spelled outside its home: `file:line (concept)`. */
function copies(files: readonly { file: string; text: string }[], concepts: readonly Concept[] = CONCEPTS): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const lines = text.split('\n');
    for (const concept of concepts) {
      if (concept.homes.includes(file)) continue;
      lines.forEach((line, i) => {
        if (concept.spelling.test(line)) found.push(`${file}:${i + 1} (${concept.name})`);
      });
    }
  }
  return found;
}

function sources(root: string, dirs: readonly string[]) {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !rel.startsWith('server/db/migrations/')) files.push({ file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') });
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

describe('one word, one home', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('the app, the worker and the server spell each concept only in its home', () => {
    const house = sources(root, ['src', 'sw', 'server']);
    expect(house.length).toBeGreaterThan(300);
    expect(copies(house)).toEqual([]);
  });

  it('names the file and line of a copy, and leaves the home alone', () => {
    const files = [
      { file: 'src/contract/rupiah.ts', text: 'return `Rp ${formatThousands(amount)}`;' },
      { file: 'server/services/receipts.ts', text: "const a = 1;\nconst t = `Donasi Rp ${amount.toLocaleString('id-ID')} untuk`;" },
      { file: 'server/services/ok.ts', text: 'const t = `Donasi ${formatRupiah(amount)} untuk`;' },
      { file: 'src/features/profile/settings-page.tsx', text: "const METHODS = [\n  { value: 'mwl', label: 'Muslim World League' },\n];" },
      { file: 'src/contract/hijri.ts', text: '// outside the tables, the Umm al-Qura calendar stands in' },
      { file: 'server/services/mosque-follows.ts', text: "const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).formatToParts(at);" },
      { file: 'src/contract/zone-clock.ts', text: "f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23' });" },
      { file: 'src/features/donation/qris-code.tsx', text: 'link.href = url;\nlink.download = name;' },
      { file: 'server/controllers/admin.ts', text: 'receipt: { origin: deps.config.publicOrigin ?? new URL(hono.req.url).origin },' },
    ];
    expect(copies(files)).toEqual([
      'server/services/receipts.ts:2 (rupiah)',
      'src/features/profile/settings-page.tsx:2 (prayer-method label)',
      'server/services/mosque-follows.ts:1 (date or clock in a zone)',
      'src/features/donation/qris-code.tsx:2 (download of a file)',
      'server/controllers/admin.ts:1 (public origin)',
    ]);
  });
});
