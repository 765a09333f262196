/** Legacy: the single shared server is gone (each worker has its own, support/fixtures.ts); removed once no spec reads this. */
/** The mock server the browser tests run against: its own port (E2E_PORT, default 3210) and a fresh DATA_DIR every run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? "3210");
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** GUIDE §1: tests run with a 2-second access token. */
export const E2E_ACCESS_TOKEN_TTL = 2;
