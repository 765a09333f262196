import { useTranslation } from "react-i18next";
import type { StudentBlock, SubmissionView } from "@app/domain/api/passage";
import type { FreeTaskContent } from "@app/domain/course/block-content";
import { FileLink } from "../../lib/blocks/file-link";
import { TextBlock } from "../../lib/blocks/text-block";
import { RubricMarks } from "../../lib/blocks/rubric-marks";
import { AttemptsHistory } from "./attempts-history";
import { FeedbackConversation } from "./feedback-conversation";
import { ReviewBadge } from "./status-badge";
import { TaskAnswerForm } from "./task-answer-form";
import { useTaskBlockModel } from "./use-lesson-model";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string;
  readonly block: StudentBlock;
  readonly content: typeof FreeTaskContent.Type;
  readonly submission: SubmissionView | undefined;
  /** Issue #37: sending is closed by a hard date; the id of the sentence that says so. */
  readonly closedBy?: string | undefined;
};

/** The answer sent last, which a task sent back for rework opens with (issue #15). */
const lastAttempt = (submission: SubmissionView | undefined) => {
  const attempts = submission?.attempts ?? [];
  const last = attempts.reduce<(typeof attempts)[number] | null>(
    (latest, attempt) => (latest === null || attempt.number > latest.number ? attempt : latest),
    null,
  );
  return last === null ? null : { text: last.text, files: last.files };
};

/** Issue #34: the rubric's marks of the latest checked attempt, when the teacher had a rubric. */
const latestMarks = (submission: SubmissionView | undefined) =>
  [...(submission?.attempts ?? [])].sort((a, b) => b.number - a.number).find((a) => a.feedback !== null)?.feedback
    ?.rubric;

/**
 * A free task: its text, the review status from the model (`На проверке`, `На доработке`,
 * `Принято`), the teacher's comment merged in on rework (then the form opens again), the earlier
 * attempts.
 */
export const FreeTaskBlock = ({ courseID, lessonID, taskID, block, content, submission, closedBy }: Props) => {
  const { t } = useTranslation("passage");
  const model = useTaskBlockModel(courseID, taskID, block.contentBlockID);
  const status = model?.status ?? block.status;
  const evaluation = model?.evaluation ?? block.evaluation;
  const open = status === "none" || status === "needsWork";
  return (
    <article className="passage-block passage-task" id={`block-${block.contentBlockID}`}>
      <div className="passage-task-head">
        <p className="block-kind">{t("kinds.freeTask")}</p>
        <ReviewBadge status={status} />
      </div>
      <h4 className="block-title">{content.title}</h4>
      <TextBlock text={content.text} />
      {content.files.map((file) => (
        <FileLink key={file.id} file={file} />
      ))}
      {status === "needsWork" && evaluation !== null && evaluation.comment !== "" && (
        <aside className="teacher-comment" aria-label={t("task.teacherComment")}>
          <p className="teacher-comment-title">{t("task.teacherComment")}</p>
          <TextBlock text={evaluation.comment} />
          {submission !== undefined && <FeedbackConversation courseID={courseID} submission={submission} />}
        </aside>
      )}
      {status !== "onReview" && latestMarks(submission) !== undefined && (
        <RubricMarks marks={latestMarks(submission) ?? []} />
      )}
      {open && (
        <TaskAnswerForm
          courseID={courseID}
          lessonID={lessonID}
          taskID={taskID}
          blockID={block.contentBlockID}
          previous={status === "needsWork" ? lastAttempt(submission) : null}
          closedBy={closedBy}
        />
      )}
      {submission !== undefined && submission.attempts.length > 0 && <AttemptsHistory submission={submission} />}
    </article>
  );
};
