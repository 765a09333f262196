import { useSnapshot } from "valtio";
import { useTranslation } from "react-i18next";
import { useProfile } from "../../lib/api/profile-query";
import { session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** /profile: who is signed in. The editable profile arrives with issue #6. */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const { login } = useSnapshot(session);
  const profile = useProfile();
  useDocumentTitle(t("pages.profile"));
  const data = profile.data;
  const value = (text: string | null | undefined) => (text === null || text === undefined || text === "" ? t("profile.notFilled") : text);

  return (
    <section>
      <h1>{t("pages.profile")}</h1>
      {data === undefined ? (
        <p className="muted">{t("common.loading")}</p>
      ) : (
        <dl className="profile-facts">
          <dt>{t("profile.name")}</dt>
          <dd>{value(data.profile.name)}</dd>
          <dt>{t("profile.surname")}</dt>
          <dd>{value(data.profile.surname)}</dd>
          <dt>{t("profile.email")}</dt>
          <dd data-testid="profile-email">{data.email}</dd>
          <dt>{t("profile.phone")}</dt>
          <dd>{value(data.profile.phone)}</dd>
          <dt>{t("profile.role")}</dt>
          <dd data-testid="profile-role">{t(`roles.${login.role}`)}</dd>
        </dl>
      )}
    </section>
  );
};
