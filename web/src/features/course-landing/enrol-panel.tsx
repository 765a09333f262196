import { useEffect, useRef } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { CourseOffer } from "@app/domain/api/access";
import { RETURN_PARAM, safeReturnPath, withReturn } from "@app/domain/auth/return-path";
import { studentCoursePath } from "../../lib/api/enrolment-cache";
import { nextStepAddress } from "../../lib/passage/next-place";
import { session } from "../../lib/session/session-store";
import { formatRoubles as formatPrice } from "../../lib/i18n/format";
import { useEnrol } from "./use-enrol";

type Props = {
  readonly courseId: number;
  readonly offer: CourseOffer;
  readonly school: { readonly id: number; readonly name: string };
};

/**
 * How to get into the course, by its settings (SPEC §3 accesses): `Записаться` (open), `Купить`
 * (paid), by invitation only, or closed; seats left; or `Перейти к курсу` for a student already in.
 * A visitor who is not signed in goes to /register (or /login) and comes back here; coming back with
 * `?enrol=1` finishes the enrolment by itself, since he has already asked for it. A buyer back from
 * registering pays with his own click (`Купить`): the welcome modal then follows him into the course.
 */
export const EnrolPanel = ({ courseId, offer, school }: Props) => {
  const { t } = useTranslation("course-landing");
  const { login } = useSnapshot(session);
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const welcome = params.has("showWelcomeModal");
  const { run, pending } = useEnrol(courseId);
  const started = useRef(false);

  const isStudent = login.isAuth && (login.role === "STUDENT" || login.allRoles.includes("student"));
  const noSeats = offer.seats_left === 0;
  const selfEnrol = !noSeats && (offer.mode === "open" || (offer.mode === "invitation" && offer.invited));
  const wantsEnrol = params.get("enrol") === "1";

  useEffect(() => {
    if (!wantsEnrol || !isStudent || started.current) return;
    if (offer.enrolled) {
      started.current = true;
      navigate(nextStepAddress(courseId, welcome), { replace: true });
    } else if (selfEnrol) {
      started.current = true;
      void run("enrol", welcome);
    }
  }, [wantsEnrol, isStudent, offer.enrolled, selfEnrol, courseId, welcome, navigate, run]);

  // He may have been sent here from a page of the course (SPEC §4): signing in takes him back there.
  const asked = safeReturnPath(params.get(RETURN_PARAM));
  const back = asked ?? location;
  const enrolReturn = `${location}?enrol=1`;
  const price = (
    <p className="landing-price">
      <strong>{offer.mode === "paid" ? formatPrice(offer.price) : t("free")}</strong>
      {offer.mode === "paid" && Number(offer.old_price) > Number(offer.price) && (
        <s aria-label={t("oldPrice")}>{formatPrice(offer.old_price)}</s>
      )}
    </p>
  );
  const seats = offer.seats_left !== null && !offer.enrolled && (
    <p className={noSeats ? "landing-seats landing-seats-none" : "landing-seats"}>
      {noSeats ? t("noSeats") : t("seatsLeft", { count: offer.seats_left })}
    </p>
  );

  if (offer.enrolled) {
    return (
      <aside className="landing-panel" aria-label={t("enrol")}>
        <p className="landing-enrolled">{t("enrolled")}</p>
        <Link href={studentCoursePath(courseId, false)} className="button button-primary landing-action">
          {t("toCourse")}
        </Link>
      </aside>
    );
  }

  const signInLinks = (action: string, returnTo: string) => (
    <>
      <Link href={withReturn("/register", returnTo)} className="button button-primary landing-action">
        {action}
      </Link>
      <p className="landing-alt">
        {t("haveAccount")} <Link href={withReturn("/login", asked ?? returnTo)}>{t("signIn")}</Link>
      </p>
    </>
  );

  return (
    <aside className="landing-panel" aria-label={t("enrol")}>
      {price}
      {seats}
      {offer.mode === "closed" && <p className="landing-note">{t("closed", { school: school.name })}</p>}
      {offer.mode === "invitation" && (
        <p className="landing-note">{offer.invited ? t("invitedYou") : t("invitationOnly", { school: school.name })}</p>
      )}
      {offer.mode === "paid" && <p className="landing-note landing-dev-note">{t("devPayment")}</p>}
      {!login.isAuth && selfEnrol && signInLinks(t("enrol"), enrolReturn)}
      {!login.isAuth && offer.mode === "paid" && !noSeats && signInLinks(t("buy"), location)}
      {!login.isAuth && !selfEnrol && offer.mode !== "paid" && (
        <Link href={withReturn("/login", back)} className="button landing-action">
          {t("signIn")}
        </Link>
      )}
      {login.isAuth && !isStudent && <p className="landing-note">{t("staffNote")}</p>}
      {isStudent && selfEnrol && (
        <button
          type="button"
          className="button button-primary landing-action"
          disabled={pending}
          onClick={() => void run("enrol", welcome)}
        >
          {pending ? t("enrolling") : t("enrol")}
        </button>
      )}
      {isStudent && offer.mode === "paid" && !noSeats && (
        <button
          type="button"
          className="button button-primary landing-action"
          disabled={pending}
          onClick={() => void run("buy", welcome)}
        >
          {pending ? t("enrolling") : t("buy")}
        </button>
      )}
      {(offer.mode === "invitation" || offer.mode === "closed") && !offer.invited && (
        <Link href={`/school/${school.id}`} className="landing-alt-link">
          {t("toSchool")}
        </Link>
      )}
    </aside>
  );
};
