import * as Schema from "effect/Schema";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { safeStorage } from "../session/storage";

/** The persisted cache's frame, checked before TanStack hydrates it; a broken copy is no copy. */
const PersistedFrame = Schema.Struct({
  timestamp: Schema.Number,
  buster: Schema.String,
  clientState: Schema.Struct({ queries: Schema.Array(Schema.Unknown), mutations: Schema.Array(Schema.Unknown) }),
});

const decodeFrame = Schema.decodeUnknownOption(PersistedFrame);

/** The query cache in localStorage under `key`, written at once (the throttle is the caller's). */
export const storagePersister = (key: string): Persister => ({
  persistClient: (client) => safeStorage.set(key, JSON.stringify(client)),
  restoreClient: () => {
    const raw = safeStorage.get(key);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      // The frame is checked; the dehydrated queries inside are TanStack's own format, which it hydrates.
      return decodeFrame(parsed)._tag === "Some" ? (parsed as PersistedClient) : undefined;
    } catch {
      return undefined;
    }
  },
  removeClient: () => safeStorage.remove(key),
});
