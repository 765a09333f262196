import { useState, type FormEvent } from "react";
import { Link, useSearch } from "wouter";
import { useSnapshot } from "valtio";
import { landingRoute } from "@app/domain/auth/landing";
import { RETURN_PARAM, safeReturnPath, withReturn } from "@app/domain/auth/return-path";
import { useTranslation } from "react-i18next";
import { TextField } from "../../lib/ui/text-field";
import { requireFields, type FieldErrors } from "../../lib/validation/required";
import { session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { useLogin } from "./use-login";
import { useSignedInAway } from "./use-signed-in-away";

type Field = "email" | "password";

/**
 * /login: e-mail and password, 'Войти', and the links to recovery and registration. `?next=` is
 * the page to come back to (kept on the way to /register too); `?email=` prefills the e-mail.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const { login, pending } = useLogin(returnTo);
  const signedIn = useSnapshot(session).login;
  const away = useSignedInAway(returnTo, true);
  useDocumentTitle(t("pages.login"));
  const [values, setValues] = useState<Record<Field, string>>({ email: params.get("email") ?? "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  if (away) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = requireFields(values, ["email", "password"]);
    setErrors(found);
    if (Object.keys(found).length === 0) void login({ email: values.email.trim(), password: values.password });
  };

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t("login.title")}</h1>
        {signedIn.isAuth && (
          // A signed-in user stays here only when his role may not open a page (SPEC §4): say why, and the way back.
          <div className="auth-note" role="status">
            <p>{t("login.signedInAs")}</p>
            <Link href={landingRoute(signedIn.role)}>{t("login.toCabinet")}</Link>
          </div>
        )}
        <TextField
          label={t("login.email")}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <TextField
          label={t("login.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <button className="button button-primary" type="submit" disabled={pending}>
          {t("login.submit")}
        </button>
        <div className="auth-links">
          <Link href="/forgot">{t("login.forgot")}</Link>
          <Link
            href={
              returnTo === null
                ? "/register"
                : withReturn("/register", returnTo, values.email === "" ? {} : { email: values.email })
            }
          >
            {t("login.register")}
          </Link>
        </div>
      </form>
    </main>
  );
};
