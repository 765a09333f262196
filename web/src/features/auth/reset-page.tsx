import { Link, useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { validatePasswordReset } from "@app/domain/validation/forms";
import { VALIDATION_MESSAGES } from "@app/domain/validation/messages";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { useForm } from "../../lib/forms/use-form";
import { notifySuccess } from "../../lib/ui/toast";
import { TextField } from "../../lib/ui/text-field";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

type Field = "password" | "password_confirmation";

/** /password/reset?token=…&email=…: the link from the reset e-mail sets a new password. */
export const ResetPage = () => {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  useDocumentTitle(t("pages.resetPassword"));
  const form = useForm<Field | "token" | "email">({
    initial: { password: "", password_confirmation: "", token: "", email: "" },
    validate: (values) => {
      const errors = { ...validatePasswordReset({ email, password: values.password, token }) };
      // An empty confirmation is flagged as on /register (issue #17), not only a different one.
      if (values.password_confirmation === "") errors.password_confirmation = [VALIDATION_MESSAGES.required];
      else if (values.password_confirmation !== values.password)
        errors.password_confirmation = [VALIDATION_MESSAGES.passwordConfirmationMismatch];
      return errors;
    },
    submit: async (values) => {
      await accountApi(apiClient).resetPassword({ email, password: values.password, token });
      notifySuccess(t("reset.done"));
      navigate("/login", { replace: true });
    },
  });
  const linkProblem =
    form.errors.token ??
    form.errors.email ??
    (token === "" || email === "" ? VALIDATION_MESSAGES.resetTokenInvalid : undefined);

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">{t("reset.title")}</h1>
        {email !== "" && <p className="muted">{t("reset.for", { email })}</p>}
        {linkProblem !== undefined && (
          <p className="form-error" role="alert">
            {linkProblem} <Link href="/forgot">{t("reset.again")}</Link>
          </p>
        )}
        <TextField
          label={t("reset.password")}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          error={form.errors.password}
          onChange={(e) => form.set("password", e.target.value)}
        />
        <TextField
          label={t("reset.passwordConfirmation")}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={form.values.password_confirmation}
          error={form.errors.password_confirmation}
          onChange={(e) => form.set("password_confirmation", e.target.value)}
        />
        <button className="button button-primary" type="submit" disabled={form.pending || token === "" || email === ""}>
          {t("reset.submit")}
        </button>
      </form>
    </main>
  );
};
