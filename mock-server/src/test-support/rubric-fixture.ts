import type { Rubric } from "@app/domain/course/rubric";
import type { Store } from "../store/store";
import type { FixtureCourse } from "./course-fixture";

/** Puts a rubric on the fixture course's free task, in its draft and its published body alike (issue #34). */
export const setFixtureRubric = (store: Store, course: FixtureCourse, rubric: Rubric): Promise<void> =>
  store.update((db) => {
    const content = db.courseContents.find((c) => c.course_id === course.courseId);
    for (const body of [content?.draft, content?.published])
      for (const module of body?.moduleList ?? [])
        for (const lesson of module.lessons)
          for (const task of lesson.tasks)
            for (const block of task.taskContent)
              if (block.contentBlockID === course.blocks.freeTask && block.content._tag === "freeTask")
                block.content.rubric = [...rubric];
  });
