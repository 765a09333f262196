import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { withReturn } from "@app/domain/auth/return-path";
import { apiClient } from "../../lib/api/client";
import { authApi } from "../../lib/api/auth-api";
import { isApiError } from "../../lib/api/api-error";
import { invitationsApi } from "../../lib/api/invitations-api";
import { adoptRoles, session } from "../../lib/session/session-store";
import { nextStepAddress } from "../../lib/passage/next-place";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { SeatNotice, seatStateOf } from "./seat-state";
import { TokenProblem } from "./token-problem";
import { useAccessAction } from "./use-access-action";
import { useCourseOffer } from "./use-landing-data";
import "./course-landing.css";

/** The return address of register and sign-in: coming back with it accepts at once, as `Записаться` enrols. */
const ACCEPT_PARAM = "accept";

/**
 * /invite/{token}: the invitation an owner e-mailed (issue #14). It names the course, the school and
 * the role; a signed-out person registers or signs in with the invited e-mail (prefilled) and comes
 * back here, and the invitation is accepted at once (issue #30: no second click); signed in,
 * `Принять приглашение` makes him a student (the course's first lesson opens) or a teacher
 * (/availableCourses). A student invitation into a full course says so before he registers, and one
 * he has used says he is in. An expired, used, revoked or unknown token says so.
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
  const forStudent = info.data?.role === "student" && info.data.status === "valid";
  const offer = useCourseOffer(forStudent ? info.data?.course_id : undefined);
  const { run, pending, error } = useAccessAction(() => void offer.refetch());
  useDocumentTitle(t("invite.title"));
  const seats = forStudent ? seatStateOf(offer.data) : "open";
  const asked = new URLSearchParams(useSearch()).has(ACCEPT_PARAM);
  // Back from registering or signing in: accept once, when the offer says there is room (or is not a student's).
  const ready = info.data?.status === "valid" && (!forStudent || offer.isFetched) && seats === "open";
  const autoAccepted = useRef(false);

  const accept = () =>
    run(async () => {
      const accepted = await invitationsApi(apiClient).accept(token);
      if (accepted.role === "teacher") {
        adoptRoles(await authApi(apiClient).role());
        return { courseId: accepted.course_id, to: "/availableCourses" };
      }
      return { courseId: accepted.course_id, to: nextStepAddress(accepted.course_id) };
    });
  const auto = login.isAuth && asked && ready;
  useEffect(() => {
    if (!auto || autoAccepted.current) return;
    autoAccepted.current = true;
    void accept();
  });

  if (info.isError && isApiError(info.error) && info.error.status === 404) return <TokenProblem kind="forged" />;
  if (info.data === undefined)
    return <p className="muted page-loading">{info.isError ? t("loadError") : t("loading")}</p>;
  const invitation = info.data;
  if (invitation.status !== "valid")
    return <TokenProblem kind={invitation.status} course={invitation.course_name} school={invitation.school_name} />;

  const withEmail = { email: invitation.email };
  const back = `${location}?${ACCEPT_PARAM}=1`;

  return (
    <section className="access-card">
      <h1>{t("invite.title")}</h1>
      <p>{invitation.role === "teacher" ? t("invite.asTeacher") : t("invite.asStudent")}</p>
      <p className="access-course">{invitation.course_name}</p>
      <p className="muted">{t("invite.school", { school: invitation.school_name })}</p>
      <p>{t("invite.sentTo", { email: invitation.email })}</p>
      {seats !== "open" ? (
        <SeatNotice state={seats} courseId={invitation.course_id} />
      ) : login.isAuth ? (
        <div className="access-actions">
          <button type="button" className="button button-primary" disabled={pending} onClick={() => void accept()}>
            {t("invite.accept")}
          </button>
          {error !== null && (
            <Link href={withReturn("/login", back, withEmail)} className="button">
              {t("invite.otherAccount", withEmail)}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="muted">{t("invite.signedOut")}</p>
          <div className="access-actions">
            <Link href={withReturn("/register", back, withEmail)} className="button button-primary">
              {t("invite.register")}
            </Link>
            <Link href={withReturn("/login", back, withEmail)} className="button">
              {t("invite.signIn")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
};
