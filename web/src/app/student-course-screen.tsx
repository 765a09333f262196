import { lazy } from "react";
import { useParams } from "wouter";
import { lazyWithReload } from "./lazy-with-reload";

const OverviewTab = lazy(lazyWithReload(() => import("../features/my-courses/overview-tab").then((m) => ({ default: m.OverviewTab }))));
const LessonsTab = lazy(lazyWithReload(() => import("../features/course-passage/lessons-tab").then((m) => ({ default: m.LessonsTab }))));

/** Placeholder: the student's course view with its six tabs (issue #8). */
export const StudentCourseScreen = () => {
  const { tab } = useParams<{ readonly courseID: string; readonly tab?: string }>();
  return tab === "lessons" ? <LessonsTab /> : <OverviewTab />;
};
