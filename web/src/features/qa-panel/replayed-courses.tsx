import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useDomain } from "../../lib/model/domain-store";

/** The courses of the replayed state, each with links to its constructor and about tab (moved to in-app: a reload would end the replay). */
export const ReplayedCourses = () => {
  const { t } = useTranslation("qa-panel");
  const courses = useDomain((s) => s.courses);
  const list = Object.values(courses);
  return (
    <section aria-labelledby="qa-courses">
      <h3 className="qa-subtitle" id="qa-courses">
        {t("courses")}
      </h3>
      {list.length === 0 ? (
        <p className="muted">{t("noCourses")}</p>
      ) : (
        <ul className="qa-courses">
          {list.map((course) => (
            <li key={course.courseID}>
              <span className="qa-course-name">
                {course.general.name.value.trim() === "" ? course.courseID : course.general.name.value}
              </span>
              <Link href={`/createdCourses/${course.courseID}/constructor`}>{t("openConstructor")}</Link>
              <Link href={`/createdCourses/${course.courseID}/about`}>{t("openAbout")}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
