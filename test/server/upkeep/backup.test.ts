import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../support/server-process.ts';
import { serverApi } from '../../support/server-api.ts';

/** Runs an npm script's file as `npm run <name> -- <arg>` would, with the given data folder. */
function runScript(script: string, arg: string, dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, arg], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 120_000 });
}

describe('backup and restore of the embedded database', () => {
  it('backs up while the server serves, and restores into an empty data folder', async () => {
    const server = await startServer();
    const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-backup-')), 'cadangan');
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-restored-'));
    const api = serverApi(server.url);
    try {
      const program = (await api('campaign', 'get_campaign_limit', { query: { limit: '1' } })).body.data[0] as { programId: string };
      const qris = ((await api('asset', 'get_all_payment_method')).body.data as { type: string; code: string }[]).find((m) => m.type === 'QRIS')!;
      const donate = (n: number) => api('transaction', 'storeDonate', {
        json: { programId: program.programId, price: String(20_000 + n), codePayment: qris.code, typePayment: 'QRIS', donorName: 'Hamba Allah', donorPhone: `0812600${String(n).padStart(5, '0')}` },
      });
      const before = await donate(1);
      expect(before.status).toBe(200);
      fs.mkdirSync(path.join(server.dataDir, 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(server.dataDir, 'uploads', 'avatar-test.png'), 'not really a png');

      // The server keeps answering while the backup is taken.
      let serving = true;
      const during: number[] = [];
      const traffic = (async () => {
        for (let n = 100; serving; n++) during.push((await donate(n)).status);
      })();
      const backup = runScript('scripts/backup.ts', backupDir, server.dataDir);
      serving = false;
      await traffic;
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/tanpa berhenti/);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((s) => s === 200)).toBe(true);
      expect(fs.readdirSync(backupDir).sort()).toEqual(['backup.json', 'pglite.tar.gz', 'secrets.json', 'uploads']);

      // A second backup into the same folder is refused; the first stays whole.
      const again = runScript('scripts/backup.ts', backupDir, server.dataDir);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/tidak kosong/);

      const restore = runScript('scripts/restore.ts', backupDir, restored);
      expect(restore.status, restore.stderr).toBe(0);
      expect(runScript('scripts/restore.ts', backupDir, restored).stderr).toMatch(/already holds a database/);
      expect(fs.readFileSync(path.join(restored, 'uploads', 'avatar-test.png'), 'utf8')).toBe('not really a png');
      expect(fs.readFileSync(path.join(restored, 'secrets.json'), 'utf8')).toBe(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8'));

      const revived = await startServer({ DATA_DIR: restored });
      try {
        const found = await serverApi(revived.url)('transaction', 'getTransaction', { query: { codeDonate: before.body.data.codeDonate } });
        expect(found.status).toBe(200);
        expect(found.body.data.total).toBe(20_001);
      } finally {
        await revived.stop();
      }
    } finally {
      await server.stop();
      fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
      fs.rmSync(restored, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses PostgreSQL, and says how instead', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '/tmp/x'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, encoding: 'utf8', timeout: 30_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/pg_dump/);
  });
});
