import type { Plugin } from "vite";

/** The event the dev server sends when a locale file changes: which language and namespace. */
export const LOCALE_UPDATE_EVENT = "locale:update";

/**
 * `npm run dev`: a changed locale file (src/locales/{language}/{namespace}.json) is sent to the page as
 * an event, and i18n reloads that one namespace in place (lib/i18n/i18n.ts), instead of Vite reloading
 * the whole page (issue #30 row 10): a form's text and the page's state stay.
 */
export const localeHotReload = (): Plugin => ({
  name: "locale-hot-reload",
  apply: "serve",
  hotUpdate({ file }) {
    const match = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(file);
    if (match === null || this.environment.name !== "client") return;
    const [, language, namespace] = match;
    this.environment.hot.send({ type: "custom", event: LOCALE_UPDATE_EVENT, data: { language, namespace } });
    return [];
  },
});
