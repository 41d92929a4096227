// `npm run icons`: draws the app's icons from apps/web/public/favicon.svg with Debian's Chromium: the
// apple-touch icon (opaque, 180 px), the manifest's 192 and 512 px icons and favicon.ico (a 32 px PNG in an
// ICO wrapper, for browsers that ask for /favicon.ico whatever the page says). Run it when the SVG changes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The icon's own blue behind the apple-touch icon, which iOS shows without transparency.
const OPAQUE_BACKGROUND = '#1677ff';

/** One PNG image wrapped as the only entry of an ICO file (PNG entries are valid since Windows Vista). */
export const icoOfPng = (png: Buffer, size: number): Buffer => {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const draw = async (size: number, background: string | null): Promise<Buffer> => {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = `<body style="margin:0;background:${background ?? 'transparent'}">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`;
    await page.setContent(body);
    const png = await page.screenshot({ omitBackground: background === null, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    return png;
  };
  fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await draw(180, OPAQUE_BACKGROUND));
  fs.writeFileSync(path.join(publicDir, 'icon-192.png'), await draw(192, null));
  fs.writeFileSync(path.join(publicDir, 'icon-512.png'), await draw(512, null));
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOfPng(await draw(32, null), 32));
  console.log('Wrote apple-touch-icon.png, icon-192.png, icon-512.png and favicon.ico in apps/web/public');
} finally {
  await browser.close();
}
