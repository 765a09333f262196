import { onlineManager } from "@tanstack/react-query";

/**
 * QA replay runs with the network off (issue #9): no request leaves the app, so a replayed session
 * can neither read nor change the server. The API client's fetch refuses while it is off; TanStack
 * Query treats the app as offline and pauses its queries instead of failing them.
 */
let off = false;

export const isNetworkOff = (): boolean => off;

export const setNetworkOff = (next: boolean): void => {
  off = next;
  onlineManager.setOnline(!next);
};

/** `fetch`, refused with a network error while the switch is off. */
export const switchedFetch: typeof fetch = (input, init) =>
  off ? Promise.reject(new TypeError("the network is off (QA replay)")) : fetch(input, init);
