// `npm run backup -- DIR`: a consistent backup of the embedded database, the uploads and the
// generated secrets into DIR (empty or absent), while the server keeps serving. With a server
// running on the data folder it asks that server to take it (PGlite's folder opens in one
// process only); without one it opens the folder itself. PostgreSQL: use pg_dump (README).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { runMain } from './run-main.ts';
import { openDatabase } from '../server/db/client.ts';
import { BACKUP_REQUEST_FILE, FAILURE_FILE, isWholeBackup, runningServerPid, writeBackup } from '../server/upkeep/index.ts';

async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => a !== '--')?.trim();
  if (!arg) {
    console.error('Pakai: npm run backup -- <folder tujuan>   (folder kosong atau belum ada)');
    return 2;
  }
  const target = path.resolve(arg);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL diisi: cadangkan PostgreSQL dengan pg_dump (lihat README), dan salin folder uploads.');
    return 2;
  }
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    console.error(`Folder tujuan ${target} tidak kosong.`);
    return 1;
  }
  const pglite = path.join(config.dataDir, 'pglite');
  if (!fs.existsSync(path.join(pglite, 'PG_VERSION'))) {
    console.error(`Belum ada database di ${pglite}.`);
    return 1;
  }
  const pid = runningServerPid(config.dataDir);
  if (pid === null) {
    const database = await openDatabase({ dataDir: pglite });
    try {
      await writeBackup(database, config.dataDir, target, new Date());
    } finally {
      await database.close();
    }
  } else {
    fs.writeFileSync(path.join(config.dataDir, BACKUP_REQUEST_FILE), JSON.stringify({ target }), { mode: 0o600 });
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 120_000;
    while (!isWholeBackup(target)) {
      if (fs.existsSync(path.join(target, FAILURE_FILE))) {
        console.error(`Server gagal membuat cadangan: ${fs.readFileSync(path.join(target, FAILURE_FILE), 'utf8').trim()}`);
        return 1;
      }
      if (Date.now() > deadline) {
        console.error(`Server (PID ${pid}) tidak menyelesaikan cadangan dalam 2 menit.`);
        return 1;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  console.log(`Cadangan tersimpan di ${target}${pid === null ? '' : ` (diambil oleh server PID ${pid} tanpa berhenti)`}.`);
  return 0;
}

runMain(main);
