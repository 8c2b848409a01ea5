import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';

describe('the server process', () => {
  it('stops with one clear line naming a bad variable', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'delapan', SKIP_BUILD: '1' }, encoding: 'utf8', timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('Invalid environment variable PORT: must be a port number');
  });

  it('creates and migrates a fresh data folder, answers health, and exits cleanly on SIGTERM', async () => {
    const server = await startServer({ LOG: '' });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    await server.stop();
  }, 60_000);
});
