/** Debian's Chromium, the only browser these machines can have (no browser downloads). */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same engine
 * without the browser's user interface, the build Playwright itself runs headless tests in. A page
 * opens in it two to three times faster than in the full browser on these 2-core machines, which is
 * what keeps the browser tests within their time; the full browser serves the tools that need it
 * (Lighthouse) and the machines without the shell.
 */
export const HEADLESS_SHELL_PATH = process.env['HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** Flags without which Chromium reaches for the (closed) network at every start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
