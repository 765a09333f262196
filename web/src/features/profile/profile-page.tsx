import { useTranslation } from "react-i18next";
import { useProfile } from "../../lib/api/profile-query";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { Header } from "../../lib/site/header";
import { ProfileForm } from "./profile-form";
import { PasswordForm } from "./password-form";
import { MailPreferences } from "./mail-preferences";
import { MyCertificates } from "../../lib/certificates/my-certificates";
import { fullName } from "@app/domain/people/display-name";

/** /profile: the personal data with the avatar, and the password change. */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  useDocumentTitle(t("pages.profile"));
  const data = profile.data;

  return (
    <section className="profile-page">
      <div className="profile-header">
        <Header
          variant="profile"
          avatar={{
            picture: data?.profile.profile_picture ?? null,
            name: fullName(data?.profile ?? {}),
          }}
        />
      </div>
      <h1>{t("pages.profile")}</h1>
      {data !== undefined && (
        <p className="muted profile-signed-in">
          {t("profile.signedInAs")} <span data-testid="profile-email">{data.email}</span>
        </p>
      )}
      {data === undefined ? (
        <p className="muted">{t("common.loading")}</p>
      ) : (
        <div className="profile-columns">
          <ProfileForm key={`${data.user_id}:${data.profile.id}`} data={data} />
          <PasswordForm />
        </div>
      )}
      <MailPreferences />
      {data !== undefined && <MyCertificates className="profile-certificates" />}
    </section>
  );
};
