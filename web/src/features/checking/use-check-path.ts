import { useTranslation } from "react-i18next";
import type { ReviewCounts } from "@app/domain/api/review";
import type { Crumb } from "./check-breadcrumbs";
import { useReviewCourses, useReviewLessons, useReviewModules, useReviewTasks } from "./review-queries";

export type CheckParams = {
  readonly courseId: number;
  readonly tab: string;
  readonly moduleID: string | undefined;
  readonly lessonID: string | undefined;
  readonly taskID: string | undefined;
};

/** The address of each level; the tab slug of the current address is kept (`modules` by default). */
export const levelHref = (
  p: CheckParams,
  depth: { moduleID?: string; lessonID?: string; taskID?: string } = {},
): string =>
  ["/check", p.courseId, depth.moduleID === undefined ? undefined : p.tab, depth.moduleID, depth.lessonID, depth.taskID]
    .filter((part) => part !== undefined)
    .join("/");

/**
 * A reviewer's way down a course: the lists of each level the address reaches (cached, so going back up
 * is instant), the breadcrumbs with their names, and the name and counts of the level shown.
 */
export const useCheckPath = (p: CheckParams) => {
  const { t } = useTranslation("checking");
  const courses = useReviewCourses();
  const modules = useReviewModules(p.courseId);
  const lessons = useReviewLessons(p.courseId, p.moduleID);
  const tasks = useReviewTasks(p.courseId, p.lessonID);

  const course = courses.data?.find((c) => c.id === p.courseId);
  const module = modules.data?.find((m) => m.id === p.moduleID);
  const lesson = lessons.data?.find((l) => l.id === p.lessonID);
  const task = tasks.data?.find((x) => x.id === p.taskID);

  const trail: Crumb[] = [
    { label: t("title"), href: "/availableCourses" },
    { label: course?.name ?? t("levels.course"), href: levelHref(p) },
  ];
  if (p.moduleID !== undefined)
    trail.push({ label: module?.name ?? "…", href: levelHref(p, { moduleID: p.moduleID }) });
  if (p.lessonID !== undefined)
    trail.push({ label: lesson?.name ?? "…", href: levelHref(p, { moduleID: p.moduleID, lessonID: p.lessonID }) });
  if (p.taskID !== undefined)
    trail.push({
      label: task?.name ?? "…",
      href: levelHref(p, { moduleID: p.moduleID, lessonID: p.lessonID, taskID: p.taskID }),
    });

  const here =
    p.taskID !== undefined ? task : p.lessonID !== undefined ? lesson : p.moduleID !== undefined ? module : course;
  const counts: ReviewCounts | undefined = here?.counts;
  return { trail, title: trail[trail.length - 1]?.label ?? t("title"), counts, courses, modules, lessons, tasks };
};
