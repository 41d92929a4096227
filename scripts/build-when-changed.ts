// Builds a front end only when its inputs changed since its last build (or when there is no build): the stamp
// in its dist folder is a hash of every input file. scripts/build-web.ts and scripts/build-console.ts use it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const walk = (entry: string, files: string[]): void => {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      if (/\.test\.tsx?$/.test(name)) continue;
      walk(path.join(entry, name), files);
    }
  } else files.push(entry);
};

/** The hash of these files and folders (tests left out), plus `extra` (settings compiled into the build). */
export const inputsHash = (inputs: readonly string[], extra = ''): string => {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of inputs) walk(input, files);
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(path.join(repoRoot, file)));
  hash.update(extra);
  return hash.digest('hex');
};

export type FrontEndBuild = {
  /** For the log: "web app", "operator console". */
  name: string;
  /** Its folder under the repository, where Vite runs. */
  dir: string;
  inputs: readonly string[];
  /** Settings compiled into the build: another value needs a new build. */
  extraHash?: string;
  /** Each Vite run, as its arguments. */
  runs: readonly (readonly string[])[];
};

export const buildWhenChanged = (build: FrontEndBuild, { force = false }: { force?: boolean } = {}): void => {
  const dir = path.join(repoRoot, build.dir);
  const distDir = path.join(dir, 'dist');
  const stampFile = path.join(distDir, '.build-stamp');
  const wanted = inputsHash(build.inputs, build.extraHash);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && current === wanted && fs.existsSync(path.join(distDir, 'index.html'))) {
    console.log(`[build] ${build.name} is up to date`);
    return;
  }
  console.log(`[build] building the ${build.name} ...`);
  const started = Date.now();
  const vite = path.join(repoRoot, 'node_modules/.bin/vite');
  for (const args of build.runs) {
    const result = spawnSync(vite, [...args, '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[build] the ${build.name} build failed`);
      process.exit(result.status ?? 1);
    }
  }
  fs.writeFileSync(stampFile, wanted);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
