import { valueStore } from "../lib/state/small-store";

/**
 * A newer version of the app waiting in the service worker (issue #31): `apply` switches to it and
 * reloads the page. Null while there is none. Set by service-worker.ts, read by update-offer.tsx.
 */
export const updateOffer = valueStore<{ readonly apply: () => void } | null>(null);
