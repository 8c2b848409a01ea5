/*
 * Writes src/contract/hijri-table.ts: the month lengths of 1440–1500 H by the MABIMS criteria
 * (scripts/hijri-mabims.ts). Precomputed so that the app, the worker and the server read a few
 * hundred bytes instead of loading an astronomy library; test/app/contract/hijri-table.test.ts
 * recomputes the table and fails if this file drifts from the criteria.
 *
 *   node --import tsx scripts/build-hijri-table.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderHijriTable } from './hijri-table-source';

const target = fileURLToPath(new URL('../src/contract/hijri-table.ts', import.meta.url));
writeFileSync(target, renderHijriTable());
console.log(`wrote ${target}`);
