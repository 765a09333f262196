import { useEffect } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { StudentBlock, StudentCourse } from "@app/domain/api/passage";
import { BlockView } from "../../lib/blocks/block-view";

const lessonHref = (courseID: string, moduleID: string, lessonID: string) =>
  `/myCourses/${encodeURIComponent(courseID)}/lessons/${encodeURIComponent(moduleID)}/${encodeURIComponent(lessonID)}`;

/** A block read-only; tests and free tasks are done on the lesson page, so here they link there. */
const LongreadBlock = ({ block, href }: { readonly block: StudentBlock; readonly href: string }) => {
  const { t } = useTranslation("passage");
  const content = block.content;
  if (content._tag === "test" || content._tag === "freeTask") {
    const text =
      content._tag === "test"
        ? t("longread.testInLesson", { name: content.name })
        : t("longread.taskInLesson", { name: content.title });
    return (
      <p className="longread-link">
        {text}: <Link href={href}>{t("longread.openLesson")}</Link>
      </p>
    );
  }
  return <BlockView content={content} level={4} />;
};

/** The whole course on one page: every section, lesson, task and block in order (SPEC §2 longread). */
export const LongreadCourse = ({
  course,
  lessonID,
}: {
  readonly course: StudentCourse;
  readonly lessonID: string | undefined;
}) => {
  const { t } = useTranslation("passage");
  const courseID = String(course.course_id);
  useEffect(() => {
    if (lessonID !== undefined) document.getElementById(`lesson-${lessonID}`)?.scrollIntoView({ block: "start" });
  }, [lessonID]);
  return (
    <div className="reading-course">
      {course.moduleList.map((m) => (
        <section key={m.moduleID} className="reading-module" aria-labelledby={`module-${m.moduleID}`}>
          <h2 id={`module-${m.moduleID}`}>{m.moduleName}</h2>
          {m.lessons.map((lesson) => {
            const href = lessonHref(courseID, m.moduleID, lesson.lessonID);
            return (
              <section
                key={lesson.lessonID}
                id={`lesson-${lesson.lessonID}`}
                className="reading-lesson"
                aria-labelledby={`lesson-title-${lesson.lessonID}`}
              >
                <h3 id={`lesson-title-${lesson.lessonID}`}>{lesson.lessonName}</h3>
                {lesson.locked ? (
                  <p className="muted">{t("outline.locked")}</p>
                ) : (
                  <>
                    {lesson.lessonContent.map((block) => (
                      <LongreadBlock key={block.contentBlockID} block={block} href={href} />
                    ))}
                    {lesson.tasks.map((task) => (
                      <div key={task.taskID} className="reading-task">
                        <p className="reading-task-name">{task.name}</p>
                        {task.taskContent.map((block) => (
                          <LongreadBlock
                            key={block.contentBlockID}
                            block={block}
                            href={`${href}#task-${task.taskID}`}
                          />
                        ))}
                      </div>
                    ))}
                  </>
                )}
              </section>
            );
          })}
        </section>
      ))}
    </div>
  );
};
