import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";

export type TokenProblemKind = "forged" | "expired" | "used" | "revoked" | "link";

type Props = { readonly kind: TokenProblemKind; readonly course?: string; readonly school?: string };

/** A bad invitation or access link: what is wrong, in Russian, and a way on (catalogue, sign-in or the cabinet). */
export const TokenProblem = ({ kind, course = "", school = "" }: Props) => {
  const { t } = useTranslation("course-landing");
  const { login } = useSnapshot(session);
  const title = t(`problem.${kind}Title`);
  useDocumentTitle(title);
  return (
    <section className="access-card" data-problem={kind}>
      <h1>{title}</h1>
      <p role="alert">{t(`problem.${kind}Text`, { course, school })}</p>
      <div className="access-actions">
        <Link href="/course" className="button button-primary">
          {t("problem.catalogue")}
        </Link>
        {login.isAuth ? (
          <Link href="/myCourses" className="button">
            {t("problem.myCourses")}
          </Link>
        ) : (
          <Link href="/login" className="button">
            {t("problem.signIn")}
          </Link>
        )}
      </div>
    </section>
  );
};
