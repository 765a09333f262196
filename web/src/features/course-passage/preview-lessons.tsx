import { useTranslation } from "react-i18next";
import type { CourseBody } from "@app/domain/api/course-content";
import { BlockView } from "../../lib/blocks/block-view";

/** Every lesson's blocks and tasks, read-only, in course order (/preview/{id}/lessons). */
export const PreviewLessons = ({ course }: { readonly course: CourseBody }) => {
  const { t } = useTranslation("passage");
  if (course.moduleList.length === 0) return <p className="muted">{t("preview.empty")}</p>;
  return (
    <div className="reading-course">
      {course.moduleList.map((m) => (
        <section key={m.moduleID} className="reading-module" aria-labelledby={`module-${m.moduleID}`}>
          <h2 id={`module-${m.moduleID}`}>{m.moduleName}</h2>
          {m.lessons.map((lesson) => (
            <section key={lesson.lessonID} className="reading-lesson" aria-labelledby={`lesson-${lesson.lessonID}`}>
              <h3 id={`lesson-${lesson.lessonID}`}>{lesson.lessonName}</h3>
              {lesson.lessonContent.map((block) => (
                <BlockView key={block.contentBlockID} content={block.content} level={4} />
              ))}
              {lesson.tasks.map((task) => (
                <div key={task.taskID} className="reading-task">
                  <p className="reading-task-name">{task.name}</p>
                  {task.taskContent.map((block) => (
                    <BlockView key={block.contentBlockID} content={block.content} level={4} />
                  ))}
                </div>
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
};
