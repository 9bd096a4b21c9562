/**
 * Debian's Chromium, the only browser any tool here may use (none downloads its own), and the
 * flags it runs with headless in this sandbox: without the networking flags it keeps dialling
 * Google's services through a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
