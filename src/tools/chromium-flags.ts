// The flags headless Chromium needs on this machine (as root, with no network beyond the
// registries): the end-to-end tests (tests/playwright.config.ts) and the benchmarks
// (bench/lib.mjs) launch the system Chromium with them.
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
