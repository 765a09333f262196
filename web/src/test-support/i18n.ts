import i18next, { type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "@app/domain/constants";

/**
 * Every Russian namespace, bundled with the test: the app loads them lazily, one chunk per
 * namespace (lib/i18n/i18n.ts), and a screen in a test would then show its keys until they arrive.
 */
const bundles = import.meta.glob<ResourceKey>("../locales/ru/*.json", { eager: true, import: "default" });

const namespaceOf = (path: string): string => path.replace(/^.*\/([^/]+)\.json$/, "$1");

/** The namespaces by name ("translation", "students", …), as the lazy backend would read them. */
export const RUSSIAN: Readonly<Record<string, ResourceKey>> = Object.fromEntries(
  Object.entries(bundles).map(([path, resource]) => [namespaceOf(path), resource]),
);

/**
 * The app's i18n settings (lib/i18n/i18n.ts) with the resources already in place: initialised
 * synchronously, so the first render of a screen is already in Russian.
 */
export const initTestI18n = (): void => {
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    ns: Object.keys(RUSSIAN),
    defaultNS: "translation",
    resources: { [DEFAULT_LANGUAGE]: RUSSIAN },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });
};
