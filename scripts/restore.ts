// `npm run restore -- DIR`: brings a backup made by `npm run backup` back into an empty data
// folder (DATA_DIR, default data): database, uploads and secrets. Start the server afterwards.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { runMain } from './run-main.ts';
import { restoreBackup, runningServerPid } from '../server/upkeep/index.ts';

async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => a !== '--')?.trim();
  if (!arg) {
    console.error('Pakai: npm run restore -- <folder cadangan>   (ke DATA_DIR yang belum berisi database)');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL diisi: pulihkan PostgreSQL dengan pg_restore (lihat README).');
    return 2;
  }
  const pid = runningServerPid(config.dataDir);
  if (pid !== null) {
    console.error(`Server (PID ${pid}) sedang memakai ${config.dataDir}. Hentikan dulu, dan pulihkan ke folder data yang kosong.`);
    return 1;
  }
  await restoreBackup(path.resolve(arg), config.dataDir);
  console.log(`Cadangan dari ${path.resolve(arg)} dipulihkan ke ${config.dataDir}. Jalankan npm start.`);
  return 0;
}

runMain(main);
