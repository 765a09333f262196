/**
 * The tag of the tests that also run at 390 px (the `mobile` project): the ones whose page or
 * behaviour depends on the width. Protocol, validation and data tests run once, at 1280 px, so
 * `npm test` stays inside its time budget.
 */
export const MOBILE = { tag: "@mobile" } as const;
