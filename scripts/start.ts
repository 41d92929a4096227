// `npm start`: build the web app and the operator console when needed, then run the server (migrations and the demo seed run at
// its start). Signals are passed on so the server can shut down gracefully.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfNeeded } from './build-console';
import { buildWebIfNeeded } from './build-web';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildWebIfNeeded();
buildConsoleIfNeeded();

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
