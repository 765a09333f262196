import type { CourseState } from "@app/domain/course/course-state";
import type { SettingsAccesses } from "@app/domain/course/settings";
import type { DecideError } from "@app/domain/model/decide-error";
import { runEdit } from "./run-edit";

/** `EditAccesses` carries every access field: this one changes some and keeps the rest as they are. */
export const editAccesses = (course: CourseState, change: Partial<SettingsAccesses>): DecideError | null => {
  const next = { ...course.settings.accesses, ...change };
  return runEdit({
    _tag: "EditAccesses",
    courseID: course.courseID,
    available: next.available,
    accessByEmail: next.accessByEmail,
    teachers: [...next.teachers],
    link: next.link,
    maxCount: next.maxCount,
    isSetMaxCount: next.isSetMaxCount,
  });
};
