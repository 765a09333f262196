import * as Schema from "effect/Schema";

/**
 * The history state of an address that names the page already shown, anew: the constructor's
 * address once a save gave its new section and lesson their server ids. The page keeps its scroll
 * (a new page starts at its top, app/layouts/use-scroll-top.ts): an author typing further down would
 * otherwise be thrown back to the top by an autosave.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const KeepScroll = Schema.Struct({ keepScroll: Schema.Literal(true) });

/** Whether a history entry's state (anything: another script may have set it) asks to keep the scroll. */
export const keepsScroll: (state: unknown) => boolean = Schema.is(KeepScroll);
