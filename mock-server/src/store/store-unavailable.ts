/**
 * An update whose journal line could not be written (disk full, file too large). Nothing of it
 * stays in memory; the HTTP layer answers 503 with the server-error message.
 */
export class StoreUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`The change could not be saved: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export const isStoreUnavailable = (value: unknown): value is StoreUnavailableError =>
  value instanceof StoreUnavailableError;
