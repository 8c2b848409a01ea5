import fs from 'node:fs';
import path from 'node:path';

// PGlite is one process's database: a second process opening the same folder while the server
// runs would corrupt it, and PGlite itself takes no lock. The server leaves its pid in the data
// folder while it has PGlite open, so the admin script can refuse instead.

export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Marks the data folder as in use by this process; answers a function that unmarks it. */
export function claimDataDir(dataDir: string, pid = process.pid): () => void {
  const file = serverPidFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(pid)) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** The pid of a live server holding this data folder, or null (no file, or a stale one). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverPidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as { code?: string }).code === 'EPERM' ? pid : null;
  }
}
