import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { CourseOffer } from "@app/domain/api/access";
import { nextStepAddress } from "../../lib/passage/next-place";

/** Where a person stands with a course before he commits (issue #30): already in, no seats left, or free to enter. */
export type SeatState = "in" | "full" | "open";

/** From the course's offer; an offer not read (yet, or a course not published) lets him try: the server decides. */
export const seatStateOf = (offer: CourseOffer | undefined): SeatState =>
  offer === undefined ? "open" : offer.enrolled ? "in" : offer.seats_left === 0 ? "full" : "open";

/**
 * The invitation's or the link's page when the course is full or he is in already: said before he
 * registers, with a way on (the course's page, the catalogue, or the course itself), never a button
 * that can only be refused.
 */
export const SeatNotice = ({ state, courseId }: { readonly state: "in" | "full"; readonly courseId: number }) => {
  const { t } = useTranslation("course-landing");
  if (state === "in")
    return (
      <div className="access-seats">
        <p role="status">{t("access.in")}</p>
        <div className="access-actions">
          <Link href={nextStepAddress(courseId)} className="button button-primary">
            {t("toCourse")}
          </Link>
        </div>
      </div>
    );
  return (
    <div className="access-seats access-seats-full">
      <p role="alert">
        <strong>{t("access.fullTitle")}</strong> {t("access.fullText")}
      </p>
      <div className="access-actions">
        <Link href={`/landing/courses/${courseId}`} className="button">
          {t("access.coursePage")}
        </Link>
        <Link href="/course" className="button">
          {t("problem.catalogue")}
        </Link>
      </div>
    </div>
  );
};
