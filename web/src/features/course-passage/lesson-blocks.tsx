import type { StudentBlock, SubmissionView } from "@app/domain/api/passage";
import type { LessonState } from "@app/domain/course/structure";
import { FreeTaskBlock } from "./free-task-block";
import { MaterialBlock } from "./material-block";
import { TestBlock } from "./test-block";
import { isCompleted } from "./use-lesson-model";

type Props = {
  readonly courseID: string;
  readonly lessonID: string;
  readonly taskID: string | null;
  readonly blocks: ReadonlyArray<StudentBlock>;
  readonly model: LessonState | undefined;
  readonly prohibitReplay: boolean;
  readonly submissions: ReadonlyArray<SubmissionView>;
  /** Issue #37: a hard date has passed; the id of the sentence saying so, which the send buttons point at. */
  readonly closedBy?: string | undefined;
};

/** The blocks of a lesson or of one of its tasks, each by kind. */
export const LessonBlocks = ({
  courseID,
  lessonID,
  taskID,
  blocks,
  model,
  prohibitReplay,
  submissions,
  closedBy,
}: Props) => (
  <div className="passage-blocks">
    {blocks.map((block) => {
      const content = block.content;
      if (content._tag === "test")
        return (
          <TestBlock
            key={block.contentBlockID}
            courseID={courseID}
            lessonID={lessonID}
            taskID={taskID}
            block={block}
            content={content}
            prohibitReplay={prohibitReplay}
            closedBy={closedBy}
          />
        );
      if (content._tag === "freeTask" && taskID !== null)
        return (
          <FreeTaskBlock
            key={block.contentBlockID}
            courseID={courseID}
            lessonID={lessonID}
            taskID={taskID}
            block={block}
            content={content}
            submission={submissions.find((s) => s.task_id === taskID && s.block_id === block.contentBlockID)}
            closedBy={closedBy}
          />
        );
      const completed = isCompleted(model, block.contentBlockID) || block.completed;
      return (
        <MaterialBlock
          key={block.contentBlockID}
          courseID={courseID}
          lessonID={lessonID}
          taskID={taskID}
          block={block}
          completed={completed}
        />
      );
    })}
  </div>
);
