import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "@app/domain/constants";

/** Resources load lazily, one chunk per language and namespace (SPEC §7). */
const lazyBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    import(`../../locales/${language}/${namespace}.json`)
      .then((module: { default: ResourceKey }) => callback(null, module.default))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    ns: ["translation"],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/**
 * `npm run dev` (issue #30 row 10): a changed locale file arrives as an event from the dev server
 * (vite-locale-hot.ts, `locale:update`); that namespace is loaded again and the page re-renders its
 * texts in place, keeping its state, instead of reloading.
 */
if (import.meta.hot) {
  import.meta.hot.on("locale:update", (data: { readonly language: string; readonly namespace: string }) => {
    import(/* @vite-ignore */ `/src/locales/${data.language}/${data.namespace}.json?t=${Date.now()}`)
      .then((module: { default: ResourceKey }) => {
        i18next.addResourceBundle(data.language, data.namespace, module.default, true, true);
        return i18next.changeLanguage(i18next.language);
      })
      .catch(() => window.location.reload());
  });
}
