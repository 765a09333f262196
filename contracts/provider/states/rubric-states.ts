import type { ProviderRig } from "../provider-rig";
import { signIn, type StateHandlers } from "./sessions";

/** The rubric of the provider state: three criteria of 3, 5 and 2 points. */
const RUBRIC = [
  { criterionID: "r1", title: "Есть вывод", points: 3 },
  { criterionID: "r2", title: "Код работает", points: 5 },
  { criterionID: "r3", title: "Оформление", points: 2 },
];

/** Issue #34 part 4: submission 1's free task (demo course 1) gets a rubric in its published and draft content. */
export const rubricStates = (rig: ProviderRig): StateHandlers => ({
  "review: submission 1's task has a rubric and the teacher is signed in": async () => {
    await rig.reset();
    await rig.store().update((db) => {
      const submission = db.submissions.find((s) => s.id === 1);
      const content = db.courseContents.find((c) => c.course_id === submission?.course_id);
      for (const body of [content?.published, content?.draft])
        for (const module of body?.moduleList ?? [])
          for (const lesson of module.lessons)
            for (const task of lesson.tasks)
              for (const block of task.taskContent)
                if (block.contentBlockID === submission?.block_id && block.content._tag === "freeTask")
                  block.content.rubric = RUBRIC;
    });
    await signIn(rig, "teacher@demo.ru");
    return {};
  },
});
