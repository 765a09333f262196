import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MANAGER_REPLY_HOURS } from "@app/domain/constants";
import { Modal } from "../ui/modal";
import { PhoneField } from "../ui/phone-field";
import { TextField } from "../ui/text-field";
import { useAuthorForm } from "./author-form";

type Props = { readonly open: boolean; readonly onClose: () => void };

/** SPEC §2 author-application modal: Имя, E-mail, Телефон and 'Отправить заявку'. */
const AuthorApplicationModal = ({ open, onClose }: Props) => {
  const { t } = useTranslation();
  const form = useAuthorForm(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      loading={form.sending}
      title={t("authorApplication.title")}
      description={<p>{t("authorApplication.lead", { hours: t("common.hours", { count: MANAGER_REPLY_HOURS }) })}</p>}
      className="author-modal"
    >
      <form onSubmit={submit} noValidate aria-label={t("authorApplication.title")}>
        <TextField
          label={t("authorApplication.name")}
          name="name"
          autoComplete="name"
          value={form.values.name}
          error={form.errors.name}
          onChange={(e) => form.set("name", e.target.value)}
        />
        <TextField
          label={t("authorApplication.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          error={form.errors.email}
          onChange={(e) => form.set("email", e.target.value)}
        />
        <PhoneField
          value={form.values.phone}
          error={form.errors.phone}
          onChange={(digits) => form.set("phone", digits)}
        />
        <button className="button button-primary" type="submit" disabled={form.sending}>
          {form.sending ? t("authorApplication.sending") : t("authorApplication.submit")}
        </button>
        <p className="modal-note">{t("authorApplication.privacy")}</p>
      </form>
    </Modal>
  );
};

export default AuthorApplicationModal;
