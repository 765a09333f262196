/**
 * How every browser here is launched (GUIDE §2): the system Chromium, never a downloaded one, with
 * the flags this closed network needs. The browser tests (playwright.config.ts) and the benches
 * (web/bench) share it.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS: ReadonlyArray<string> = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
