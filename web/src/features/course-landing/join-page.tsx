import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { withReturn } from "@app/domain/auth/return-path";
import { apiClient } from "../../lib/api/client";
import { isApiError } from "../../lib/api/api-error";
import { invitationsApi } from "../../lib/api/invitations-api";
import { session } from "../../lib/session/session-store";
import { nextStepAddress } from "../../lib/passage/next-place";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { SeatNotice, seatStateOf } from "./seat-state";
import { TokenProblem } from "./token-problem";
import { useAccessAction } from "./use-access-action";
import { useCourseOffer } from "./use-landing-data";
import "./course-landing.css";

/** The return address of register and sign-in: coming back with it joins at once, as `Записаться` enrols. */
const JOIN_PARAM = "join";

/**
 * /join/{token}: the course's access link from its `Пользователи` tab (issue #14). It names the course
 * and the school; a signed-out person registers or signs in and comes back, and is enrolled at once
 * (issue #30: no second click); signed in, `Присоединиться` enrols him; either opens the course's
 * first lesson. A full course says so before he registers; a student already in is sent to it. A
 * link that was replaced, or never was, says so.
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
  const offer = useCourseOffer(info.data?.course_id);
  const { run, pending } = useAccessAction(() => void offer.refetch());
  useDocumentTitle(t("join.title"));
  const seats = seatStateOf(offer.data);
  const asked = new URLSearchParams(useSearch()).has(JOIN_PARAM);
  const join = () =>
    run(async () => {
      const enrolment = await invitationsApi(apiClient).join(token);
      return { courseId: enrolment.course_id, to: nextStepAddress(enrolment.course_id) };
    });
  // Back from registering or signing in: join once, when the offer says there is room.
  const auto = login.isAuth && asked && info.data !== undefined && offer.isFetched && seats === "open";
  const autoJoined = useRef(false);
  useEffect(() => {
    if (!auto || autoJoined.current) return;
    autoJoined.current = true;
    void join();
  });

  if (info.isError && isApiError(info.error) && info.error.status === 404) return <TokenProblem kind="link" />;
  if (info.data === undefined)
    return <p className="muted page-loading">{info.isError ? t("loadError") : t("loading")}</p>;
  const link = info.data;
  const back = `${location}?${JOIN_PARAM}=1`;

  return (
    <section className="access-card">
      <h1>{t("join.title")}</h1>
      <p>{t("join.lead", { school: link.school_name })}</p>
      <p className="access-course">{link.course_name}</p>
      {seats !== "open" ? (
        <SeatNotice state={seats} courseId={link.course_id} />
      ) : login.isAuth ? (
        <div className="access-actions">
          <button type="button" className="button button-primary" disabled={pending} onClick={() => void join()}>
            {t("join.join")}
          </button>
        </div>
      ) : (
        <>
          <p className="muted">{t("join.signedOut")}</p>
          <div className="access-actions">
            <Link href={withReturn("/register", back)} className="button button-primary">
              {t("invite.register")}
            </Link>
            <Link href={withReturn("/login", back)} className="button">
              {t("invite.signIn")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
};
