import fs from 'node:fs';
import path from 'node:path';
import { buildDemoGtfs } from './demo-gtfs.builder';

/**
 * `npm run demo:gtfs`: writes the demo network's GTFS feed to apps/server/src/db/seed/demo-gtfs/, which is
 * committed: the seed imports it with the operators' importer. Run it after changing the definition here.
 */
const DEMO_GTFS_DIR = path.resolve(import.meta.dirname, '../demo-gtfs');

fs.mkdirSync(DEMO_GTFS_DIR, { recursive: true });
for (const [name, text] of buildDemoGtfs()) fs.writeFileSync(path.join(DEMO_GTFS_DIR, name), text);
console.log(`Demo GTFS feed written to ${path.relative(process.cwd(), DEMO_GTFS_DIR)}`);
