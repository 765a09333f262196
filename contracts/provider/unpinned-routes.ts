/**
 * Routes mock-server serves that no interaction pins yet (issue 5 keeps this list shrinking to
 * empty). The coverage test fails for a route missing from the pacts and from this list, and for
 * an entry here that is pinned already or no longer served, so the list can only shrink honestly.
 */
export const UNPINNED_ROUTES: ReadonlyArray<string> = [
];
