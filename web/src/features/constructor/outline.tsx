import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { CourseState } from "@app/domain/course/course-state";
import { fieldPath, lessonOf, taskOf } from "@app/domain/course/course-query";
import { useStableKey } from "../../lib/authoring/id-remaps";
import { itemNameNow, moveItem, newId, run, type Direction } from "./commands";
import { LessonRow, TaskRow } from "./lesson-row";
import { lessonCount, outlineRows, READ_ONLY_ROW_HEIGHT, ROW_HEIGHT, type OutlineRow } from "./outline-rows";
import { SectionEnd, SectionRow } from "./section-row";
import { useMoveText } from "./use-move-text";
import { useSelectionPath } from "./use-selection";
import { VirtualList } from "./virtual-list";

/** Up to this many lessons every section starts open; beyond, only the selected lesson's section. */
const OPEN_ALL_UP_TO = 60;

type Props = {
  readonly course: CourseState;
  readonly readOnly: boolean;
  readonly selectedLesson: string | null;
  readonly errors: ReadonlyMap<string, string>;
};

const focusNameInput = (id: string): void => {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-name-input="${CSS.escape(id)}"]`)?.focus());
};

/** The course's sections, their lessons and tasks; long courses are windowed and start folded. */
export const Outline = ({ course, readOnly, selectedLesson, errors }: Props) => {
  const { t } = useTranslation("constructor");
  const [, navigate] = useLocation();
  const moveText = useMoveText();
  const selectionPath = useSelectionPath();
  const courseID = course.courseID;
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const small = lessonCount(course) <= OPEN_ALL_UP_TO;
  const selectedModule = selectedLesson === null ? null : (lessonOf(course, selectedLesson)?.moduleID ?? null);

  const stableKey = useStableKey(courseID);
  const isOpen = useCallback(
    (moduleID: string) => (small || moduleID === selectedModule) !== toggled.has(stableKey(moduleID)),
    [small, selectedModule, toggled, stableKey],
  );
  const { moduleOrder, modules, lessons } = course;
  // The rows are made of these parts only: a block edit (a new `lessons`) rebuilds them, cheaply.
  const rows = useMemo(
    () => outlineRows({ moduleOrder, modules, lessons }, isOpen, stableKey),
    [moduleOrder, modules, lessons, isOpen, stableKey],
  );

  const onToggle = useCallback(
    (moduleID: string) => {
      const key = stableKey(moduleID);
      setToggled((previous) => {
        const next = new Set(previous);
        if (!next.delete(key)) next.add(key);
        return next;
      });
    },
    [stableKey],
  );
  // Stable callbacks (the rows are memoized): names are read from the store when a move happens.
  const onMoveSection = useCallback(
    (moduleID: string, direction: Direction) =>
      moveItem(
        courseID,
        { _tag: "module", moduleID },
        direction,
        itemNameNow(courseID, { _tag: "module", moduleID }) || t("untitledSection"),
        moveText,
      ),
    [courseID, moveText, t],
  );
  const onMoveLesson = useCallback(
    (lessonID: string, direction: Direction) =>
      moveItem(
        courseID,
        { _tag: "lesson", lessonID },
        direction,
        itemNameNow(courseID, { _tag: "lesson", lessonID }) || t("untitledLesson"),
        moveText,
      ),
    [courseID, moveText, t],
  );

  const addSection = () => {
    const moduleID = newId();
    if (run({ _tag: "CreateModule", courseID, moduleID, moduleName: "", at: Date.now() })) focusNameInput(moduleID);
  };
  const addLesson = (moduleID: string) => {
    const lessonID = newId();
    if (!run({ _tag: "CreateLesson", courseID, moduleID, lessonID, lessonName: "", is_trial: false, at: Date.now() }))
      return;
    navigate(selectionPath(courseID, moduleID, lessonID));
    focusNameInput(lessonID);
  };

  const render = (row: OutlineRow) => {
    switch (row.kind) {
      case "section": {
        const module = course.modules[row.moduleID];
        if (!module) return null;
        return (
          <SectionRow
            courseID={courseID}
            moduleID={row.moduleID}
            name={module.moduleName}
            deleted={module.wasDeleted}
            created={module.wasCreated}
            position={row.position}
            count={row.count}
            open={isOpen(row.moduleID)}
            readOnly={readOnly}
            error={errors.get(fieldPath.moduleName(row.moduleID))}
            onToggle={onToggle}
            onMove={onMoveSection}
          />
        );
      }
      case "lesson": {
        const lesson = lessonOf(course, row.lessonID);
        if (!lesson) return null;
        return (
          <LessonRow
            courseID={courseID}
            moduleID={row.moduleID}
            lessonID={row.lessonID}
            name={lesson.lessonName}
            trial={lesson.is_trial}
            deleted={lesson.wasDeleted}
            sectionDeleted={course.modules[row.moduleID]?.wasDeleted === true}
            invalid={errors.has(fieldPath.lessonName(row.lessonID))}
            selected={row.lessonID === selectedLesson}
            position={row.position}
            count={row.count}
            readOnly={readOnly}
            onMove={onMoveLesson}
          />
        );
      }
      case "task": {
        const task = taskOf(course, row.taskID);
        if (!task) return null;
        return (
          <TaskRow
            courseID={courseID}
            moduleID={row.moduleID}
            lessonID={row.lessonID}
            taskID={row.taskID}
            name={task.name}
            deleted={task.wasDeleted}
            parentDeleted={
              lessonOf(course, row.lessonID)?.wasDeleted === true || course.modules[row.moduleID]?.wasDeleted === true
            }
          />
        );
      }
      case "addLesson":
        return (
          <SectionEnd
            moduleID={row.moduleID}
            deleted={course.modules[row.moduleID]?.wasDeleted === true}
            label={t("sectionEnd", { name: course.modules[row.moduleID]?.moduleName || t("untitledSection") })}
          >
            {row.empty && <span className="muted">{t("noLessons")}</span>}
            {!readOnly && !course.modules[row.moduleID]?.wasDeleted && (
              <button type="button" className="text-button" onClick={() => addLesson(row.moduleID)}>
                + {t("addLesson")}
                <span className="visually-hidden">
                  {" "}
                  — {t("section", { name: course.modules[row.moduleID]?.moduleName || t("untitledSection") })}
                </span>
              </button>
            )}
          </SectionEnd>
        );
      default: {
        const never: never = row;
        return never;
      }
    }
  };

  return (
    <nav className={readOnly ? "constructor-outline is-read-only" : "constructor-outline"} aria-label={t("outline")}>
      {rows.length === 0 ? (
        <p
          className={errors.has("moduleList") ? "empty-hint field-error" : "empty-hint"}
          role={errors.has("moduleList") ? "alert" : undefined}
        >
          {t("emptyHint")}
        </p>
      ) : (
        <VirtualList
          rows={rows}
          heightOf={(row) => (readOnly ? READ_ONLY_ROW_HEIGHT : ROW_HEIGHT)[row.kind]}
          keyOf={(row) => row.key}
          render={render}
          label={t("outline")}
          focusKey={selectedLesson === null ? null : `l:${stableKey(selectedLesson)}`}
        />
      )}
      {!readOnly && (
        <button type="button" className="button add-section" data-field="moduleList" onClick={addSection}>
          + {t("addSection")}
        </button>
      )}
    </nav>
  );
};
