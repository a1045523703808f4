import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium (or CHROMIUM_PATH); browser tests never download a browser. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}
