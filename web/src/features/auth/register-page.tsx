import { Link, useLocation, useSearch } from "wouter";
import { afterSignIn, RETURN_PARAM, safeReturnPath, withReturn } from "@app/domain/auth/return-path";
import { primaryRole } from "@app/domain/auth/roles";
import { useTranslation } from "react-i18next";
import { validateRegistration } from "@app/domain/validation/forms";
import { normalizeEmail } from "@app/domain/validation/email";
import { accountApi } from "../../lib/api/account-api";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { useForm } from "../../lib/forms/use-form";
import { withPhoneCheck } from "../../lib/forms/with-phone-check";
import { signIn } from "../../lib/session/session-store";
import { notifyError } from "../../lib/ui/toast";
import { TextField } from "../../lib/ui/text-field";
import { PhoneField } from "../../lib/ui/phone-field";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useSignedInAway } from "./use-signed-in-away";

type Field = "full_name" | "email" | "phone" | "password" | "password_confirmation";
const EMPTY: Record<Field, string> = { full_name: "", email: "", phone: "", password: "", password_confirmation: "" };

/** The page to land on after registering, with the welcome modal (SPEC §2) shown there. */
const withWelcome = (path: string): string => `${path}${path.includes("?") ? "&" : "?"}showWelcomeModal=true`;

/**
 * /register (SPEC §7): a new student signs up and is signed in at once, landing on the study
 * materials with the welcome modal, or back on the page that asked for it (`?next=`, issue #14;
 * `?email=` prefills the e-mail, as an invitation does). Server errors show as toasts, the first
 * message of each field.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const away = useSignedInAway(returnTo, false);
  useDocumentTitle(t("pages.register"));
  const form = useForm<Field>({
    initial: { ...EMPTY, email: params.get("email") ?? "" },
    validate: (values) => withPhoneCheck(validateRegistration(values), values.phone),
    submit: async (values) => {
      const answer = await accountApi(apiClient).register({
        ...values,
        email: normalizeEmail(values.email),
        full_name: values.full_name.trim(),
      });
      signIn(answer.tokens, answer.roles);
      navigate(withWelcome(afterSignIn(returnTo, primaryRole(answer.roles))), { replace: true });
    },
    onError: (error) => {
      errorMessages(error).forEach(notifyError);
      return false;
    },
  });
  const { values, errors, set } = form;
  if (away) return null;

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="register-title">
        <h1 id="register-title">{t("register.title")}</h1>
        <TextField
          label={t("register.fullName")}
          name="full_name"
          autoComplete="name"
          value={values.full_name}
          error={errors.full_name}
          onChange={(e) => set("full_name", e.target.value)}
        />
        <TextField
          label={t("register.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set("email", e.target.value)}
        />
        <PhoneField
          label={t("register.phone")}
          value={values.phone}
          error={errors.phone}
          onChange={(digits) => set("phone", digits)}
        />
        <TextField
          label={t("register.password")}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set("password", e.target.value)}
        />
        <TextField
          label={t("register.passwordConfirmation")}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          error={errors.password_confirmation}
          onChange={(e) => set("password_confirmation", e.target.value)}
        />
        <button className="button button-primary" type="submit" disabled={form.pending}>
          {t("register.submit")}
        </button>
        <p className="auth-alt">
          {t("register.haveAccount")}{" "}
          <Link href={returnTo === null ? "/login" : withReturn("/login", returnTo)}>{t("register.signIn")}</Link>
        </p>
      </form>
    </main>
  );
};
