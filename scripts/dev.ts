// `npm run dev`: the server with reload on change (port 3001) and the Vite dev server with hot module
// reload (port 3000, or PORT) proxying the API prefixes to it. Open http://localhost:3000/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), [], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, DEV_API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = (signal: NodeJS.Signals): void => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
