import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { withReturn } from "@app/domain/auth/return-path";
import { apiClient } from "../../lib/api/client";
import { authApi } from "../../lib/api/auth-api";
import { isApiError } from "../../lib/api/api-error";
import { invitationsApi } from "../../lib/api/invitations-api";
import { adoptRoles, session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { TokenProblem } from "./token-problem";
import { useAccessAction } from "./use-access-action";
import "./course-landing.css";

/**
 * /invite/{token}: the invitation an owner e-mailed (issue #14). It names the course, the school and
 * the role; a signed-out person registers or signs in with the invited e-mail (prefilled) and comes
 * back here; `Принять приглашение` makes him a student (the course opens) or a teacher
 * (/availableCourses). An expired, used, revoked or unknown token says so.
 */
export const InvitationPage = () => {
  const { t } = useTranslation("course-landing");
  const { token = "" } = useParams<{ token: string }>();
  const [location] = useLocation();
  const { login } = useSnapshot(session);
  const info = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => invitationsApi(apiClient).info(token),
    staleTime: 0,
    refetchOnMount: "always",
    gcTime: 0,
  });
  const { run, pending, error } = useAccessAction();
  useDocumentTitle(t("invite.title"));

  if (info.isError && isApiError(info.error) && info.error.status === 404) return <TokenProblem kind="forged" />;
  if (info.data === undefined)
    return <p className="muted page-loading">{info.isError ? t("loadError") : t("loading")}</p>;
  const invitation = info.data;
  if (invitation.status !== "valid")
    return <TokenProblem kind={invitation.status} course={invitation.course_name} school={invitation.school_name} />;

  const accept = () =>
    run(async () => {
      const accepted = await invitationsApi(apiClient).accept(token);
      if (accepted.role === "teacher") {
        adoptRoles(await authApi(apiClient).role());
        return { courseId: accepted.course_id, to: "/availableCourses" };
      }
      return { courseId: accepted.course_id, to: `/myCourses/${accepted.course_id}` };
    });
  const withEmail = { email: invitation.email };

  return (
    <section className="access-card">
      <h1>{t("invite.title")}</h1>
      <p>{invitation.role === "teacher" ? t("invite.asTeacher") : t("invite.asStudent")}</p>
      <p className="access-course">{invitation.course_name}</p>
      <p className="muted">{t("invite.school", { school: invitation.school_name })}</p>
      <p>{t("invite.sentTo", { email: invitation.email })}</p>
      {login.isAuth ? (
        <div className="access-actions">
          <button type="button" className="button button-primary" disabled={pending} onClick={() => void accept()}>
            {t("invite.accept")}
          </button>
          {error !== null && (
            <Link href={withReturn("/login", location, withEmail)} className="button">
              {t("invite.otherAccount", withEmail)}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="muted">{t("invite.signedOut")}</p>
          <div className="access-actions">
            <Link href={withReturn("/register", location, withEmail)} className="button button-primary">
              {t("invite.register")}
            </Link>
            <Link href={withReturn("/login", location, withEmail)} className="button">
              {t("invite.signIn")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
};
