import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "@app/domain/constants";
import translation from "../locales/ru/translation.json";
import { PublicLayout } from "../app/layouts/public-layout";
import { LandingPage } from "../features/landing/landing-page";
import { prerenderAs } from "../lib/site/sign-in-state";
import type { Role } from "@app/domain/auth/roles";

/**
 * The landing page as static HTML, rendered at build time for a signed-out visitor or for a
 * signed-in one of `role` (his header says `В личный кабинет`). The server sends the right one for
 * `/`, so the page's content paints before the JS arrives; the app then renders over it.
 */
export const renderLanding = async (role: Role | null = null): Promise<string> => {
  prerenderAs(role);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath="/">
        <PublicLayout>
          <LandingPage />
        </PublicLayout>
      </Router>
    </I18nextProvider>,
  );
};
