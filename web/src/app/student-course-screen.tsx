import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useLocation, useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { NETWORK_ERROR_STATUS } from "@app/domain/errors/catalogue";
import { useMyCourse } from "../lib/api/my-course-query";
import { CourseScreenHeader } from "../features/my-courses/course-screen-header";
import { CourseTabsNav } from "../features/my-courses/course-tabs-nav";
import { CourseUnavailable } from "../lib/ui/course-unavailable";
import { isApiError } from "../lib/api/api-error";
import { tabOf, tabShown, type CourseTab } from "../features/my-courses/course-tabs";
import { useMinimizedNav } from "../features/my-courses/use-minimized-nav";
import { lazyWithReload } from "./lazy-with-reload";
import { STUDENT_TABS } from "./route-chunks";
import "../features/my-courses/my-courses-list.css";
import "../features/my-courses/my-courses-course.css";

type TabProps = { readonly courseID: string };

/** Each tab is its own lazy chunk, rendered with the course id. */
const tab = <K extends string>(load: () => Promise<Record<K, ComponentType<TabProps>>>, name: K) =>
  lazy(lazyWithReload(() => load().then((module) => ({ default: module[name] }))));

const TABS: Readonly<Record<CourseTab, ComponentType<TabProps>>> = {
  overview: tab(STUDENT_TABS.overview, "OverviewTab"),
  lessons: tab(STUDENT_TABS.lessons, "LessonsTab"),
  discussion: tab(STUDENT_TABS.discussion, "DiscussionTab"),
  classmates: tab(STUDENT_TABS.classmates, "ClassmatesTab"),
  rating: tab(STUDENT_TABS.rating, "RatingTab"),
  reviews: tab(STUDENT_TABS.reviews, "ReviewsTab"),
};

/**
 * /myCourses/:courseID/:tab?/:moduleID?/:lessonID? (SPEC §2): the course-taking view with a
 * minimized left menu: the course's header, its tabs (`Обсуждение` and `Однокурсники` only when the
 * author switched them on) and the chosen tab. No tab, or an unknown one, is `Обзор`. With the
 * course's `Лонгрид` on (SPEC §3 longreadContent), the course opens as one long page: /myCourses/{id}
 * without a tab goes to /longread/{id} (issue #23); the tabs stay reachable from there.
 */
export const StudentCourseScreen = () => {
  const { t } = useTranslation("student-course");
  const params = useParams<{ readonly courseID: string; readonly tab?: string }>();
  const courseID = params.courseID;
  useMinimizedNav();
  const course = useMyCourse(courseID);
  const current = tabOf(params.tab);
  const [, navigate] = useLocation();
  const longread =
    params.tab === undefined && course.data?.settings.actions.longreadContent === true && !course.data.preview;
  useEffect(() => {
    if (longread) navigate(`/longread/${encodeURIComponent(courseID)}`, { replace: true });
  }, [longread, courseID, navigate]);

  // A refetch that found no network keeps the course on screen (issue #15: offline is a state, not an error page).
  const offlineRefetch =
    course.data !== undefined && isApiError(course.error) && course.error.status === NETWORK_ERROR_STATUS;
  if (!/^\d+$/.test(courseID) || (course.isError && !offlineRefetch))
    return <CourseUnavailable error={course.error} courseID={courseID} />;
  if (course.data === undefined) return <p className="muted">{t("loading")}</p>;
  const actions = course.data.settings.actions;
  const Tab = TABS[current];

  return (
    <div className="student-course">
      <CourseScreenHeader course={course.data} />
      <CourseTabsNav courseID={courseID} current={current} actions={actions} />
      <div className="student-course-tab">
        <Suspense fallback={<p className="muted">{t("loading")}</p>}>
          {tabShown(current, actions) ? (
            <Tab courseID={courseID} />
          ) : (
            <p role="status" className="student-course-off">
              {current === "discussion" ? t("discussionOff") : t("classmatesOff")}
            </p>
          )}
        </Suspense>
      </div>
    </div>
  );
};
