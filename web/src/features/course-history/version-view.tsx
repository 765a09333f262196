import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import type { ContentBlock } from "@app/domain/course/structure";
import type { LessonSnapshot } from "@app/domain/course/course-snapshot";
import { errorMessages } from "../../lib/api/api-error";
import { apiClient } from "../../lib/api/client";
import { courseHistoryApi, type VersionView as Version } from "../../lib/api/course-history-api";
import { BlockView } from "../../lib/blocks/block-view";
import { formatDayTime } from "../../lib/i18n/format";
import { ChangedMark } from "./changed-mark";
import { RestoreButton } from "./restore-button";
import { useLoad } from "./use-load";

const api = courseHistoryApi(apiClient);

type Props = { readonly courseID: string; readonly version: number; readonly readOnly: boolean };

type Changed = { readonly has: (level: "modules" | "lessons" | "tasks" | "blocks", id: string) => boolean };

const changedOf = (entry: Version["entry"]): Changed => {
  const sets = {
    modules: new Set(entry.changed.modules),
    lessons: new Set(entry.changed.lessons),
    tasks: new Set(entry.changed.tasks),
    blocks: new Set(entry.changed.blocks),
  };
  return { has: (level, id) => sets[level].has(id) };
};

/** A lesson is marked in the outline when it, one of its tasks or one of their blocks changed. */
const lessonTouched = (lesson: LessonSnapshot, changed: Changed): boolean =>
  changed.has("lessons", lesson.lessonID) ||
  lesson.lessonContent.some((block) => changed.has("blocks", block.contentBlockID)) ||
  lesson.tasks.some(
    (task) =>
      changed.has("tasks", task.taskID) ||
      task.taskContent.some((block) => changed.has("blocks", block.contentBlockID)),
  );

type BlocksProps = {
  readonly courseID: string;
  readonly version: number;
  readonly blocks: ReadonlyArray<ContentBlock>;
  readonly changed: Changed;
  readonly readOnly: boolean;
};

const Blocks = ({ courseID, version, blocks, changed, readOnly }: BlocksProps) => {
  const { t } = useTranslation("course-history");
  if (blocks.length === 0) return <p className="muted">{t("version.noBlocks")}</p>;
  return (
    <ol className="history-blocks">
      {blocks.map((block, index) => {
        const marked = changed.has("blocks", block.contentBlockID);
        return (
          <li key={block.contentBlockID} className="history-block" data-changed={marked ? "" : undefined}>
            {(marked || !readOnly) && (
              <div className="history-block-tools">
                {marked && <ChangedMark />}
                {!readOnly && (
                  <RestoreButton
                    courseID={courseID}
                    version={version}
                    target={{ blockID: block.contentBlockID }}
                    label={t("version.restoreBlock")}
                    what={index + 1}
                    title={t("version.restoreBlockTitle")}
                    lead={t("version.restoreBlockLead", { version })}
                    done={t("version.blockRestored")}
                    className="button history-small-button"
                    onDone={() => undefined}
                  />
                )}
              </div>
            )}
            <BlockView content={block.content} level={5} showCorrect />
          </li>
        );
      })}
    </ol>
  );
};

const LessonPanel = ({
  courseID,
  version,
  lesson,
  changed,
  readOnly,
}: {
  readonly courseID: string;
  readonly version: number;
  readonly lesson: LessonSnapshot;
  readonly changed: Changed;
  readonly readOnly: boolean;
}) => {
  const { t } = useTranslation("course-history");
  return (
    <article className="history-lesson" aria-labelledby="history-lesson-title">
      <header className="history-lesson-head">
        <h3 id="history-lesson-title" translate="no">
          {lesson.lessonName}
        </h3>
        {changed.has("lessons", lesson.lessonID) && <ChangedMark />}
        {!readOnly && (
          <RestoreButton
            courseID={courseID}
            version={version}
            target={{ lessonID: lesson.lessonID }}
            label={t("version.restoreLesson")}
            title={t("version.restoreLessonTitle", { name: lesson.lessonName })}
            lead={t("version.restoreLessonLead", { version })}
            done={t("version.lessonRestored", { name: lesson.lessonName })}
            onDone={() => undefined}
          />
        )}
      </header>
      <h4 className="visually-hidden">{t("version.lessonContent")}</h4>
      <Blocks
        courseID={courseID}
        version={version}
        blocks={lesson.lessonContent}
        changed={changed}
        readOnly={readOnly}
      />
      {lesson.tasks.map((task) => (
        <section key={task.taskID} className="history-task" aria-label={t("version.task", { name: task.name })}>
          <h4 translate="no">
            {task.name}
            {changed.has("tasks", task.taskID) && <ChangedMark compact />}
          </h4>
          <Blocks
            courseID={courseID}
            version={version}
            blocks={task.taskContent}
            changed={changed}
            readOnly={readOnly}
          />
        </section>
      ))}
    </article>
  );
};

/**
 * `/history/{version}`: the course as it was, read-only (the read-only constructor's layout: the
 * outline beside the chosen lesson, blocks as a student sees them with the right answers marked), what
 * that version changed marked, and the ways back: the whole version, a lesson, a block.
 */
export const VersionView = ({ courseID, version, readOnly }: Props) => {
  const { t } = useTranslation("course-history");
  const [, navigate] = useLocation();
  const [loaded] = useLoad(`${courseID}|${version}`, () => api.version(Number(courseID), version));
  const [picked, setPicked] = useState<string | null>(null);

  if (loaded.status === "loading") return <p className="muted">{t("loading")}</p>;
  if (loaded.status === "error")
    return (
      <section className="history">
        <p className="form-error" role="alert">
          {errorMessages(loaded.error)[0] ?? t("loadError")}
        </p>
        <Link href={`/createdCourses/${courseID}/history`}>{t("toList")}</Link>
      </section>
    );

  const { entry, course } = loaded.data;
  const changed = changedOf(entry);
  const lessons = course.moduleList.flatMap((section) => section.lessons);
  const firstChanged = lessons.find((lesson) => lessonTouched(lesson, changed));
  const lessonID = picked ?? firstChanged?.lessonID ?? lessons[0]?.lessonID ?? null;
  const lesson = lessons.find((item) => item.lessonID === lessonID);

  return (
    <section className="history history-version" aria-labelledby="history-version-title">
      <div className="history-banner" role="note">
        <h2 id="history-version-title">
          {t("version.banner", { version: entry.version, date: formatDayTime(entry.saved_at) })}
        </h2>
        {entry.summary.length > 0 && (
          <ul className="history-entry-summary" translate="no">
            {entry.summary.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        <div className="history-banner-actions">
          {!readOnly && (
            <RestoreButton
              courseID={courseID}
              version={entry.version}
              label={t("version.restore")}
              title={t("version.restoreTitle", { version: entry.version })}
              lead={t("version.restoreLead", { version: entry.version })}
              done={t("version.restored", { version: entry.version })}
              className="button button-primary"
              onDone={() => navigate(`/createdCourses/${courseID}/history`)}
            />
          )}
          <Link href={`/createdCourses/${courseID}/history`}>{t("toList")}</Link>
        </div>
      </div>
      <div className="history-version-layout">
        <nav className="history-outline" aria-label={t("version.outline")}>
          {course.moduleList.length === 0 && <p className="muted">{t("version.noLessons")}</p>}
          <ol>
            {course.moduleList.map((section) => (
              <li key={section.moduleID}>
                <p className="history-outline-section" translate="no">
                  {section.moduleName}
                  {changed.has("modules", section.moduleID) && <ChangedMark compact />}
                </p>
                <ol>
                  {section.lessons.map((item) => (
                    <li key={item.lessonID}>
                      <button
                        type="button"
                        className="history-outline-lesson"
                        aria-current={item.lessonID === lessonID ? "true" : undefined}
                        onClick={() => setPicked(item.lessonID)}
                        translate="no"
                      >
                        {item.lessonName}
                        {lessonTouched(item, changed) && <ChangedMark compact />}
                      </button>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </nav>
        <div className="history-version-lesson">
          {lesson === undefined ? (
            <p className="muted">{t("version.pickLesson")}</p>
          ) : (
            <LessonPanel
              courseID={courseID}
              version={entry.version}
              lesson={lesson}
              changed={changed}
              readOnly={readOnly}
            />
          )}
        </div>
      </div>
    </section>
  );
};
