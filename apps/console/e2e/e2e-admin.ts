import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const E2E_CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 3200);

/** The admin scripts/e2e-server.ts makes with `npm run ops:admin -- e2e-admin` before its server starts. */
export const E2E_ADMIN = 'e2e-admin';
/** Where it writes that command's output (the one-time password in it). */
export const E2E_ADMIN_FILE = process.env.E2E_OPS_ADMIN_FILE ?? path.join(REPO_ROOT, `.tmp/e2e-console-admin-${E2E_CONSOLE_PORT}.txt`);
export const E2E_CONSOLE_DATA_DIR = process.env.E2E_CONSOLE_DATA_DIR ?? path.join(REPO_ROOT, `.tmp/e2e-console-data-${E2E_CONSOLE_PORT}`);

/** The one-time password as `npm run ops:admin` printed it: the indented line after the blank one. */
export const readAdminOneTimePassword = (): string => {
  const output = fs.readFileSync(E2E_ADMIN_FILE, 'utf8');
  const password = /\n\n {2}(\S+)\n/.exec(output)?.[1];
  if (!password) throw new Error(`No one-time password in the output of npm run ops:admin:\n${output}`);
  return password;
};
