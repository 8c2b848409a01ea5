// Upkeep of a running server: backups, the purge of expired security rows, the data folder's lock.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { answerBackupRequests, BACKUP_REQUEST_FILE, FAILURE_FILE, isWholeBackup, restoreBackup, writeBackup } from './backup.ts';
export { claimDataDir, runningServerPid } from './data-dir-lock.ts';
export { startSecurityPurge } from './security-purge.ts';
