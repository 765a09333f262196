import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { apiClient } from "../../lib/api/client";
import { invitationsApi } from "../../lib/api/invitations-api";
import { BlockView } from "../../lib/blocks/block-view";

type Props = { readonly courseId: number; readonly lessonId: string };

/**
 * `Пробный урок` on the course's public page (issue #30): a lesson the author opened to everyone,
 * read before enrolling, in place of the page's sections; the way in stays beside it. Its tests show
 * their questions only: answering is for students.
 */
export const TrialLessonView = ({ courseId, lessonId }: Props) => {
  const { t } = useTranslation("course-landing");
  const lesson = useQuery({
    queryKey: ["landing", courseId, "trial", lessonId],
    queryFn: () => invitationsApi(apiClient).trialLesson(courseId, lessonId),
    staleTime: 60_000,
  });
  const top = useRef<HTMLElement>(null);
  // Opened from the outline far down the page: the lesson starts in view.
  useEffect(() => top.current?.scrollIntoView({ block: "start" }), [lessonId]);
  const data = lesson.data;
  return (
    <section ref={top} className="landing-block landing-trial" aria-labelledby="landing-trial-title">
      <Link href={`/landing/courses/${courseId}`} className="landing-trial-back">
        ← {t("trial.back")}
      </Link>
      <p className="landing-tag landing-trial-tag">{t("trial.tag")}</p>
      <h2 id="landing-trial-title">{data?.lessonName ?? t("trial.title")}</h2>
      {data === undefined ? (
        lesson.isError ? (
          <p role="alert">{t("trial.notFound")}</p>
        ) : (
          <p className="muted">{t("loading")}</p>
        )
      ) : (
        <>
          <p className="muted">{t("trial.note")}</p>
          {data.lessonContent.map((block) => (
            <BlockView key={block.contentBlockID} content={block.content} level={3} />
          ))}
          {data.tasks.map((task) => (
            <section key={task.taskID} className="landing-trial-task" aria-labelledby={`trial-task-${task.taskID}`}>
              <h3 id={`trial-task-${task.taskID}`}>{task.name}</h3>
              {task.taskContent.map((block) => (
                <BlockView key={block.contentBlockID} content={block.content} level={4} />
              ))}
            </section>
          ))}
        </>
      )}
    </section>
  );
};
