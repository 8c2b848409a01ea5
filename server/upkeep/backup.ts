import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { restorePgliteFolder } from '../db/client.ts';
import { SECRETS_FILE } from '../secrets.ts';

/*
 * Backups of the embedded default: the database folder as a crash-consistent tarball, the
 * uploads and the generated secrets (without them pending payment notifications and codes in
 * flight stop verifying), with a manifest. Taken by the process that holds the database, since
 * PGlite's folder can be opened by one process only: `npm run backup` asks the running server
 * (a request file beside the database and SIGUSR2), or opens the folder itself when no server
 * runs. A backup holds people's data and the secrets: keep it as private as the data folder.
 */

export const BACKUP_REQUEST_FILE = 'backup-request.json';
export const MANIFEST_FILE = 'backup.json';
export const FAILURE_FILE = 'backup-failed.txt';
const DATABASE_FILE = 'pglite.tar.gz';

const ManifestSchema = v.object({ kind: v.literal('jariyah-pglite-backup'), version: v.literal(1), createdAt: v.string(), uploads: v.number() });
export const BackupRequestSchema = v.object({ target: v.string() });

/** Writes a backup of `dataDir`'s database and uploads into `target`, which must be empty or absent. */
export async function writeBackup(database: Database, dataDir: string, target: string, now: Date): Promise<void> {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way; for PostgreSQL use pg_dump');
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const tarball = await database.dumpDataDir();
  fs.writeFileSync(path.join(target, DATABASE_FILE), new Uint8Array(await tarball.arrayBuffer()), { mode: 0o600 });
  const uploads = path.join(dataDir, 'uploads');
  let count = 0;
  if (fs.existsSync(uploads)) {
    fs.cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
    count = fs.readdirSync(uploads).length;
  }
  if (fs.existsSync(path.join(dataDir, SECRETS_FILE))) fs.copyFileSync(path.join(dataDir, SECRETS_FILE), path.join(target, SECRETS_FILE));
  // The manifest is written last: its presence says the backup is whole.
  const manifest: v.InferOutput<typeof ManifestSchema> = { kind: 'jariyah-pglite-backup', version: 1, createdAt: now.toISOString(), uploads: count };
  fs.writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** Whether `dir` holds a whole backup (its manifest was written). */
export function isWholeBackup(dir: string): boolean {
  try {
    return v.safeParse(ManifestSchema, JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'))).success;
  } catch {
    return false;
  }
}

/** Brings a backup back into a data folder that holds no database yet. */
export async function restoreBackup(source: string, dataDir: string): Promise<void> {
  if (!isWholeBackup(source)) throw new Error(`${source} holds no whole backup (no valid ${MANIFEST_FILE})`);
  const pglite = path.join(dataDir, 'pglite');
  if (fs.existsSync(pglite) && fs.readdirSync(pglite).length > 0) throw new Error(`${pglite} already holds a database: restore into an empty data folder`);
  const tarball = new Blob([new Uint8Array(fs.readFileSync(path.join(source, DATABASE_FILE)))]);
  await restorePgliteFolder(pglite, tarball);
  if (fs.existsSync(path.join(source, 'uploads'))) fs.cpSync(path.join(source, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  if (fs.existsSync(path.join(source, SECRETS_FILE))) {
    fs.copyFileSync(path.join(source, SECRETS_FILE), path.join(dataDir, SECRETS_FILE));
    fs.chmodSync(path.join(dataDir, SECRETS_FILE), 0o600);
  }
}

/**
 * The running server's side: on SIGUSR2, takes the backup that `npm run backup` asked for in the
 * data folder's request file; a failure is written beside the target for the script to report.
 */
export function answerBackupRequests(database: Database, dataDir: string, clock: () => Date, log: { info(m: string, f?: Record<string, unknown>): void; error(m: string, f?: Record<string, unknown>): void }): () => void {
  let busy = false;
  const onSignal = () => {
    if (busy) return;
    busy = true;
    const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
    let target = '';
    (async () => {
      const request = v.parse(BackupRequestSchema, JSON.parse(fs.readFileSync(requestFile, 'utf8')));
      target = request.target;
      fs.rmSync(requestFile, { force: true });
      await writeBackup(database, dataDir, target, clock());
      log.info('backup written', { target });
    })().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      log.error('backup failed', { target, error: message });
      if (target) {
        fs.mkdirSync(target, { recursive: true });
        fs.writeFileSync(path.join(target, FAILURE_FILE), `${message}\n`);
      }
    }).finally(() => {
      busy = false;
    });
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}
