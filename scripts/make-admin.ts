// `npm run admin -- <whatsapp>`: makes the account of that number mosque staff (role 'admin'),
// straight in the database the server uses (DATABASE_URL, else DATA_DIR/pglite). PostgreSQL any
// time; PGlite only while the server is stopped, since only one process may open it.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { runMain } from './run-main.ts';
import { openDatabase } from '../server/db/client.ts';
import { makeAdmin } from '../server/accounts/index.ts';
import { runningServerPid } from '../server/upkeep/index.ts';
import { normalizePhone } from '../src/contract/fields.ts';

async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => a !== '--')?.trim();
  if (!arg) {
    console.error('Pakai: npm run admin -- <nomor WhatsApp>   (mis. npm run admin -- 081234567890)');
    return 2;
  }
  const phone = normalizePhone(arg);
  if (!phone) {
    console.error(`Nomor WhatsApp tidak valid: ${arg}`);
    return 2;
  }
  const config = loadConfig();
  let target: { url: string } | { dataDir: string };
  if (config.databaseUrl) {
    target = { url: config.databaseUrl };
  } else {
    const dataDir = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      console.error(`Belum ada database di ${dataDir}: jalankan server sekali (npm start), daftarkan akunnya, lalu ulangi.`);
      return 1;
    }
    const pid = runningServerPid(config.dataDir);
    if (pid !== null) {
      console.error(`Database PGlite di ${dataDir} sedang dipakai server (PID ${pid}). Hentikan server dulu, lalu ulangi; atau isi ADMIN_PHONES dan mulai ulang server.`);
      return 1;
    }
    target = { dataDir };
  }

  const database = await openDatabase(target);
  try {
    const result = await makeAdmin(database.db, phone);
    switch (result.outcome) {
      case 'granted':
        console.log(`Akun ${result.nama} (0${phone}) sekarang pengurus masjid (admin).`);
        return 0;
      case 'already-admin':
        console.log(`Akun ${result.nama} (0${phone}) sudah pengurus masjid (admin); tidak ada yang diubah.`);
        return 0;
      case 'not-found':
        console.error(`Tidak ada akun dengan nomor 0${phone}. Daftarkan dulu lewat aplikasi, lalu ulangi.`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

runMain(main);
