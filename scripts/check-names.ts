// Names say the domain: source, tests and docs never point at the tracker (the word "issue" followed by
// a number), which means nothing to the engineer who reads them later. Part of `npm run lint`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TRACKER_REFERENCE = /\bissues?\s+#?\d+/i;
const CHECKED = /\.(ts|tsx|js|mjs|css|md|html|json)$/;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => CHECKED.test(file) && file !== 'package-lock.json' && fs.existsSync(path.join(root, file)));

const found: string[] = [];
for (const file of tracked) {
  fs.readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (TRACKER_REFERENCE.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
}
if (found.length > 0) {
  console.error(`Name the domain, not the tracker (${found.length}):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`names: ${tracked.length} files, no tracker numbers`);
