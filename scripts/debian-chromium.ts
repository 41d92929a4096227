/**
 * Debian's Chromium, never a downloaded browser: where it is and the flags every end-to-end run and bench
 * launches it with (no sandbox in containers, no GPU, nothing fetched in the background).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
