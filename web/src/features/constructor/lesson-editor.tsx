import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useVersionOverlay } from "../../lib/authoring/version-overlay";
import { LIMITS } from "@app/domain/constants";
import type { CourseState } from "@app/domain/course/course-state";
import { fieldPath, lessonOf, taskOf } from "@app/domain/course/course-query";
import { useStableKey } from "../../lib/authoring/id-remaps";
import { BlockList } from "./block-list";
import { duplicateItem, newId, run } from "./commands";
import { DeleteControls } from "./delete-controls";
import { TaskEditor } from "./task-editor";

type Props = {
  readonly course: CourseState;
  readonly lessonID: string;
  readonly readOnly: boolean;
  readonly errors: ReadonlyMap<string, string>;
};

/** The selected lesson: its name, `Пробный урок`, its content blocks, then its tasks with theirs. */
export const LessonEditor = ({ course, lessonID, readOnly, errors }: Props) => {
  const { t } = useTranslation("constructor");
  const versionOverlay = useVersionOverlay();
  const id = useId();
  const stableKey = useStableKey(course.courseID);
  const lesson = lessonOf(course, lessonID);
  if (!lesson) return null;
  const courseID = course.courseID;
  const shown = lesson.lessonName.trim() === "" ? t("untitledLesson") : lesson.lessonName;
  const what = t("lesson", { name: shown });
  const error = errors.get(fieldPath.lessonName(lessonID));
  const locked = readOnly || lesson.wasDeleted;
  const overlay = versionOverlay;
  const addTask = () => {
    const taskID = newId();
    if (run({ _tag: "CreateTask", courseID, lessonID, taskID, name: "", at: Date.now() }))
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-name-input="${CSS.escape(taskID)}"]`)?.focus(),
      );
  };
  const taskCount = lesson.taskOrder.length;

  return (
    <article className={`lesson-editor${lesson.wasDeleted ? " is-deleted" : ""}`} aria-label={what}>
      <header className="lesson-head">
        {readOnly ? (
          <>
            <h2>{shown}</h2>
            {overlay?.changed("lessons", lessonID) === true && overlay.mark(false)}
            {overlay?.lessonActions(lessonID, shown)}
          </>
        ) : (
          <div className="field name-field">
            {/* The lesson's heading for assistive technology, above its subtitles' h3 (issue #31: axe's heading order). */}
            <h2 className="visually-hidden">{shown}</h2>
            <label htmlFor={`${id}-name`}>{t("lessonName")}</label>
            <input
              id={`${id}-name`}
              data-name-input={lessonID}
              data-field={fieldPath.lessonName(lessonID)}
              value={lesson.lessonName}
              placeholder={t("untitledLesson")}
              maxLength={LIMITS.name}
              readOnly={lesson.wasDeleted}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? `${id}-error` : undefined}
              onChange={(event) =>
                run({ _tag: "RenameLesson", courseID, lessonID, lessonName: event.target.value, at: Date.now() })
              }
            />
            {error !== undefined && (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        )}
        <div className="item-tools">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={lesson.is_trial}
              disabled={locked}
              onChange={(event) => run({ _tag: "SetLessonTrial", courseID, lessonID, is_trial: event.target.checked })}
            />
            {t("trial")}
          </label>
          {lesson.wasDeleted && <span className="deleted-badge">{t("deleted")}</span>}
          {!locked && (
            <button
              type="button"
              className="text-button"
              onClick={() => duplicateItem(courseID, { _tag: "lesson", lessonID })}
            >
              {t("duplicate")}
              <span className="visually-hidden"> {what}</span>
            </button>
          )}
          {!readOnly && (
            <DeleteControls
              courseID={courseID}
              item={{ _tag: "lesson", lessonID }}
              what={what}
              deleted={lesson.wasDeleted}
              created={lesson.wasCreated}
            />
          )}
        </div>
      </header>

      <h3 className="editor-subtitle">{t("lessonContent")}</h3>
      <BlockList
        courseID={courseID}
        parentKind="lesson"
        parentID={lessonID}
        blockOrder={lesson.blockOrder}
        blocks={lesson.blocks}
        readOnly={locked}
        errors={errors}
        where={what}
      />

      <h3 className="editor-subtitle">{t("tasks")}</h3>
      {taskCount === 0 && <p className="muted">{t("noTasks")}</p>}
      {lesson.taskOrder.map((taskID, index) => {
        const task = taskOf(course, taskID);
        return task ? (
          <TaskEditor
            key={stableKey(taskID)}
            courseID={courseID}
            task={task}
            position={index + 1}
            count={taskCount}
            readOnly={locked}
            errors={errors}
          />
        ) : null;
      })}
      {!locked && (
        <button type="button" className="button add-task" onClick={addTask}>
          + {t("addTask")}
        </button>
      )}
    </article>
  );
};
