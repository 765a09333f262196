import i18next from "i18next";

type Load = () => Promise<unknown>;

/** The screens' code, registered by the app (web/app may not be imported from here). */
let screenChunks: ReadonlyArray<Load> = [];

/** Every locale namespace the app has: a screen opened in a replay offline needs its texts too. */
const NAMESPACES = Object.keys(import.meta.glob("../../locales/ru/*.json")).map((file) =>
  file.replace(/^.*\/(.+)\.json$/, "$1"),
);

/** The app names the chunks of its screens once, at start (route-chunks.ts). */
export const registerReplayChunks = (chunks: ReadonlyArray<Load>): void => {
  screenChunks = chunks;
};

/**
 * Fetches every screen's code and every namespace's texts when a log is loaded (issue #33 part 4):
 * a replay then goes on with the network off, a link clicked offline opens its screen. Resolves when
 * all are in; a failure is left to the screen that needs it.
 */
export const preloadReplayScreens = async (): Promise<void> => {
  await Promise.all([
    ...screenChunks.map((load) => load().catch(() => undefined)),
    i18next.loadNamespaces(NAMESPACES).catch(() => undefined),
  ]);
};
