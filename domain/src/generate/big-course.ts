import type { CourseSnapshot } from "../course/course-snapshot";
import { newCourse } from "../course/defaults";
import { toSnapshot } from "../course/snapshot-convert";
import type { ContentBlock } from "../course/structure";

/** A loaded course for benchmarks: `modules` × `lessons` × `blocks` text blocks (default 20 × 15 × 100 = 30,000). */
export const bigCourseSnapshot = (courseID = "big", modules = 20, lessons = 15, blocks = 100): CourseSnapshot => {
  const block = (id: string): ContentBlock => ({
    contentBlockID: id,
    status: "none",
    evaluation: null,
    content: { _tag: "text", text: `Текст блока ${id}` },
  });
  const moduleList = Array.from({ length: modules }, (_, m) => ({
    moduleID: `m${m}`,
    moduleName: `Раздел ${m}`,
    lessons: Array.from({ length: lessons }, (_, l) => ({
      lessonID: `m${m}l${l}`,
      lessonName: `Урок ${l}`,
      lessonContent: Array.from({ length: blocks }, (_, b) => block(`m${m}l${l}b${b}`)),
      tasks: [],
      is_trial: false,
      isEndedByUser: false,
      status: "not_started" as const,
      statistics: null,
    })),
  }));
  return { ...toSnapshot(newCourse(courseID, "Большой курс", false)), moduleList };
};
