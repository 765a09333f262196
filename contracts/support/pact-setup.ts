import path from "node:path";
import { fileURLToPath } from "node:url";
import { PactV3 } from "@pact-foundation/pact";

export const CONSUMER = "course-platform-web";
export const PROVIDER = "course-platform-mock-server";
/** `PACT_DIR` lets a developer write a scratch pact elsewhere; `npm run test:contracts` always uses contracts/pacts. */
export const PACT_DIR = process.env.PACT_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../pacts");
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/**
 * The multipart boundary written into the pact for file uploads. Pact picks a random one when none
 * is given, which rewrote the committed pact file on every run; the client's own boundary may
 * differ (the mock server matches the parts, and the header by a pattern).
 */
export const MULTIPART_BOUNDARY = "course-platform-pact-boundary";

/** Placeholders the consumer sends; the provider's request filter swaps them for real tokens. */
export const TOKENS = {
  valid: "valid-access-token",
  expired: "expired-access-token",
  fresh: "fresh-access-token",
  refresh: "valid-refresh-token",
  revokedRefresh: "revoked-refresh-token",
} as const;

/**
 * How long a test waits, after its last call was answered, before the mock server is asked what it
 * received. Pact's Rust mock server records a match just after it sends the answer, so on a busy
 * machine a verification right away can report a request it did answer as "expected but not
 * received" (pact-foundation/pact-reference#535, pact-js#1835; CI hit it here twice in a row).
 */
const SETTLE_MS = 50;

/** One mock provider per consumer file; every file appends to the same pact. */
export const createPact = (): PactV3 => {
  const pact = new PactV3({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: "error" });
  const execute = pact.executeTest.bind(pact);
  pact.executeTest = <T>(test: Parameters<typeof execute<T>>[0]) =>
    execute(async (server) => {
      const result = await test(server);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return result;
    });
  return pact;
};
