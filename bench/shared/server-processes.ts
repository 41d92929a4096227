// Server instances as a deployment runs them, for the benches' two-instance mode: each `apps/server/src/server.ts`
// in a process of its own (its own event loop, pool and periodic jobs) on the bench's PostgreSQL database,
// configured as production, listening on a free port of 127.0.0.1. PGlite cannot be shared by processes:
// the two-instance mode needs PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '../../apps/server/src/test/free-port';
import { root } from './bench-run';

export type ServerProcesses = { urls: string[]; stop: () => Promise<void> };

const waitForLive = async (url: string, child: ChildProcess, output: string[]): Promise<void> => {
  for (const startedAt = Date.now(); Date.now() - startedAt < 120_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`a server process ended at start-up:\n${output.slice(-10).join('\n')}`);
    if ((await fetch(`${url}/livez`).catch(() => null))?.status === 200) return;
  }
  throw new Error(`a server process did not answer /livez within 120 s:\n${output.slice(-10).join('\n')}`);
};

export const startServerProcesses = async (count: number, { databaseUrl, poolSize = 10 }: { databaseUrl: string; poolSize?: number }): Promise<ServerProcesses> => {
  const children: ChildProcess[] = [];
  const urls = await Promise.all(
    Array.from({ length: count }, async () => {
      const port = await findFreePort();
      const output: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SMS_CODE_SECRET: 'bench-only-sms-code-secret',
          RIDE_CODE_SECRET: 'bench-only-ride-code-secret',
          INVITE_CODE_SECRET: 'bench-only-invite-code-secret',
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: String(poolSize),
          HOST: '127.0.0.1',
          PORT: String(port),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'error',
          WEB_DIST_DIR: path.join(root, 'bench/.no-web-dist'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      const url = `http://127.0.0.1:${port}`;
      await waitForLive(url, child, output);
      return url;
    }),
  );
  return {
    urls,
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
};
