import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { validateResetRequest } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { ERROR_MESSAGES } from "@app/domain/errors/catalogue";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { TextField } from "../../lib/ui/text-field";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

/** /forgot: asks for a reset link by e-mail (SPEC §7 password/requestReset, §8 texts). */
export const ForgotPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.forgot"));
  const form = useForm<"email">({
    initial: { email: "" },
    validate: validateResetRequest,
    submit: async ({ email }) => {
      await accountApi(apiClient).requestReset({ email: normalizeEmail(email) });
      notifySuccess(ERROR_MESSAGES.resetInstructionsSent);
      form.reset();
    },
  });

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t("forgot.title")}</h1>
        <p className="muted">{t("forgot.lead")}</p>
        <TextField
          label={t("forgot.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          error={form.errors.email}
          onChange={(e) => form.set("email", e.target.value)}
        />
        <button className="button button-primary" type="submit" disabled={form.pending}>
          {t("forgot.submit")}
        </button>
        <p className="auth-alt">
          <Link href="/login">{t("forgot.back")}</Link>
        </p>
      </form>
    </main>
  );
};
