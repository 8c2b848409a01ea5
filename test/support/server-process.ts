import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The node arguments of `npm start` (package.json), so tests and the bench run the server exactly
 * as it is started in production, V8 memory flags included.
 */
export function npmStartArgs(root = process.cwd()): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start should run node: ${pkg.scripts.start}`);
  return args;
}

/** The browser tests' staff account: the server grants this number staff rights through ADMIN_PHONES. */
export const STAFF = { phone: '81299990001', password: 'sandi-pengurus-1', fullname: 'Ustadz Pengurus' } as const;

export type RunningServer = { url: string; dataDir: string; process: ChildProcess; logs: string[]; stop(): Promise<void> };

/**
 * Starts the real server (`npm start`'s entry) on a free port with a throwaway data folder. A
 * variable given as undefined is removed, e.g. `{ NODE_ENV: undefined }` for `npm start`'s default.
 * `cwd`: another checkout's server (the bench compares with a baseline side by side).
 */
export async function startServer(env: Record<string, string | undefined> = {}, options: { cwd?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-e2e-'));
  const logs: string[] = [];
  const merged: Record<string, string | undefined> = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', NODE_ENV: 'test', LOG: 'silent',
    // Every browser test talks to one server from 127.0.0.1: one "address" for dozens of users.
    ADDRESS_LIMIT_FACTOR: '100', ADMIN_PHONES: STAFF.phone, ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}), ...env,
  };
  const cwd = options.cwd ?? process.cwd();
  const child = spawn(process.execPath, npmStartArgs(cwd), {
    cwd,
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => logs.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: the first start runs initdb, which takes minutes on a machine shared by many test runs.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // never left running behind a failed start
      throw new Error(`server did not become healthy:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url, dataDir, process: child, logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
