import { useTranslation } from "react-i18next";
import { MANAGER_REPLY_HOURS } from "@app/domain/constants";
import { AuthorLink } from "../../lib/site/author-link";
import { Icon } from "../../lib/ui/icon";
import { InfoPage } from "./info-page";

/** /contacts (SPEC §2): the contact e-mail, the author application, address and hours. */
const ContactsPage = () => {
  const { t } = useTranslation();
  const email = t("site.email");
  return (
    <InfoPage title={t("info.contacts.title")} lead={t("info.contacts.lead")}>
      <div className="contact-grid">
        <section className="contact-card">
          <Icon name="mail" />
          <h2>{t("info.contacts.emailTitle")}</h2>
          <p>{t("info.contacts.emailText")}</p>
          <a className="contact-value" href={`mailto:${email}`}>
            {email}
          </a>
        </section>
        <section className="contact-card">
          <Icon name="edit" />
          <h2>{t("info.contacts.authorTitle")}</h2>
          <p>{t("info.contacts.authorText", { hours: t("common.hours", { count: MANAGER_REPLY_HOURS }) })}</p>
          <AuthorLink className="button button-primary">{t("info.contacts.authorLink")}</AuthorLink>
        </section>
        <section className="contact-card">
          <Icon name="school" />
          <h2>{t("info.contacts.addressTitle")}</h2>
          <p className="contact-value">{t("info.contacts.address")}</p>
        </section>
        <section className="contact-card">
          <Icon name="chat" />
          <h2>{t("info.contacts.hoursTitle")}</h2>
          <p className="contact-value">{t("info.contacts.hours")}</p>
        </section>
      </div>
    </InfoPage>
  );
};

export default ContactsPage;
