import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './free-port';

const run = promisify(execFile);

/**
 * The directory of initdb and pg_ctl: PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin (Debian's
 * layout), else null (tests that need their own PostgreSQL are skipped).
 */
export const findPostgresBinaries = (): string | null => {
  const has = (dir: string) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  const named = process.env.PG_BIN_DIR;
  if (named) return has(named) ? named : null;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find(has) ?? null;
};

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl stop (fast: open sessions are ended, as a restart by an operator or a failover does). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  start: () => Promise<void>;
  /** Stops it (if running) and deletes its data directory. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a free port, that the test may stop and
 * start at will without touching the machine's shared server. PostgreSQL refuses to run as root: as root, its
 * commands run as the `postgres` user (runuser), which then owns the directory.
 */
export const startThrowawayPostgres = async (binDir: string): Promise<ThrowawayPostgres> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    fs.chownSync(dir, uid, uid);
  }
  const pg = (tool: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args]) : run(path.join(binDir, tool), args);
  const port = await findFreePort();
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // Its socket lives in its own directory; TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  let isRunning = false;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
    isRunning = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    isRunning = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      if (isRunning) await stop('immediate').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
