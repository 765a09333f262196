import { useTranslation } from "react-i18next";
import { validatePasswordUpdate } from "@app/domain/validation/forms";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { useForm } from "../../lib/forms/use-form";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { TextField } from "../../lib/ui/text-field";

type Field = "old_password" | "new_password" | "new_password_confirmation";
const EMPTY: Record<Field, string> = { old_password: "", new_password: "", new_password_confirmation: "" };

/** Password change (SPEC §5): invalid fields, a wrong old password, new passwords that differ. */
export const PasswordForm = () => {
  const { t } = useTranslation();
  const form = useForm<Field>({
    initial: EMPTY,
    validate: (values) => {
      const errors = validatePasswordUpdate(values);
      if (Object.keys(errors).length > 0) notifyError(VALIDATION_MESSAGES.invalidFields);
      return errors;
    },
    submit: async (values) => {
      await accountApi(apiClient).updatePassword(values);
      notifySuccess(t("password.changed"));
      form.reset();
    },
  });
  const { values, errors, set } = form;

  return (
    <form
      className="profile-card"
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      aria-labelledby="password-form-title"
    >
      <h2 id="password-form-title">{t("password.title")}</h2>
      <TextField
        label={t("password.old")}
        type="password"
        autoComplete="current-password"
        value={values.old_password}
        error={errors.old_password}
        onChange={(e) => set("old_password", e.target.value)}
      />
      <TextField
        label={t("password.new")}
        type="password"
        autoComplete="new-password"
        value={values.new_password}
        error={errors.new_password}
        onChange={(e) => set("new_password", e.target.value)}
      />
      <TextField
        label={t("password.confirmation")}
        type="password"
        autoComplete="new-password"
        value={values.new_password_confirmation}
        error={errors.new_password_confirmation}
        onChange={(e) => set("new_password_confirmation", e.target.value)}
      />
      <button className="button" type="submit" disabled={form.pending}>
        {t("password.submit")}
      </button>
    </form>
  );
};
