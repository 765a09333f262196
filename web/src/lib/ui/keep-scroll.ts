/**
 * An address that names the page already shown, anew (the constructor's, once a save gave its new
 * section and lesson their server ids), keeps the page's scroll; a new page starts at its top
 * (app/layouts/use-scroll-top.ts). Without it an author typing further down was thrown back to the
 * top by an autosave. A flag for the next address change, not history state: the scroll-to-top
 * runs on the landing page too, whose script budget has no room for a schema to decode that state.
 */
let keepNext = false;

/** The next address change renames the page shown: it keeps the scroll. Call it just before that navigate. */
export const keepScrollOnNextAddress = (): void => {
  keepNext = true;
};

/** Whether the address change being handled keeps the scroll; the request is used up either way. */
export const takeKeepScroll = (): boolean => {
  const keep = keepNext;
  keepNext = false;
  return keep;
};
