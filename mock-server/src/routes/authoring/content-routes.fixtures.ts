import type { CourseBody } from "@app/domain/api/course-content";

/** A draft's ids and a new structure to save (the content route tests). */
export const UUID = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A draft with one new module, lesson (text block) and task (free task), all under temporary ids. */
export const withNewStructure = (course: CourseBody): CourseBody => ({
  ...course,
  moduleList: [
    ...course.moduleList,
    {
      moduleID: UUID(1),
      moduleName: "Новый раздел",
      lessons: [
        {
          lessonID: UUID(2),
          lessonName: "Новый урок",
          lessonContent: [
            { contentBlockID: UUID(3), status: "none", evaluation: null, content: { _tag: "text", text: "Текст" } },
          ],
          tasks: [
            {
              taskID: UUID(4),
              name: "Новое задание",
              taskContent: [
                {
                  contentBlockID: UUID(5),
                  status: "none",
                  evaluation: null,
                  content: { _tag: "freeTask", title: "Эссе", text: "", files: [] },
                },
              ],
            },
          ],
          is_trial: false,
          isEndedByUser: false,
          status: "not_started",
          statistics: null,
        },
      ],
    },
  ],
});
