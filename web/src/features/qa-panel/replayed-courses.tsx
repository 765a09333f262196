import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { useDomain } from "../../lib/model/domain-store";
import type { Replay } from "../../lib/qa/replay-session";
import { session } from "../../lib/session/session-store";
import { homeLinks, namesFromLists, screensOf } from "./screen-links";

/**
 * The screens of the replayed log, for the role that made it: each course with links to its screens
 * (moved to in-app: a reload would end the replay).
 */
export const ReplayedCourses = ({ replay }: { readonly replay: Replay }) => {
  const { t } = useTranslation("qa-panel");
  const state = useDomain((s) => s);
  const login = useSnapshot(session).login;
  const role = login.isAuth ? login.role : null;
  const labels = {
    course: t("openCourse"),
    lessons: t("openLessons"),
    check: t("openCheck"),
    constructor: t("openConstructor"),
    about: t("openAbout"),
  };
  const { reads, timeline } = replay;
  const end = timeline.entries.length;
  const listed = namesFromLists(
    reads.paths.filter((path) => /^(my-courses|review\/courses)(\?|$)/.test(path)).map((path) => reads.at(path, end)),
  );
  // The pages the log had opened by the replay's position: the constructor opens on the lesson then open.
  const pages = timeline.entries
    .slice(0, replay.position)
    .flatMap((entry) => (entry.event._tag === "PageOpened" ? [entry.event.path] : []));
  const courses = screensOf(role, state, reads.paths, labels, listed, pages);
  const home = homeLinks(role, {
    myCourses: t("openMyCourses"),
    checking: t("openChecking"),
    createdCourses: t("openCreatedCourses"),
  });
  return (
    <section aria-labelledby="qa-courses">
      <h3 className="qa-subtitle" id="qa-courses">
        {t("courses")}
      </h3>
      <p className="muted">{role === null ? t("roleNone") : t("role", { role: t(`roles.${role}`) })}</p>
      {home.length > 0 && (
        <p className="qa-home-links">
          {home.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </p>
      )}
      {courses.length === 0 ? (
        <p className="muted">{t("noCourses")}</p>
      ) : (
        <ul className="qa-courses">
          {courses.map((course) => (
            <li key={course.courseID}>
              <span className="qa-course-name">{course.name}</span>
              {course.links.map((link) => (
                <Link key={link.href} href={link.href}>
                  {link.label}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
