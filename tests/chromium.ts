/**
 * How Portico's Playwright runs and the bench launch Chromium: the binary `scripts/find-browser.sh`
 * found (exported as PORTICO_CHROMIUM), else Debian's, with the flags this closed network needs
 * (no background networking, no component updates or sync: their connections would be refused).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.PORTICO_CHROMIUM || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
