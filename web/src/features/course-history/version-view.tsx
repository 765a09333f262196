import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { errorMessages } from "../../lib/api/api-error";
import { apiClient } from "../../lib/api/client";
import { courseHistoryApi, type VersionView as Version } from "../../lib/api/course-history-api";
import { snapshotFromBody } from "../../lib/authoring/body-convert";
import { historyKey, VersionOverlayContext, type VersionOverlay } from "../../lib/authoring/version-overlay";
import { formatDayTime } from "../../lib/i18n/format";
import { dispatch } from "../../lib/model/domain-store";
import { ChangedMark } from "./changed-mark";
import { RestoreButton } from "./restore-button";
import { useLoad } from "./use-load";

const api = courseHistoryApi(apiClient);

/** Renders a course the model holds, read-only, in the constructor (given by the app: features never import each other). */
export type RenderVersion = (modelKey: string) => ReactNode;

type Props = {
  readonly courseID: string;
  readonly version: number;
  readonly readOnly: boolean;
  readonly renderVersion: RenderVersion;
};

const versionPath = (courseID: string, version: number) => `/createdCourses/${courseID}/history/${version}`;

/** The first lesson the version changed, with its section: where the version opens. */
const firstChanged = (data: Version): { moduleID: string; lessonID: string } | null => {
  const changed = new Set(data.entry.changed.lessons);
  for (const section of data.course.moduleList)
    for (const lesson of section.lessons)
      if (changed.has(lesson.lessonID)) return { moduleID: section.moduleID, lessonID: lesson.lessonID };
  return null;
};

const useOverlay = (courseID: string, data: Version | null, readOnly: boolean): VersionOverlay | null => {
  const { t } = useTranslation("course-history");
  return useMemo(() => {
    if (data === null) return null;
    const { entry } = data;
    const version = entry.version;
    const sets = {
      modules: new Set(entry.changed.modules),
      lessons: new Set(entry.changed.lessons),
      tasks: new Set(entry.changed.tasks),
      blocks: new Set(entry.changed.blocks),
    };
    const base = versionPath(courseID, version);
    return {
      path: (moduleID, lessonID) =>
        `${base}/constructor/${encodeURIComponent(moduleID)}${lessonID === undefined ? "" : `/${encodeURIComponent(lessonID)}`}`,
      changed: (level, id) => sets[level].has(id),
      mark: (compact) => <ChangedMark compact={compact} />,
      lessonActions: (lessonID, name) =>
        readOnly ? null : (
          <RestoreButton
            courseID={courseID}
            version={version}
            target={{ lessonID }}
            label={t("version.restoreLesson")}
            title={t("version.restoreLessonTitle", { name })}
            lead={t("version.restoreLessonLead", { version })}
            done={t("version.lessonRestored", { name })}
            className="button history-small-button"
            onDone={() => undefined}
          />
        ),
      blockActions: (blockID, position) =>
        readOnly ? null : (
          <RestoreButton
            courseID={courseID}
            version={version}
            target={{ blockID }}
            label={t("version.restoreBlock")}
            what={position}
            title={t("version.restoreBlockTitle")}
            lead={t("version.restoreBlockLead", { version })}
            done={t("version.blockRestored")}
            className="text-button"
            onDone={() => undefined}
          />
        ),
    };
  }, [courseID, data, readOnly, t]);
};

/**
 * `/history/{version}`: the course as it was, in the constructor, read-only. The version goes into the
 * model under its own key (`historyKey`: one per course, the next version looked at replaces it), never
 * touching the draft or its pending saves; the overlay keeps the constructor's links inside the version,
 * marks what the version changed, and adds the ways back: the whole version, a lesson, a block.
 */
export const VersionView = ({ courseID, version, readOnly, renderVersion }: Props) => {
  const { t } = useTranslation("course-history");
  const [location, navigate] = useLocation();
  const [loaded] = useLoad(`${courseID}|${version}`, () => api.version(Number(courseID), version));
  const data = loaded.status === "ready" ? loaded.data : null;
  const [inModel, setInModel] = useState<Version | null>(null);
  const overlay = useOverlay(courseID, inModel, readOnly);
  const modelKey = historyKey(courseID);

  useEffect(() => {
    if (data === null) return;
    // Lesson statistics name their course: under the version's own key they start afresh (model invariants).
    const moduleList = data.course.moduleList.map((section) => ({
      ...section,
      lessons: section.lessons.map((lesson) => ({ ...lesson, statistics: null })),
    }));
    dispatch({
      _tag: "CourseLoaded",
      course: snapshotFromBody(
        modelKey,
        { ...data.course, moduleList },
        { published: data.entry.published, schoolID: null },
      ),
    });
    setInModel(data);
  }, [data, modelKey]);

  // A version opens on the first lesson it changed (the address then names it, as the constructor's does).
  const opened = inModel !== null && inModel === data;
  const start = opened ? firstChanged(inModel) : null;
  const startPath = start === null || overlay === null ? null : overlay.path(start.moduleID, start.lessonID);
  const atStart = !location.includes("/constructor");
  useEffect(() => {
    if (startPath !== null && atStart) navigate(startPath, { replace: true });
  }, [startPath, atStart, navigate]);

  if (loaded.status === "error")
    return (
      <section className="history">
        <p className="form-error" role="alert">
          {errorMessages(loaded.error)[0] ?? t("loadError")}
        </p>
        <Link href={`/createdCourses/${courseID}/history`}>{t("toList")}</Link>
      </section>
    );
  if (!opened || overlay === null) return <p className="muted">{t("loading")}</p>;
  const { entry } = inModel;

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
      <VersionOverlayContext.Provider value={overlay}>{renderVersion(modelKey)}</VersionOverlayContext.Provider>
    </section>
  );
};
