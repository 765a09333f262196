import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { landingRoute } from "@app/domain/auth/landing";
import { session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** `/`: the public landing page. The full public site arrives with issue #6. */
export const LandingPage = () => {
  const { t } = useTranslation();
  const { login } = useSnapshot(session);
  useDocumentTitle();
  return (
    <main className="landing">
      <h1>{t("landing.title")}</h1>
      <p>{t("landing.lead")}</p>
      {login.isAuth ? (
        <Link className="button button-primary" href={landingRoute(login.role)}>
          {t("landing.toCabinet")}
        </Link>
      ) : (
        <Link className="button button-primary" href="/login">
          {t("landing.signIn")}
        </Link>
      )}
    </main>
  );
};
