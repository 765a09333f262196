import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { withReturn } from "@app/domain/auth/return-path";
import { apiClient } from "../../lib/api/client";
import { isApiError } from "../../lib/api/api-error";
import { invitationsApi } from "../../lib/api/invitations-api";
import { session } from "../../lib/session/session-store";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { TokenProblem } from "./token-problem";
import { useAccessAction } from "./use-access-action";
import "./course-landing.css";

/**
 * /join/{token}: the course's access link from its `Пользователи` tab (issue #14). It names the course
 * and the school; a signed-out person registers or signs in and comes back; `Присоединиться` enrols
 * him and opens the course. A link that was replaced, or never was, says so.
 */
export const JoinPage = () => {
  const { t } = useTranslation("course-landing");
  const { token = "" } = useParams<{ token: string }>();
  const [location] = useLocation();
  const { login } = useSnapshot(session);
  const info = useQuery({
    queryKey: ["access-link", token],
    queryFn: () => invitationsApi(apiClient).linkInfo(token),
    staleTime: 0,
    refetchOnMount: "always",
    gcTime: 0,
  });
  const { run, pending } = useAccessAction();
  useDocumentTitle(t("join.title"));

  if (info.isError && isApiError(info.error) && info.error.status === 404) return <TokenProblem kind="link" />;
  if (info.data === undefined)
    return <p className="muted page-loading">{info.isError ? t("loadError") : t("loading")}</p>;
  const link = info.data;
  const join = () =>
    run(async () => {
      const enrolment = await invitationsApi(apiClient).join(token);
      return { courseId: enrolment.course_id, to: `/myCourses/${enrolment.course_id}` };
    });

  return (
    <section className="access-card">
      <h1>{t("join.title")}</h1>
      <p>{t("join.lead", { school: link.school_name })}</p>
      <p className="access-course">{link.course_name}</p>
      {login.isAuth ? (
        <div className="access-actions">
          <button type="button" className="button button-primary" disabled={pending} onClick={() => void join()}>
            {t("join.join")}
          </button>
        </div>
      ) : (
        <>
          <p className="muted">{t("join.signedOut")}</p>
          <div className="access-actions">
            <Link href={withReturn("/register", location)} className="button button-primary">
              {t("invite.register")}
            </Link>
            <Link href={withReturn("/login", location)} className="button">
              {t("invite.signIn")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
};
