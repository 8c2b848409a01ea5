/*
 * Writes src/contract/hijri-table.ts: the month lengths of 1440–1500 H by Kemenag's MABIMS criteria
 * (scripts/hijri-mabims.ts). Precomputed so that the app, the worker and the server read a few
 * hundred bytes instead of loading an astronomy library; test/server/calendar/hijri-table.test.ts
 * recomputes the table and fails if this file drifts from the criteria, and
 * test/server/calendar/hijri-kemenag.test.ts fails if the criteria drift from Kemenag's published
 * month starts (test/fixtures/kemenag/hijri-month-starts.json, kept by hand, never written here).
 *
 *   node --import tsx scripts/build-hijri-table.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderHijriTable } from './hijri-table-source';

const target = fileURLToPath(new URL('../src/contract/hijri-table.ts', import.meta.url));
writeFileSync(target, renderHijriTable());
console.log(`wrote ${target}`);
